'use client';

import { useState, type ComponentProps } from 'react';

/**
 * State that starts from the server's value and follows it when a navigation brings a new one
 * (e.g. "Clear all filters", back and forward), while the visitor's own changes show at once.
 */
function useServerState<T>(fromServer: T) {
  const [value, setValue] = useState(fromServer);
  const [seen, setSeen] = useState(fromServer);
  if (seen !== fromServer) {
    setSeen(fromServer);
    setValue(fromServer);
  }
  return [value, setValue] as const;
}

/** A select showing the URL's value; the element (and its focus) survives navigation. */
export function ListingSelect({
  current,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'defaultValue' | 'onChange'> & { current: string }) {
  const [value, setValue] = useServerState(current);
  return <select {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

'use client';

import { useRouter } from 'next/navigation';
import { createContext, use, useEffect, useRef, useTransition, type ReactNode } from 'react';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { formListingHref } from './listing-options';

/** Starts a listing navigation as a transition, so the listing can show that it is updating. */
const ListingNavigation = createContext<((href: string) => void) | undefined>(undefined);

/**
 * Wraps a listing: while a filter, sort or page-size change loads, it is marked busy (dimmed, and
 * aria-busy for assistive technology) instead of being replaced by a placeholder.
 */
export function ListingUpdates({ className, children }: { className?: string; children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = (href: string) => startTransition(() => router.push(href, { scroll: false }));
  return (
    <ListingNavigation value={navigate}>
      <div className={className} aria-busy={pending} data-pending={pending}>
        {children}
      </div>
    </ListingNavigation>
  );
}

/**
 * The listing's filter, sort and page-size controls as one GET form. Without JavaScript it submits
 * with its Apply button. With it, any change submits at once and the listing's URL (defaults
 * left out, page 1) is opened client-side, keeping the scroll position. Controls outside
 * the element join through their `form` attribute.
 */
export function ListingForm({
  id,
  action,
  state,
  className,
  children,
}: {
  id: string;
  action: string;
  state: string;
  className?: string;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);

  // The checkboxes are uncontrolled (light to render): when a navigation brings a new listing
  // (state, its URL) they are set to what the server rendered as checked, keeping their focus.
  useEffect(() => {
    for (const element of formRef.current?.elements ?? []) {
      if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = element.defaultChecked;
    }
  }, [state]);
  const router = useRouter();
  const navigate = use(ListingNavigation) ?? ((href: string) => router.push(href, { scroll: false }));

  useEffect(() => {
    const onChange = (event: Event) => {
      const form = formRef.current;
      const target = event.target as HTMLInputElement | HTMLSelectElement | null;
      if (form && target?.form === form) form.requestSubmit();
    };
    document.addEventListener('change', onChange);
    return () => document.removeEventListener('change', onChange);
  }, []);

  // Each change is a new listing: a newer one replaces one still loading (ListingUpdates shows it loads).
  const { formProps } = useSettledForm({ repeatable: true, submit: (data) => navigate(formListingHref(action, data)) });

  return (
    <form ref={formRef} id={id} action={action} method="get" className={className} {...formProps}>
      {children}
    </form>
  );
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A publish date as readers see it ("October 14, 2026"); dates are kept in UTC so every visitor sees the same day. */
export const formatContentDate = (iso: string) => longDate.format(new Date(iso));

export const readingTimeText = (minutes: number) => `${minutes} min read`;

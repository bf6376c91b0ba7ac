/** Lower-case, ASCII, hyphen-separated: "Gracey Curette 11/12" → "gracey-curette-11-12". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const en = (text: string) => ({ 'en-US': text });

/** Midnight UTC of the given instant: dates derived from it stay the same all day, so reseeding is stable. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

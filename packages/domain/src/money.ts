/** Money is integer minor units (cents) with a currency code; never floats (DESIGN.md §2). */
export interface Money {
  currencyCode: string;
  centAmount: number;
}

export function usd(centAmount: number): Money {
  return { currencyCode: 'USD', centAmount };
}

// Building an Intl.NumberFormat costs ~50x a format call, and a priced page formats dozens of amounts.
const formatters = new Map<string, Intl.NumberFormat>();

/** "$1,234.50" for display; the amount stays in cents everywhere else. */
export function formatMoney(centAmount: number, currencyCode = 'USD', locale = 'en-US'): string {
  const key = `${locale}|${currencyCode}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode });
    formatters.set(key, formatter);
  }
  return formatter.format(centAmount / 100);
}

/** Percentage of a cent amount, rounded half up to whole cents. */
export function percentOf(centAmount: number, percent: number): number {
  return Math.round((centAmount * percent) / 100);
}

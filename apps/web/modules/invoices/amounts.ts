import { allocationMessages } from '@chairside/domain';

/** Dollars as typed ("1,234.5", "$20", "0.07"), at most two decimals, to cents; undefined for anything else. */
export function centsOf(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const cents = Number((match[1] ?? '0').replaceAll(',', '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** Cents as the amount field shows them: "1234.50". */
export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

/**
 * What is wrong with an amount typed for an invoice, by the domain's payment rules (undefined when it may be paid): a
 * number in whole cents above 0, at most what may still be paid. A preview: the API checks again.
 */
export function amountProblem(
  text: string,
  invoice: { number: string; payable: number; currency: string },
): string | undefined {
  const cents = centsOf(text);
  if (cents === undefined || cents <= 0) return allocationMessages.invalidAmount(invoice.number);
  if (cents > invoice.payable)
    return allocationMessages.aboveBalance(invoice.number, invoice.payable, invoice.currency);
  return undefined;
}

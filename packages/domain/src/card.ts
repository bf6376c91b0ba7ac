/**
 * Card entry rules (spec §5): brand detection, lengths, Luhn, number/expiry/CVC formatting.
 * Used by the card form to guide typing and by the API before anything reaches the gateway.
 */
export type CardBrand =
  | 'maestro'
  | 'forbrugsforeningen'
  | 'dankort'
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'dinersclub'
  | 'discover'
  | 'unionpay'
  | 'jcb';

interface BrandRule {
  brand: CardBrand;
  prefix: RegExp;
  lengths: readonly number[];
  /** Digit groups for display; the default is groups of four. */
  groups?: readonly number[];
  luhn: boolean;
  cvcLengths: readonly number[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Checked in order: the narrower prefixes (maestro, dankort…) come before the broad ones that overlap them.
const brandRules: readonly BrandRule[] = [
  { brand: 'maestro', prefix: /^(5(018|0[23]|[68])|6(39|7))/, lengths: range(12, 19), luhn: true, cvcLengths: [3] },
  { brand: 'forbrugsforeningen', prefix: /^600/, lengths: [16], luhn: true, cvcLengths: [3] },
  { brand: 'dankort', prefix: /^5019/, lengths: [16], luhn: true, cvcLengths: [3] },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16], luhn: true, cvcLengths: [3] },
  { brand: 'mastercard', prefix: /^(5[1-5]|2[2-7])/, lengths: [16], luhn: true, cvcLengths: [3] },
  { brand: 'amex', prefix: /^3[47]/, lengths: [15, 16], groups: [4, 6, 5], luhn: true, cvcLengths: [3, 4] },
  { brand: 'dinersclub', prefix: /^3[0689]/, lengths: [14], groups: [4, 6, 4], luhn: true, cvcLengths: [3] },
  { brand: 'discover', prefix: /^6([045]|22)/, lengths: [16], luhn: true, cvcLengths: [3] },
  { brand: 'unionpay', prefix: /^(62|88)/, lengths: range(16, 19), luhn: false, cvcLengths: [3] },
  { brand: 'jcb', prefix: /^35/, lengths: [16], luhn: true, cvcLengths: [3] },
];

export const cardLimits = { numberChars: 19, expiryChars: 9, expiryDigits: 6, cvcDigits: 4 } as const;

/** Converts full-width digits (U+FF10–U+FF19) to ASCII digits. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 48));
}

/** Spaces and dashes stripped (full-width digits converted); anything else is kept so validation can reject it. */
export function cleanCardNumber(value: string): string {
  return toAsciiDigits(value).replace(/[\s-]/g, '');
}

function ruleFor(digits: string): BrandRule | undefined {
  return brandRules.find((rule) => rule.prefix.test(digits));
}

export function detectCardBrand(number: string): CardBrand | undefined {
  return ruleFor(cleanCardNumber(number))?.brand;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function isValidCardNumber(number: string): boolean {
  const digits = cleanCardNumber(number);
  if (!/^\d+$/.test(digits)) return false;
  const rule = ruleFor(digits);
  if (!rule || !rule.lengths.includes(digits.length)) return false;
  return !rule.luhn || luhnValid(digits);
}

/** Formats what was typed: digits only, at most 19, grouped by spaces (amex 4-6-5). */
export function formatCardNumber(input: string): string {
  const digits = toAsciiDigits(input).replace(/\D/g, '').slice(0, cardLimits.numberChars);
  const rule = ruleFor(digits);
  const maxLength = rule ? Math.max(...rule.lengths) : cardLimits.numberChars;
  const limited = digits.slice(0, maxLength);
  const groups: string[] = [];
  let position = 0;
  for (const size of rule?.groups ?? []) {
    if (position >= limited.length) break;
    groups.push(limited.slice(position, position + size));
    position += size;
  }
  while (position < limited.length) {
    groups.push(limited.slice(position, position + 4));
    position += 4;
  }
  return groups.join(' ');
}

/** Formats an expiry as typed into "MM / YY" (at most 6 digits, 9 characters). */
export function formatExpiry(input: string): string {
  let digits = toAsciiDigits(input).replace(/\D/g, '').slice(0, cardLimits.expiryDigits);
  // A lone first digit other than 0 or 1 can only be a month 02-09.
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length <= 2) return digits.length === 2 && input.trim().length > 2 ? `${digits} / ` : digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`.slice(0, cardLimits.expiryChars);
}

/** Parses "MM / YY", "MM/YYYY", "M/YY"…; two-digit years below 70 are 20xx, others 19xx. */
export function parseExpiry(input: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(toAsciiDigits(input));
  if (!match) return undefined;
  const month = Number(match[1]);
  let year = Number(match[2]);
  if (match[2]!.length === 2) year += year < 70 ? 2000 : 1900;
  return { month, year };
}

/** Valid when the month is 1-12 and the card has not expired: the whole expiry month is still valid. */
export function isValidExpiry(expiry: { month: number; year: number } | undefined, now: Date): boolean {
  if (!expiry || expiry.month < 1 || expiry.month > 12) return false;
  const firstInstantAfterExpiry = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() < firstInstantAfterExpiry;
}

/** CVC: digits only; 3 for most brands, 3 or 4 for amex, 3 to 4 when the brand is unknown. */
export function isValidCvc(cvc: string, brand: CardBrand | undefined): boolean {
  const digits = toAsciiDigits(cvc).trim();
  if (!/^\d+$/.test(digits)) return false;
  const allowed = brand ? brandRules.find((rule) => rule.brand === brand)!.cvcLengths : [3, 4];
  return allowed.includes(digits.length);
}

/** The longest CVC the brand takes: 4 for amex and while the brand is unknown, else 3. */
export function maxCvcLength(brand: CardBrand | undefined): number {
  return brand ? Math.max(...brandRules.find((rule) => rule.brand === brand)!.cvcLengths) : cardLimits.cvcDigits;
}

/** Restricts CVC input to digits, at most 4, or as many as the brand's longest CVC when the brand is known. */
export function formatCvc(input: string, brand?: CardBrand): string {
  return toAsciiDigits(input).replace(/\D/g, '').slice(0, maxCvcLength(brand));
}

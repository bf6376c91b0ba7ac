import type { CardBrand } from '@chairside/domain';

/** How each card brand is named on the page. */
export const brandLabels: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  dinersclub: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  maestro: 'Maestro',
  dankort: 'Dankort',
  forbrugsforeningen: 'Forbrugsforeningen',
  unionpay: 'UnionPay',
};

/** "12/30": the expiry as printed on cards. */
export const expiryLabel = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

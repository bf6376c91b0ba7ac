/** How each card brand is named on the page: the domain's labels, which the payment gateway's card fields show too. */
export { cardBrandLabels as brandLabels } from '@chairside/domain';

/** "12/30": the expiry as printed on cards. */
export const expiryLabel = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

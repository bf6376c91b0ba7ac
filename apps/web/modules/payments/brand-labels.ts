import { cardBrandLabels, type CardBrand } from '@chairside/domain';

/** How each card brand is named on the page: the domain's labels, which the payment gateway's card fields show too. */
export const brandLabels = cardBrandLabels;

/** "Visa •••• 1111" for a card a payment recorded (its brand as the gateway named it); never more than brand and last 4. */
export function cardLabel(brand: string | null | undefined, last4: string | null | undefined): string {
  const name = brand ? (Object.hasOwn(brandLabels, brand) ? brandLabels[brand as CardBrand] : brand) : 'Card';
  return last4 ? `${name} •••• ${last4}` : name;
}

/** "12/30": the expiry as printed on cards. */
export const expiryLabel = (month: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** Business constants shown across the storefront (spec §2, §9). */
export const support = {
  phone: '1-800-555-0142',
  phoneHref: 'tel:+18005550142',
  email: 'support@chairside.example',
  hours: 'Mon-Fri 8:00am-8:00pm',
} as const;

/** The distributor as its documents (invoices, statements) name it; phone and email are `support`'s. */
export const distributor = {
  name: 'Chairside Dental & Medical Supply',
  addressLines: ['2200 Commerce Parkway, Suite 300', 'Allentown, PA 18106'],
  website: 'chairside.example',
} as const;

export const promotions = {
  smsSignupPercentOff: 10,
  replenishExtraPercentOff: 3,
} as const;

/** Spec §9 form field input delay: a field's validation settles this long after its last input. */
export const formInputDelayMs = 20;

export const currency = { code: 'USD', fractionDigits: 2 } as const;
export const defaultLocale = 'en-US';
export const rootCategoryKey = 'storefront-root';
export const warehouseChannelKey = 'ES1';

/** The six fixed top-level categories, in navigation order. */
export const topCategoryKeys = [
  'bone-grafting',
  'dental-implants',
  'equipment',
  'instruments',
  'pharmaceuticals',
  'supplies',
] as const;

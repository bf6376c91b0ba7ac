import type { Cart } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import { productHref } from '@/modules/product/product-view';
import { lineName } from './cart-lines';

/** One cart line as the cart page shows it; amounts are the API's (cents), formatted here. */
export interface CartLineView {
  id: string;
  sku: string;
  name: string;
  href: string | undefined;
  image: { url: string; alt: string } | undefined;
  itemNumber: string;
  uom: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  contractPrice: boolean;
  controlled: boolean;
  /** Offered on REPLENISH plans (the variant's attribute `replenishable`). */
  replenishable: boolean;
}

function firstImage(images: readonly unknown[]): string | undefined {
  const first = images[0];
  if (!first || typeof first !== 'object' || !('url' in first) || typeof first.url !== 'string') return undefined;
  return first.url;
}

export function cartLineViews(cart: Cart): CartLineView[] {
  return cart.lineItems.map((line) => {
    const name = lineName(line);
    const slug = line.productSlug?.['en-US'];
    const url = firstImage(line.variant.images);
    return {
      id: line.id,
      sku: line.variant.sku,
      name,
      href: slug ? productHref(slug) : undefined,
      image: url ? { url, alt: name } : undefined,
      itemNumber: line.custom.fields.hs_item_number,
      uom: line.custom.fields.hs_uom,
      quantity: line.quantity,
      unitPrice: formatMoney(line.price.value.centAmount),
      lineTotal: formatMoney(line.totalPrice.centAmount),
      contractPrice: line.custom.fields.price_channel === 'contract',
      controlled: line.custom.fields.requires_active_dea_license,
      replenishable: line.variant.attributes.some((entry) => entry.name === 'replenishable' && entry.value === true),
    };
  });
}

/**
 * The rows between the items and the total, exactly as the API's display view gives them: the
 * discount codes' total when there is one, the shipping once a method is chosen (the total holds
 * it), then the fees (spec §9); zero-amount optional fees are left out.
 */
export function summaryRows(
  display: Cart['display'],
  shippingInfo?: Cart['shippingInfo'],
): { label: string; amount: string; testId: string }[] {
  const optional = [
    { label: 'Hazardous fee', cents: display.hazardousFee, testId: 'fee-hazardous' },
    { label: 'Refrigerated fee', cents: display.refrigeratedFee, testId: 'fee-refrigerated' },
    { label: 'Excessive weight fee', cents: display.excessiveWeightFee, testId: 'fee-excessive-weight' },
  ].filter((fee) => fee.cents > 0);
  const fees = [
    { label: 'Handling fee', cents: display.handlingFee, testId: 'fee-handling' },
    ...(display.minimumOrderFee > 0
      ? [{ label: 'Minimum order fee', cents: display.minimumOrderFee, testId: 'fee-minimum-order' }]
      : []),
    ...optional,
  ].map((fee) => ({ label: fee.label, amount: formatMoney(fee.cents), testId: fee.testId }));
  const discount =
    display.discountTotal > 0
      ? [{ label: 'Discount', amount: `−${formatMoney(display.discountTotal)}`, testId: 'discount-total' }]
      : [];
  const shipping = shippingInfo
    ? [
        {
          label: `Shipping (${shippingInfo.shippingMethodName})`,
          amount: display.shippingAmount === 0 ? 'Free' : formatMoney(display.shippingAmount),
          testId: 'shipping-amount',
        },
      ]
    : [];
  return [...discount, ...shipping, ...fees];
}

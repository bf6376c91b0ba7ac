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
  /** "ASAP loyalty −$1.20": what the loyalty discount took off the line (already in its price), when it did. */
  loyalty: string | undefined;
  controlled: boolean;
  /** Offered on REPLENISH plans (the variant's attribute `replenishable`). */
  replenishable: boolean;
}

function firstImage(images: readonly unknown[]): string | undefined {
  const first = images[0];
  if (!first || typeof first !== 'object' || !('url' in first) || typeof first.url !== 'string') return undefined;
  return first.url;
}

/** The loyalty saving of a line: cents per unit times the quantity. */
function lineLoyalty(line: Cart['lineItems'][number]): string | undefined {
  const { loyalty_saving: perUnit, loyalty_percent: percent } = line.custom.fields;
  if (!perUnit || perUnit <= 0) return undefined;
  const label = percent ? `ASAP ${Number(percent.toFixed(2))}% loyalty` : 'ASAP loyalty';
  return `${label} −${formatMoney(perUnit * line.quantity)}`;
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
      loyalty: lineLoyalty(line),
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

/**
 * The summary's loyalty row: what ASAP loyalty took off the lines, with the office's tier. It is already inside the
 * items total, so it is shown as information, not subtracted again.
 */
export function loyaltySavingRow(display: Cart['display']): { label: string; amount: string } | undefined {
  if (display.loyaltySaving <= 0) return undefined;
  return {
    label: `ASAP loyalty savings${display.loyaltyTier ? ` (${display.loyaltyTier})` : ''}`,
    amount: `−${formatMoney(display.loyaltySaving)}`,
  };
}

import { randomUUID } from 'node:crypto';
import type { CartLineRecord, CatalogVariantRecord } from '@chairside/db';
import type { LinePrice } from '../order-engine';

/** The custom fields a plan's cart line carries (spec §3 replenished, days_replenished; the plan's own two). */
export interface PlanLineFields {
  replenished: true;
  days_replenished: number;
  skip_next: boolean;
  substitutions_allowed: boolean;
}

export const planFieldsOf = (line: CartLineRecord): PlanLineFields => ({
  replenished: true,
  days_replenished: Number(line.customFields.days_replenished ?? 0),
  skip_next: line.customFields.skip_next === true,
  substitutions_allowed: line.customFields.substitutions_allowed === true,
});

export const isControlled = (attributes: Record<string, unknown>) => attributes.requires_active_dea_license === true;

/** A new line of the plan's cart for a catalogue variant at its price today. */
export function newPlanLine(input: {
  cartId: string;
  variant: CatalogVariantRecord;
  price: LinePrice;
  quantity: number;
  substitutionsAllowed: boolean;
  planDays: number;
  position: number;
  at: Date;
}): CartLineRecord {
  const { variant, price } = input;
  const fields: PlanLineFields = {
    replenished: true,
    days_replenished: input.planDays,
    skip_next: false,
    substitutions_allowed: input.substitutionsAllowed,
  };
  return {
    id: randomUUID(),
    cartId: input.cartId,
    productId: variant.productId,
    productKey: variant.productKey,
    productType: variant.productType,
    name: variant.name,
    productSlug: variant.slug,
    variantId: variant.variantId,
    sku: variant.sku,
    itemNumber: variant.itemNumber,
    uom: variant.uom,
    variantImages: variant.images,
    variantAttributes: variant.attributes,
    quantity: input.quantity,
    position: input.position,
    priceId: price.priceId,
    centAmount: price.centAmount,
    priceChannel: price.priceChannel,
    distributionChannelId: price.distributionChannelId,
    requiresActiveDeaLicense: isControlled(variant.attributes),
    customFields: { ...fields },
    addedAt: input.at,
    lastModifiedAt: input.at,
  };
}

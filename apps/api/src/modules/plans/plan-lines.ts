import type { CartLineRecord, CatalogVariantRecord } from '@chairside/db';
import { newCartLine, type LinePrice } from '../order-engine';

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
  const fields: PlanLineFields = {
    replenished: true,
    days_replenished: input.planDays,
    skip_next: false,
    substitutions_allowed: input.substitutionsAllowed,
  };
  return newCartLine({
    cartId: input.cartId,
    variant: input.variant,
    price: input.price,
    quantity: input.quantity,
    position: input.position,
    customFields: { ...fields },
    at: input.at,
  });
}

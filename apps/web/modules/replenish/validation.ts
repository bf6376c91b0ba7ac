import {
  idempotencyKeySchema,
  nextOrderDateBehaviors,
  planMaxDays,
  planMaxItems,
  planPaymentTypes,
} from '@chairside/contracts';
import { cartLimits } from '@chairside/domain';
import { z } from 'zod';
import { planTexts } from './texts';

/** What the plan actions accept from a page or an entry point; the API checks the rules again and names them. */

export const planIdSchema = z.string().min(1).max(64);
export const planRefSchema = z.strictObject({
  id: planIdSchema,
  version: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const planItemIdSchema = z.string().min(1).max(64);
export const orderNowKeySchema = idempotencyKeySchema;

export const quantitySchema = z
  .number({ error: planTexts.quantityInvalid })
  .int(planTexts.quantityInvalid)
  .min(1, planTexts.quantityInvalid)
  .max(cartLimits.maxLineQuantity, planTexts.quantityInvalid);

export const planItemInputSchema = z.strictObject({
  item_number: z.string().trim().min(1).max(64),
  uom: z.string().trim().min(1).max(16),
  quantity: quantitySchema,
});

export const planItemsSchema = z.array(planItemInputSchema).min(1, planTexts.noItems).max(planMaxItems);

export const planDaysSchema = z
  .number({ error: planTexts.intervalInvalid(planMaxDays) })
  .int(planTexts.intervalInvalid(planMaxDays))
  .min(1, planTexts.intervalInvalid(planMaxDays))
  .max(planMaxDays, planTexts.intervalInvalid(planMaxDays));

/** A real calendar date (YYYY-MM-DD), not before `today`. */
export const nextDateSchema = (today: string) =>
  z
    .string({ error: planTexts.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, planTexts.dateInvalid)
    .refine((date) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date), planTexts.dateInvalid)
    .refine((date) => date >= today, planTexts.dateInvalid);

export const behaviorSchema = z.enum(nextOrderDateBehaviors);
export const paymentTypeSchema = z.enum(planPaymentTypes);
export const cardIdSchema = z.string().regex(/^[\w-]{1,64}$/, planTexts.cardRequired);
export const poNumberSchema = z.string().trim().max(50, planTexts.poTooLong);
export const addressNumberSchema = z.string().trim().min(1).max(64);

/** The first field error of each field, for the form ({plan_days: '…'}). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

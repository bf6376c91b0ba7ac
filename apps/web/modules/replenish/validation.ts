import { idempotencyKeySchema, nextOrderDateBehaviors, planMaxItems, planPaymentTypes } from '@chairside/contracts';
import { cartLimits, nextOrderDateProblem, planDaysProblem, planMessages } from '@chairside/domain';
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

export const planItemsSchema = z
  .array(planItemInputSchema)
  .min(1, planMessages.noItems)
  .max(planMaxItems, planMessages.tooManyItems);

/** The domain's rules, so the messages are the API's. */
export const planDaysSchema = z.unknown().transform((days, context) => {
  const problem = planDaysProblem(days);
  if (problem) context.addIssue({ code: 'custom', message: problem });
  return days as number;
});

/** A real calendar date (YYYY-MM-DD), not before `today`. */
export const nextDateSchema = (today: string) =>
  z.string().transform((date, context) => {
    const problem = nextOrderDateProblem(date, today);
    if (problem) context.addIssue({ code: 'custom', message: problem });
    return date;
  });

export const behaviorSchema = z.enum(nextOrderDateBehaviors);
export const paymentTypeSchema = z.enum(planPaymentTypes);
export const cardIdSchema = z.string().regex(/^[\w-]{1,64}$/, planMessages.unknownCard);
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

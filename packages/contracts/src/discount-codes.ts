import { z } from 'zod';
import { localizedStringSchema, pagedQueryResponseSchema } from './common';

/**
 * commercetools DiscountCode. The store keeps each code's cart discount with the code, so
 * `cartDiscounts` is empty and the discount's value and minimum are custom fields; `cartPredicate`
 * states the minimum in the predicate language (`totalPrice >= "500.00 USD"`).
 */
export const discountCodeSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  code: z.string(),
  name: localizedStringSchema,
  description: localizedStringSchema.optional(),
  cartDiscounts: z.array(z.never()),
  cartPredicate: z.string().optional(),
  isActive: z.boolean(),
  validFrom: z.string().optional(),
  validUntil: z.string().optional(),
  maxApplications: z.number().int().optional(),
  references: z.array(z.never()),
  groups: z.array(z.string()),
  custom: z.object({
    type: z.object({ typeId: z.literal('type'), key: z.literal('chairside-discount') }),
    fields: z.object({
      permyriad: z.number().int().optional(),
      cent_amount: z.number().int().optional(),
      minimum_subtotal_cent_amount: z.number().int().optional(),
      applications: z.number().int(),
    }),
  }),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
export const discountCodePagedQueryResponseSchema = pagedQueryResponseSchema(discountCodeSchema);

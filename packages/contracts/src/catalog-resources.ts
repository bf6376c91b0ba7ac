import { z } from 'zod';
import { localizedStringSchema, pagedQueryResponseSchema, referenceSchema } from './common';
import { centPrecisionMoneySchema } from './products';

export const reviewSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  key: z.string().optional(),
  locale: z.string().optional(),
  authorName: z.string().optional(),
  title: z.string().optional(),
  text: z.string().optional(),
  rating: z.number().int().optional(),
  target: referenceSchema('product').optional(),
  includedInStatistics: z.boolean(),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewPagedQueryResponseSchema = pagedQueryResponseSchema(reviewSchema);

export const shippingMethodSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  key: z.string().optional(),
  name: z.string(),
  localizedName: localizedStringSchema.optional(),
  localizedDescription: localizedStringSchema.optional(),
  zoneRates: z.array(
    z.object({
      zone: referenceSchema('zone'),
      shippingRates: z.array(
        z.object({
          price: centPrecisionMoneySchema,
          freeAbove: centPrecisionMoneySchema.optional(),
          tiers: z.array(z.unknown()),
        }),
      ),
    }),
  ),
  active: z.boolean(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export const shippingMethodPagedQueryResponseSchema = pagedQueryResponseSchema(shippingMethodSchema);

export const channelSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  key: z.string(),
  roles: z.array(z.enum(['InventorySupply', 'ProductDistribution', 'OrderExport', 'OrderImport', 'Primary'])),
  name: localizedStringSchema.optional(),
  description: localizedStringSchema.optional(),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;
export const channelPagedQueryResponseSchema = pagedQueryResponseSchema(channelSchema);

/** OAuth token responses (commercetools shapes). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  scope: z.string(),
  token_type: z.literal('Bearer'),
  refresh_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

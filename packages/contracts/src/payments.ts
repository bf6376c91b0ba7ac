import { z } from 'zod';

/** Card brands the card rules know (spec §5). */
export const cardBrands = [
  'visa',
  'mastercard',
  'amex',
  'dinersclub',
  'discover',
  'jcb',
  'maestro',
  'dankort',
  'forbrugsforeningen',
  'unionpay',
] as const;

/**
 * A card token as the payment gateway's hosted card fields hand it to the page: opaque, for one use, and all the
 * storefront and the API ever get of a card typed in.
 */
export const cardTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

/**
 * POST /mw/cards: the token of a card typed into the gateway's card fields. The API asks the gateway for the card's
 * brand, last 4 and expiry; the browser's word on them is never taken. `save` false keeps the card for one order
 * only: it is usable by its uuid but never listed.
 */
export const addCardRequestSchema = z.strictObject({
  token: cardTokenSchema,
  save: z.boolean().default(true),
});
export type AddCardRequest = z.input<typeof addCardRequestSchema>;

/** A tokenized card as the customer sees it: never more than brand, last four digits and expiry. */
export const savedCardSchema = z.object({
  uuid: z.string(),
  brand: z.enum(cardBrands),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  isPrimary: z.boolean(),
  saved: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardListSchema = z.object({ results: z.array(savedCardSchema) });

export const cardUuidParamsSchema = z.object({ uuid: z.string().max(64) });

/** The Idempotency-Key request header (IETF draft): 1 to 255 visible characters. */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/);

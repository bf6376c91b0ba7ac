import { z } from 'zod';

/** Card brands the card rules know (spec §5). */
export const cardBrands = ['visa', 'mastercard', 'amex', 'dinersclub', 'discover', 'jcb', 'maestro', 'dankort', 'forbrugsforeningen', 'unionpay'] as const;

/**
 * POST /mw/cards: card data as typed, tokenized by the payment gateway and never stored. The API
 * applies the spec §5 rules (spaces and dashes, full-width digits, "MM / YY" or "MM/YYYY").
 * `save` false keeps the card for one order only: it is usable by its uuid but never listed.
 */
export const addCardRequestSchema = z.strictObject({
  number: z.string().max(40),
  expiry: z.string().max(20),
  cvc: z.string().max(8),
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

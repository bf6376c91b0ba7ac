import { z } from 'zod';
import { cardFieldsProtocol } from './card-fields-protocol';
import { cardBrands, cardTokenSchema } from './payments';

// The hosted card fields' messages as the page embedding them reads them; card-fields-protocol.ts has the fields' side.

/** What the page may know of a card typed into the fields: no more than a saved card shows. */
export const cardSummarySchema = z.strictObject({
  brand: z.enum(cardBrands),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2999),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

const message = <Type extends string, Shape extends z.ZodRawShape>(type: Type, shape: Shape) =>
  z.strictObject({ protocol: z.literal(cardFieldsProtocol), type: z.literal(type), ...shape });

const requestId = z.string().min(1).max(64);
const height = z.number().nonnegative().max(10_000);

/** From the fields to the page. The answers to a tokenize command carry its requestId. */
export const cardFieldsEventSchema = z.discriminatedUnion('type', [
  // Loaded, with the height its content needs; then `resize` whenever that height changes.
  message('ready', { height }),
  message('resize', { height }),
  // A field changed: a token made before stands for another card now.
  message('change', {}),
  // Enter in a field: the page submits its form.
  message('submit', {}),
  message('tokenized', { requestId, token: cardTokenSchema, card: cardSummarySchema }),
  // The fields show what is wrong; nothing was sent.
  message('invalid', { requestId }),
  // The gateway did not answer.
  message('failed', { requestId }),
]);
export type CardFieldsEvent = z.infer<typeof cardFieldsEventSchema>;

import { z } from 'zod';
import { orderSchema } from './orders';

/**
 * POST /ct/hs-orders (spec §7, DESIGN.md §4): places the customer's active cart. `card: true`
 * pays with the tokenized card `card_uuid` (POST /mw/cards); without it the order goes on account.
 */
export const placeOrderRequestSchema = z
  .strictObject({
    cart_id: z.string().max(64),
    card: z.boolean().optional(),
    card_uuid: z.string().max(64).optional(),
    po_number: z.string().trim().max(50).optional(),
  })
  .refine((body) => body.card !== true || body.card_uuid !== undefined, {
    message: 'card_uuid is required when card is true.',
    path: ['card_uuid'],
  });
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const placeOrderResponseSchema = z.object({ order: orderSchema });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

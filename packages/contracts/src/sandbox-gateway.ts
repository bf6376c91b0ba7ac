import { z } from 'zod';
import { cardSummarySchema } from './card-fields';
import { cardTokenSchema } from './payments';

/**
 * The sandbox payment gateway's server-to-server API (apps/gateway), called by the API's adapter with the secret key
 * (`Authorization: Bearer …`) and an Idempotency-Key on every POST. Money is in minor units, as everywhere.
 */
export const gatewayAmountSchema = z.strictObject({
  centAmount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
});

/** POST /v1/payment-methods: a card token from the card fields becomes a stored card (verified; the token is used up). */
export const vaultCardRequestSchema = z.strictObject({ cardToken: cardTokenSchema });
export const paymentMethodSchema = z.object({ id: z.string().min(1).max(128), card: cardSummarySchema });

/** POST /v1/authorizations */
export const authorizeRequestSchema = z.strictObject({
  paymentMethod: z.string().min(1).max(128),
  amount: gatewayAmountSchema,
});
/** POST /v1/authorizations/{id}/capture (at most the authorized amount) and …/void (an empty object). */
export const captureRequestSchema = z.strictObject({ amount: gatewayAmountSchema });
export const voidRequestSchema = z.strictObject({});
export const authorizationSchema = z.object({
  id: z.string().min(1).max(128),
  status: z.enum(['authorized', 'captured', 'voided']),
  amount: gatewayAmountSchema,
});

/**
 * A refusal: `card_error` (402, the card was declined: `card_declined`, `insufficient_funds`), `processing_error` (402,
 * the gateway could not decide; nothing was charged), `invalid_request` (400, 404, 409: an unknown or used token,
 * payment method or authorization), `idempotency_error` (422, a key reused for another request),
 * `authentication_error` (401).
 */
export const gatewayErrorSchema = z.object({
  error: z.object({
    type: z.enum(['card_error', 'processing_error', 'invalid_request', 'idempotency_error', 'authentication_error']),
    code: z.string(),
    message: z.string(),
  }),
});
export type GatewayError = z.infer<typeof gatewayErrorSchema>['error'];

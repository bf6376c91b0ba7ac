import { messages } from '@chairside/domain';
import { ApiError } from '../../http/api-error';
import { GatewayTimeoutError } from './payment-gateway';

/** The gateway declined the card: when storing it (`field` token) or when authorizing a payment (card_uuid). */
export const cardDeclined = (reason: string, field: 'token' | 'card_uuid') =>
  new ApiError(400, 'CardDeclined', messages.cardDeclined, { field, reason });

/** The card token is unknown to the gateway, used or expired: the card fields make a new one. */
export const cardTokenInvalid = () =>
  new ApiError(400, 'InvalidField', messages.cardDetailsExpired, { field: 'token' });

const gatewayTimeout = () => new ApiError(504, 'PaymentGatewayTimeout', messages.paymentServiceUnavailable);

export const gatewayFailed = () => new ApiError(502, 'PaymentGatewayError', messages.paymentServiceUnavailable);

/**
 * What the client hears when a gateway call threw: a timeout (504, retry with the same key) or another failure (502).
 */
export const gatewayUnavailable = (error: unknown) =>
  error instanceof GatewayTimeoutError ? gatewayTimeout() : gatewayFailed();

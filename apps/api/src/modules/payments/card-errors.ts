import type { ErrorResponse } from '@chairside/contracts';
import { messages, type CardEntryErrors } from '@chairside/domain';
import { ApiError, errorResponse } from '../../http/api-error';
import { GatewayTimeoutError } from './payment-gateway';

/**
 * The card form's field messages (spec §5) as one 400 with an error per field. The invalid value
 * is deliberately left out: it would be the card number or CVC.
 */
export class CardEntryError extends ApiError {
  constructor(private readonly problems: CardEntryErrors) {
    super(400, 'InvalidField', Object.values(problems)[0] ?? messages.formInvalid);
  }

  override toResponse(): ErrorResponse {
    return errorResponse(
      400,
      Object.entries(this.problems).map(([field, message]) => ({ code: 'InvalidField', message: message!, field })),
    );
  }
}

export const cardDeclined = (reason: string) => new ApiError(400, 'CardDeclined', messages.cardDeclined, { field: 'number', reason });

const gatewayTimeout = () => new ApiError(504, 'PaymentGatewayTimeout', messages.paymentServiceUnavailable);

export const gatewayFailed = () => new ApiError(502, 'PaymentGatewayError', messages.paymentServiceUnavailable);

/** What the client hears when a gateway call threw: a timeout (504, retry with the same key) or another failure (502). */
export const gatewayUnavailable = (error: unknown) => (error instanceof GatewayTimeoutError ? gatewayTimeout() : gatewayFailed());

import type { PlanAttention } from '@chairside/contracts';
import { ApiError } from '../../../http/api-error';

export type AttentionReason = PlanAttention['reason'];

/** Why a run placed nothing: the plan needs the customer's attention (spec §8 messages where the engine has them). */
export class RunFailure extends Error {
  constructor(
    readonly reason: AttentionReason,
    message: string,
    /** The engine's or payment module's own refusal, answered as is by "order now" (the codes checkout answers). */
    readonly error?: ApiError,
  ) {
    super(message);
  }
}

/** The engine's and the payment module's refusals, as the plan's attention reason. */
const reasonByCode: Partial<Record<string, AttentionReason>> = {
  AddressNotEligible: 'AddressNotEligible',
  DeaLicenseRequired: 'NoActiveDeaLicense',
  MatchingPriceNotFound: 'ItemDiscontinued',
  CardDeclined: 'CardDeclined',
  CardExpired: 'CardDeclined',
  PaymentGatewayError: 'PaymentServiceUnavailable',
  ResourceNotFound: 'CardMissing',
};

/** A refusal thrown by the order engine or the card checks, as a RunFailure; anything else is a fault and rethrown. */
export function runFailureOf(error: unknown): RunFailure {
  if (error instanceof RunFailure) return error;
  if (!(error instanceof ApiError) || (error.statusCode >= 500 && error.code !== 'PaymentGatewayError')) throw error;
  if (error.code === 'InvalidOperation' && error.fields.field === 'shippingAddress')
    return new RunFailure('AddressNotEligible', error.message, error);
  return new RunFailure(reasonByCode[error.code] ?? 'CheckoutNotAllowed', error.message, error);
}

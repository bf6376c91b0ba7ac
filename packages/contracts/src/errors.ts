/**
 * Every code an API error body carries in `errors[i].code`. The API throws only these (ApiError takes an
 * ErrorCode), and the storefront branches on them, never on message text. commercetools codes keep their
 * names; the OAuth codes (RFC 6749/6750) are lower case as the token endpoints send them.
 */
export const errorCodes = [
  // commercetools
  'ConcurrentModification',
  'DiscountCodeNonApplicable',
  'DuplicateField',
  'General',
  'InvalidCurrentPassword',
  'InvalidField',
  'InvalidInput',
  'InvalidJsonInput',
  'InvalidOperation',
  'MatchingPriceNotFound',
  'OverCapacity',
  'ReferencedResourceNotFound',
  'RequestEntityTooLarge',
  'ResourceNotFound',
  'UnsupportedMediaType',
  // OAuth 2.0 and access
  'invalid_client',
  'invalid_customer_account_credentials',
  'invalid_grant',
  'invalid_request',
  'invalid_scope',
  'invalid_token',
  'insufficient_scope',
  'unauthorized_client',
  'unsupported_grant_type',
  /** The route declares no access (deny by default) or the caller's kind may not call it. */
  'AccessDenied',
  /** The route acts for a customer and the caller acts for none (a sales representative not synced yet). */
  'SubjectRequired',
  // Chairside
  'AddressNotEligible',
  'BotProtectionFailed',
  /** The office is already enrolled in ASAP loyalty (`enrollmentId`). */
  'AsapAlreadyEnrolled',
  /** The office may not enrol: it is on a pricing contract or its buying group does not take part (`status`). */
  'AsapNotEligible',
  /** Unenrolling an office that is not enrolled. */
  'AsapNotEnrolled',
  'CardDeclined',
  'CardExpired',
  'CheckoutDeclined',
  'CheckoutNotApproved',
  'DeaLicenseRequired',
  'IdempotencyKeyInProgress',
  'IdempotencyKeyReused',
  /** A registration's confirmation link that is unknown, used (or replaced) or expired; `reason` says which. */
  'InvalidConfirmationToken',
  'InvalidResetToken',
  'InvalidStateTransition',
  /** An invoice payment names an invoice above what may still be paid on it (`invoiceId`, `payable`). */
  'InvoiceBalanceExceeded',
  /** An invoice payment names a void or paid invoice (`invoiceId`). */
  'InvoiceNotPayable',
  'NewsletterProviderFailed',
  'PaymentGatewayError',
  'PaymentGatewayTimeout',
  'PaymentTermsNotAllowed',
  'PriceChanged',
  /** SMS sign-up: the customer has confirmed a sign-up already (one per customer, ever). */
  'SmsAlreadySignedUp',
  /** SMS sign-up: a code that is wrong, expired or whose attempts are used up (`reason`, `attemptsLeft`). */
  'SmsCodeInvalid',
  /** SMS sign-up: another customer has signed up this number (one per number, ever). */
  'SmsPhoneTaken',
  /** The SMS provider did not take the text. */
  'SmsProviderFailed',
  'TooManyRequests',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

const known = new Set<string>(errorCodes);

/** Narrows a code read from a reply; an unknown code (a newer API) is undefined, never a guess from the message. */
export function errorCodeOf(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' && known.has(value) ? (value as ErrorCode) : undefined;
}

import type { ErrorCode, ErrorResponse } from '@chairside/contracts';

type ErrorFields = Record<string, unknown>;

export interface ApiErrorOptions {
  /** Response headers that belong to the answer: WWW-Authenticate challenges, Retry-After. */
  headers?: Readonly<Record<string, string>>;
  /**
   * OAuth errors (RFC 6749 §5.2, RFC 6750 §3.1) also carry `error` (the code) and `error_description` at the top of
   * the body, as commercetools' AuthErrorResponse does; this is the description.
   */
  oauthDescription?: string;
}

/**
 * Every error a client may see, authentication included, in commercetools shape. Services and hooks throw it; the
 * one error handler (error-handler.ts) writes its headers and `{statusCode, message, errors:[{code, message,
 * ...fields}]}`.
 */
export class ApiError extends Error {
  readonly headers: Readonly<Record<string, string>>;
  readonly oauthDescription: string | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: ErrorFields = {},
    { headers = {}, oauthDescription }: ApiErrorOptions = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.headers = headers;
    this.oauthDescription = oauthDescription;
  }

  toResponse(): ErrorResponse {
    const body = errorResponse(this.statusCode, [{ code: this.code, message: this.message, ...this.fields }]);
    return this.oauthDescription === undefined
      ? body
      : { ...body, error: this.code, error_description: this.oauthDescription };
  }
}

export function errorResponse(statusCode: number, errors: ErrorResponse['errors']): ErrorResponse {
  return { statusCode, message: errors[0]?.message ?? 'Error', errors };
}

export const resourceNotFound = (id: string) =>
  new ApiError(404, 'ResourceNotFound', `The Resource with ID '${id}' was not found.`);

export const resourceWithKeyNotFound = (key: string) =>
  new ApiError(404, 'ResourceNotFound', `The Resource with key '${key}' was not found.`);

export const invalidInput = (message: string) => new ApiError(400, 'InvalidInput', message);

export const invalidField = (field: string, message: string, invalidValue: unknown) =>
  new ApiError(400, 'InvalidField', message, { field, invalidValue });

/** A cart, customer or other versioned resource was changed since the client read it. */
export const concurrentModification = (resource: { id: string; version: number }, expected: number) =>
  new ApiError(
    409,
    'ConcurrentModification',
    `Object ${resource.id} has a different version than expected. Expected: ${expected} - Actual: ${resource.version}.`,
    { currentVersion: resource.version },
  );

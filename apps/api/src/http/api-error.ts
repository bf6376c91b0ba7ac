import type { ErrorResponse } from '@chairside/contracts';

type ErrorFields = Record<string, unknown>;

/**
 * An error a client may see, in commercetools shape. Services throw it; the one error handler
 * turns it into `{statusCode, message, errors:[{code, message, ...fields}]}`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields: ErrorFields = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toResponse(): ErrorResponse {
    return errorResponse(this.statusCode, [{ code: this.code, message: this.message, ...this.fields }]);
  }
}

export function errorResponse(statusCode: number, errors: ErrorResponse['errors']): ErrorResponse {
  return { statusCode, message: errors[0]?.message ?? 'Error', errors };
}

export const resourceNotFound = (id: string) => new ApiError(404, 'ResourceNotFound', `The Resource with ID '${id}' was not found.`);

export const resourceWithKeyNotFound = (key: string) =>
  new ApiError(404, 'ResourceNotFound', `The Resource with key '${key}' was not found.`);

export const invalidInput = (message: string) => new ApiError(400, 'InvalidInput', message);

export const invalidField = (field: string, message: string, invalidValue: unknown) =>
  new ApiError(400, 'InvalidField', message, { field, invalidValue });

import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorResponseFor } from './error-handler';

describe('errorResponseFor', () => {
  it('renders an ApiError with its code and extra fields', () => {
    expect(
      errorResponseFor(new ApiError(409, 'ConcurrentModification', 'Version mismatch.', { currentVersion: 4 })),
    ).toEqual({
      statusCode: 409,
      message: 'Version mismatch.',
      errors: [{ code: 'ConcurrentModification', message: 'Version mismatch.', currentVersion: 4 }],
    });
  });

  it('names the field of each validation issue, falling back to the request part', () => {
    const error = {
      validationContext: 'querystring',
      validation: [
        { instancePath: '/limit', message: 'Too big: expected number to be <=500' },
        { instancePath: '', message: 'Unrecognized key: "colour"' },
        { instancePath: '/address/0/city', message: 'Required' },
      ],
    };
    expect(errorResponseFor(error).errors.map((issue) => issue.message)).toEqual([
      'limit: Too big: expected number to be <=500',
      'query: Unrecognized key: "colour"',
      'address.0.city: Required',
    ]);
  });

  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 'InvalidJsonInput'],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 'InvalidJsonInput'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'RequestEntityTooLarge'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'UnsupportedMediaType'],
  ])('maps %s to %i %s', (code, statusCode, errorCode) => {
    const response = errorResponseFor({ code, statusCode });
    expect(response.statusCode).toBe(statusCode);
    expect(response.errors[0]?.code).toBe(errorCode);
  });

  it("passes Fastify's other client errors through with their status", () => {
    const response = errorResponseFor({
      code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
      statusCode: 400,
      message: 'Request body size did not match Content-Length',
    });
    expect(response).toEqual({
      statusCode: 400,
      message: 'Request body size did not match Content-Length',
      errors: [{ code: 'InvalidInput', message: 'Request body size did not match Content-Length' }],
    });
  });

  it.each([
    new Error('relation "customers" does not exist'),
    Object.assign(new Error('driver said no'), { statusCode: 400 }),
    'a thrown string',
    undefined,
  ])('hides anything else behind a bare 500 General (%s)', (error) => {
    expect(errorResponseFor(error)).toEqual({
      statusCode: 500,
      message: 'Internal server error',
      errors: [{ code: 'General', message: 'Internal server error' }],
    });
  });
});

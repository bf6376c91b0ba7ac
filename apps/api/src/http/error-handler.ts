import type { ErrorCode, ErrorResponse } from '@chairside/contracts';
import { messages } from '@chairside/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { ApiError, errorResponse } from './api-error';

interface FrameworkError {
  code?: string;
  statusCode?: number;
  message?: string;
  validation?: FastifySchemaValidationError[];
  validationContext?: string;
}

const contextNames: Record<string, string> = { querystring: 'query', body: 'body', params: 'path', headers: 'headers' };

/** Names the offending field first ("limit: Too big: …"), so a client knows what to fix. */
function validationResponse(issues: FastifySchemaValidationError[], context: string | undefined): ErrorResponse {
  return errorResponse(
    400,
    issues.map((issue) => {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || contextNames[context ?? ''] || 'request';
      return { code: 'InvalidInput', message: `${field}: ${issue.message ?? 'Invalid value'}` };
    }),
  );
}

const single = (statusCode: number, code: ErrorCode, message: string) => errorResponse(statusCode, [{ code, message }]);

/**
 * Maps anything thrown while handling a request to the commercetools error body. Unknown errors
 * become a bare 500 so no stack or internal text reaches a client.
 */
export function errorResponseFor(error: unknown): ErrorResponse {
  if (error instanceof ApiError) return error.toResponse();
  const framework = (typeof error === 'object' && error !== null ? error : {}) as FrameworkError;
  if (framework.validation?.length) return validationResponse(framework.validation, framework.validationContext);
  switch (framework.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return single(400, 'InvalidJsonInput', 'Request body does not contain valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return single(413, 'RequestEntityTooLarge', 'Request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return single(415, 'UnsupportedMediaType', 'Request body must be sent as application/json.');
  }
  // Fastify's own client errors (bad Content-Length, ...) carry messages written for clients.
  const status = framework.statusCode;
  if (framework.code?.startsWith('FST_') && status !== undefined && status >= 400 && status < 500) {
    return single(status, 'InvalidInput', framework.message ?? 'Bad request');
  }
  return single(500, 'General', 'Internal server error');
}

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route or hook runs (a malformed
 * percent-encoding such as `/x/%ff`, an overlong path parameter) answer in the same body as every other error.
 */
export function answerFrameworkError(error: unknown, _request: FastifyRequest, reply: FastifyReply): void {
  const body = errorResponseFor(error);
  void reply.code(body.statusCode).send(body);
}

/**
 * The one error handler (authentication and access errors included) and the unknown-route handler, both answering
 * in commercetools shape. An ApiError brings its own headers (WWW-Authenticate, Retry-After). Unexpected errors also go
 * to `onUnexpected` (the error-reporting service, when configured).
 */
export function registerErrorHandling(
  app: FastifyInstance,
  onUnexpected?: (error: unknown, request: FastifyRequest) => void,
): void {
  app.setErrorHandler((error, request, reply) => {
    const body = errorResponseFor(error);
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      if (error.statusCode === 401 || error.statusCode === 403) {
        request.log.info({ authError: error.code, reason: error.oauthDescription ?? error.message }, 'access refused');
      }
    } else if (body.statusCode >= 500) {
      // Deliberate 5xx answers (ApiError) are logged where they arise, with their cause.
      request.log.error({ err: error }, 'request failed');
      onUnexpected?.(error, request);
    }
    return reply.code(body.statusCode).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send(single(404, 'ResourceNotFound', messages.pageNotFound(path)));
  });
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../http/rate-limit';
import { AuthError } from './auth-errors';

/**
 * Error handler of the token and auth-service routes: OAuth errors carry their own body and
 * challenge, a 429 its Retry-After; everything else goes on to the app's handler.
 */
export function authErrorHandler(error: FastifyError | Error, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
  if (!(error instanceof AuthError)) throw error;
  if (error.challenge) reply.header('www-authenticate', error.challenge);
  return reply.code(error.statusCode).send(error.toResponse());
}

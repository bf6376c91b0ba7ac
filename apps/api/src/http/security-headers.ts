import type { FastifyInstance } from 'fastify';

/**
 * Headers for every API response. The API serves JSON and images only, so nothing it returns may
 * run scripts, load resources or be framed.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  // Callback hooks (here and in the other per-request hooks): an async one costs a promise and a microtask per request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    reply.header('referrer-policy', 'no-referrer');
    reply.removeHeader('x-powered-by');
    done(null, payload);
  });
}

import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that is JSON text already (a search page with stored product renderings spliced in). Fastify
 * passes a string with a JSON content type through as it is: the route's response schema still documents the
 * answer (OpenAPI), and the tests parse answers with it, but nothing serialises it again.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

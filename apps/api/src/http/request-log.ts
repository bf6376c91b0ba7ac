import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggableUrl } from '../logger';

/**
 * One log line per request, written when it completes: method, URL (credentials in a token request's query string
 * redacted), status and duration. Fastify's default writes two lines per request, the first with every header, which
 * halved the throughput of a cheap route.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

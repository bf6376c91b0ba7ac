import pino, { type Logger } from 'pino';
import type { Config } from './config';

/** Token and auth requests may carry credentials in a query string a careless client sent: it is never logged. */
const credentialPaths = /^\/(?:oauth|auth)(?:\/|\?|$)/;

export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  return query >= 0 && credentialPaths.test(url) ? `${url.slice(0, query)}?[redacted]` : url;
}

/**
 * Structured JSON logs. Request logs carry the headers, so credentials in them are redacted
 * before anything is written. `destination` defaults to stdout (tests pass a stream to read).
 */
export function createLogger(level: Config['LOG_LEVEL'], destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
        // Card data (PCI DSS 3.3.1.2, ASVS 16.2.5): request logs carry no body, but a body or card logged by mistake is
        // still censored.
        'req.body.number',
        'req.body.cvc',
        'body.number',
        'body.cvc',
        'card.number',
        'card.cvc',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string; id?: string }) => ({
        method: req.method,
        url: loggableUrl(req.url),
        headers: req.headers,
        remoteAddress: req.ip,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

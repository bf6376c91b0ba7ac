import pino, { type Logger } from 'pino';
import type { Config } from './config';
import { LineBatch } from './log-batch';

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

/** A readable entry's message: a request as `GET /path 200 3.1ms`, anything else its own message. */
const readableMessage = (entry: Record<string, unknown>, messageKey: string): string =>
  entry.method === undefined
    ? String(entry[messageKey] ?? '')
    : `${String(entry.method)} ${String(entry.url)} ${String(entry.statusCode)} ${String(entry.ms)}ms`;

/** Pending lines are written at least this often, so a quiet process's lines are never held longer. */
const logFlushMs = 250;

/**
 * Stdout, written asynchronously and in batches: a synchronous write per line cost a cheap request (GET /health) a
 * twentieth of its CPU. The last lines are written synchronously when the process exits.
 */
function batchedStdout(): pino.DestinationStream {
  const destination = new LineBatch(pino.destination({ dest: 1, sync: false }));
  setInterval(() => destination.flush(), logFlushMs).unref();
  process.on('exit', () => destination.flushSync());
  return destination;
}

/**
 * A process's logger by its configuration: JSON lines written to stdout asynchronously, in batches (a log line never
 * waits for the terminal or pipe), or with LOG_FORMAT=pretty a short readable line per entry (pino-pretty, loaded
 * only then).
 */
export async function processLogger({
  LOG_LEVEL,
  LOG_FORMAT,
}: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT'>): Promise<Logger> {
  if (LOG_FORMAT === 'json') return createLogger(LOG_LEVEL, batchedStdout());
  const { default: pretty } = await import('pino-pretty');
  const readable = pretty({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,requestId,method,url,statusCode,ms',
    singleLine: true,
    messageFormat: readableMessage,
  });
  return createLogger(LOG_LEVEL, readable);
}

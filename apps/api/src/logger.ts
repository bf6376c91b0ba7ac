import pino, { type Logger } from 'pino';
import type { Config } from './config';

/**
 * Structured JSON logs. Request logs carry the headers, so credentials in them are redacted
 * before anything is written.
 */
export function createLogger(level: Config['LOG_LEVEL']): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string; id?: string }) => ({
        method: req.method,
        url: req.url,
        headers: req.headers,
        remoteAddress: req.ip,
      }),
    },
  });
}

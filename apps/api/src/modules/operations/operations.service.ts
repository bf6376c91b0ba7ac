import type { Database } from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';

export type Readiness =
  | { ready: true; body: { status: 'ready'; database: Database['dialect'] } }
  | { ready: false; body: { status: 'unavailable'; database: Database['dialect'] } };

export function operationsService(database: Database, log: FastifyBaseLogger) {
  return {
    /** Ready when the database answers; the reason for a failure goes to the log, not the client. */
    async readiness(): Promise<Readiness> {
      try {
        await database.ping();
        return { ready: true, body: { status: 'ready', database: database.dialect } };
      } catch (error) {
        log.warn({ err: error }, 'readiness check: database unreachable');
        return { ready: false, body: { status: 'unavailable', database: database.dialect } };
      }
    },
  };
}

import type { Db } from '@chairside/db';
import pino from 'pino';
import { officeLoader } from '../modules/offices/active-office';
import { loyaltyProgrammeSource } from '../modules/loyalty/programme-source';
import { createContext, type SubjectContext } from './request-context';

/**
 * A customer's request context for tests that call a service directly (as a second API process, or at a fixed
 * time), resolved as the request-context hook would resolve a customer token.
 */
export function customerContext(
  db: Db,
  { customerId, sessionId, now = new Date() }: { customerId: string; sessionId?: string; now?: Date },
): SubjectContext {
  return createContext(
    {
      requestId: 'test',
      now,
      ip: '127.0.0.1',
      log: pino({ level: 'silent' }),
      client: { clientId: 'storefront', scopes: [] },
      scopes: [],
      actor: { kind: 'customer', customerId },
      sessionId,
      subject: { customerId },
    },
    officeLoader(db, { timeZone: 'America/New_York', programme: loyaltyProgrammeSource(db, { ttlMs: 0 }) }),
  ) as SubjectContext;
}

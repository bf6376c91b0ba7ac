import { businessUnitRepository, type Db } from '@chairside/db';
import type { OfficeLoader } from '../../access/request-context';

/**
 * Loads a customer's offices and the session's active one: the office the session chose while the customer still
 * belongs to it, else the first by name (sessions started before any choice, or tokens without a session). The
 * request context calls it at most once per request (RequestContext.offices).
 */
export function officeLoader(db: Db): OfficeLoader {
  const repository = businessUnitRepository(db);
  return async (customerId, sessionId) => {
    const [offices, chosen] = await Promise.all([
      repository.officesOf(customerId),
      sessionId === undefined ? null : repository.sessionOffice(sessionId, customerId),
    ]);
    return { offices, active: offices.find((office) => office.id === chosen) ?? offices[0] };
  };
}

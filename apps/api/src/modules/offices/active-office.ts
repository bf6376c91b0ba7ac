import { businessUnitRepository, type Db, type OfficeRecord } from '@chairside/db';
import type { CustomerCaller } from '../me/customer-token';

export interface CustomerOffices {
  offices: OfficeRecord[];
  /** The office the session works in; undefined for a customer without offices. */
  active: OfficeRecord | undefined;
}

/**
 * The customer's offices and the session's active one: the office the session chose while the
 * customer still belongs to it, else the first by name (sessions started before any choice, or
 * tokens without a session).
 */
export async function customerOffices(db: Db, { customerId, sessionId }: CustomerCaller): Promise<CustomerOffices> {
  const repository = businessUnitRepository(db);
  const [offices, chosen] = await Promise.all([repository.officesOf(customerId), sessionId === undefined ? null : repository.sessionOffice(sessionId, customerId)]);
  return { offices, active: offices.find((office) => office.id === chosen) ?? offices[0] };
}

import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/** A bound value, a placeholder of a prepared query, or a column of the surrounding query. */
type Value<T> = T | Placeholder | SQL;

/**
 * SQL for the id of the office a customer's session works in, for lookups that must check a
 * shipping account against it inside their own single query (pricing, stock: one round trip per
 * page). Same rule as apps/api offices/active-office.ts: the office the session chose while the
 * customer still belongs to it, else the customer's first office by name (then id). A null
 * session (a token without one) chooses nothing. A representative's session chooses for the
 * customer it acts for (its subject, issue 18).
 */
export function activeOfficeId(customerId: Value<string>, sessionId: Value<string | null>): SQL {
  const chosen = sql`(select s.active_business_unit_id from auth_sessions s where s.id = ${sessionId}::uuid and ${customerId}::uuid in (s.customer_id, s.subject_customer_id))`;
  return sql`(
    select m.business_unit_id
    from customer_business_units m join business_units o on o.id = m.business_unit_id
    where m.customer_id = ${customerId}::uuid
    order by (m.business_unit_id = ${chosen}) is true desc, o.name, o.id
    limit 1)`;
}

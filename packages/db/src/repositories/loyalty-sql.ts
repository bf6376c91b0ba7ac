import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/** A bound value, a placeholder of a prepared query, or a column of the surrounding query. */
type Value<T> = T | Placeholder | SQL;

/** The office has an open ASAP enrolment (the partial unique index on open enrolments serves it). */
export const openEnrollmentOf = (officeId: SQL) =>
  sql<boolean>`exists (select 1 from asap_enrollments e where e.business_unit_id = ${officeId} and e.ended_at is null)`;

/**
 * What an enrolled office at retail spent on orders not cancelled since `from` (a calendar date in `timeZone`): the
 * loyalty tier's rolling 12 months. Other offices get 0 without the sum being computed (a case is evaluated lazily).
 * The orders' office index by completion time serves it.
 */
export const loyaltySpendOf = (officeId: SQL, contractId: SQL, from: Value<string>, timeZone: Value<string>) =>
  sql<string>`case when ${contractId} is null and ${openEnrollmentOf(officeId)} then ${officeSpendSince(officeId, from, timeZone)} else 0 end`;

/** What an office spent on orders not cancelled since `from` (a calendar date in `timeZone`), merchandise only. */
export const officeSpendSince = (officeId: SQL, from: Value<string>, timeZone: Value<string>) =>
  sql<string>`(select coalesce(sum(o.subtotal_cent_amount), 0) from orders o
    where o.business_unit_id = ${officeId} and o.completed_at >= (${from}::date::timestamp at time zone ${timeZone})
      and o.order_state <> 'Cancelled')`;

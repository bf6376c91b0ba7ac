import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { preparedRows } from './prepared-by-shape';
import { arrayParam } from './product-search-sql';

/** A customer of one of the representative's offices, with the facts its list shows (issue 18). */
export interface RepCustomerRecord {
  customerId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  practiceName: string | null;
  officeId: string;
  officeName: string;
  /** The office's key. */
  accountNumber: string;
  shippingAccountNumbers: string[];
  /** Of the customer's default shipping address when it is the office's, else of the office's first one. */
  city: string | null;
  /** The customer's last order in this office. */
  lastOrderAt: Date | null;
  /** The office's unpaid invoices, in cents. */
  openBalance: number;
  plansNeedingAttention: number;
}

export interface RepCustomerPair {
  customerId: string;
  officeId: string;
}

export interface RepCustomerPage {
  rows: RepCustomerRecord[];
  total: number;
}

export interface RepPage {
  limit: number;
  offset: number;
}

interface PairRow {
  customer_id: string | null;
  business_unit_id: string | null;
  total: number | string;
}

/** Syncs looked back through for the recent customers: far more than 10 distinct customers need in practice. */
const recentSyncsScanned = 500;
export const recentCustomersShown = 10;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Pairs (customer, office) of the representative's assigned offices. */
const assignedPairs = (repId: string) => sql`
  select m.customer_id, m.business_unit_id
  from sales_rep_assignments a
  join customer_business_units m on m.business_unit_id = a.business_unit_id
  where a.sales_rep_id = ${repId}::uuid`;

/** The query's words: what pg_trgm reads as words (letters and digits), lower case. */
const wordsOf = (query: string) =>
  query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * word_similarity(word, s.document) without computing it in the common cases, which it costs (~15 µs a document, as
 * much as the index's recheck): 1 for a whole word of the document, n/(n+1) for a prefix of one (its trigrams but the
 * last), which is what word_similarity gives them.
 */
const wordScore = (word: string) => {
  const escaped = likeEscaped(word);
  return sql`case when ' ' || s.document || ' ' like ${`% ${escaped} %`} then 1
    when ' ' || s.document like ${`% ${escaped}%`} then ${word.length / (word.length + 1)}::real
    else word_similarity(${word}, s.document) end`;
};

/**
 * The representative's pairs (customer, office) whose search document (rep_customer_search) matches, with a score
 * (0–1, the mean word similarity). A query with digits is an account number or part of an email, matched literally:
 * near numbers are other accounts, not typos; one that is a whole word of the document (an exact account number)
 * scores 2. Otherwise every word of the query must come close to a word of the document (a word's prefix does in
 * full, a typo nearly), so "tucson dental" finds the practices that are both, through the trigram index; `<%` takes
 * its threshold, 0.5, from the connection (connection.ts).
 */
function searchMatches(repId: string, query: string): SQL {
  const q = query.toLowerCase();
  const words = wordsOf(q);
  const literal = /\d/.test(q) || words.length === 0;
  const matches = literal
    ? sql`s.document like ${`%${likeEscaped(q)}%`}`
    : sql.join(
        words.map((word) => sql`${word} <% s.document`),
        sql` and `,
      );
  const score = literal
    ? sql`case when ' ' || s.document || ' ' like ${`% ${likeEscaped(q)} %`} then 2 else word_similarity(${q}, s.document) end`
    : sql`(${sql.join(words.map(wordScore), sql` + `)}) / ${words.length}`;
  return sql`
    select s.customer_id, s.business_unit_id, ${score} as score
    from rep_customer_search s
    join sales_rep_assignments a on a.business_unit_id = s.business_unit_id and a.sales_rep_id = ${repId}::uuid
    where ${matches}`;
}

/** The last order of each pair (customer, office), newest first; customers who never ordered last. */
const byLastOrder = (pairs: SQL) => sql`
  select p.customer_id, p.business_unit_id,
    (select max(r.completed_at) from orders r
     where r.customer_id = p.customer_id and r.business_unit_id = p.business_unit_id) as last_order_at
  from (${pairs}) p`;

/**
 * One page of `matches` (without sales representatives, who are never listed) in `order` of `ranked r`, then by
 * name, with the total, in one statement: the count's row is always there, so a page past the end still tells it.
 */
const pageOf = (matches: SQL, order: SQL, page: RepPage) => sql`
  with matches as (${matches}),
  ranked as (
    select x.*, c.last_name, c.first_name, o.name as office_name
    from matches x
    join customers c on c.id = x.customer_id
    join business_units o on o.id = x.business_unit_id
    where not c.is_sales_rep)
  select p.customer_id, p.business_unit_id, t.total
  from (select count(*)::int as total from ranked) t
  left join lateral (
    select r.customer_id, r.business_unit_id
    from ranked r
    order by ${order}, r.last_name nulls last, r.first_name nulls last, r.customer_id, r.office_name, r.business_unit_id
    limit ${page.limit} offset ${page.offset}
  ) p on true`;

interface FactRow {
  customer_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  practice_name: string | null;
  office_id: string;
  office_name: string;
  account_number: string;
  shipping_account_numbers: string[] | string | null;
  city: string | null;
  last_order_at: Date | string | null;
  open_balance: number | string;
  plans_needing_attention: number | string;
}

/** A PostgreSQL text[] as a driver hands it back: an array, or (PGlite in some paths) its literal. */
const textArray = (value: string[] | string | null): string[] =>
  value === null
    ? []
    : Array.isArray(value)
      ? value
      : value
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean);

const toRecord = (row: FactRow): RepCustomerRecord => ({
  customerId: row.customer_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  practiceName: row.practice_name,
  officeId: row.office_id,
  officeName: row.office_name,
  accountNumber: row.account_number,
  shippingAccountNumbers: textArray(row.shipping_account_numbers),
  city: row.city,
  lastOrderAt: row.last_order_at === null ? null : new Date(row.last_order_at),
  openBalance: Number(row.open_balance),
  plansNeedingAttention: Number(row.plans_needing_attention),
});

/**
 * A sales representative's customers (issue 18): search, the dashboard list and the recently synced, each a page of
 * pairs (customer, office) of its assigned offices, then the page's facts (office, last order, open balance, plans
 * needing attention) in one statement. A customer of several assigned offices is listed once per office: each row
 * names the account the representative would sync into.
 */
export function salesRepRepository(db: Db) {
  /** The facts of the pairs, in the order given. */
  async function describe(pairs: RepCustomerPair[]): Promise<RepCustomerRecord[]> {
    if (pairs.length === 0) return [];
    const rows = await preparedRows<FactRow>(
      db,
      sql`
      select c.id as customer_id, c.email, c.first_name, c.last_name, c.practice_name,
        o.id as office_id, o.name as office_name, o.key as account_number,
        array(select s.number from shipping_accounts s where s.business_unit_id = o.id order by s.number)
          as shipping_account_numbers,
        (select ad.city from addresses ad where ad.business_unit_id = o.id and ad.is_shipping
          order by (ad.id = c.default_shipping_address_id) is true desc, ad.created_at, ad.id limit 1) as city,
        (select max(r.completed_at) from orders r where r.customer_id = c.id and r.business_unit_id = o.id)
          as last_order_at,
        (select coalesce(sum(i.total_cent_amount - i.paid_cent_amount - i.credited_cent_amount), 0) from invoices i
          where i.business_unit_id = o.id and i.status in ('Open', 'PartiallyPaid')) as open_balance,
        (select count(*) from replenish_plans rp where rp.customer_id = c.id and rp.status = 'NeedsAttention')
          as plans_needing_attention
      from unnest(${arrayParam(
        pairs.map((pair) => pair.customerId),
        'uuid',
      )}, ${arrayParam(
        pairs.map((pair) => pair.officeId),
        'uuid',
      )}) with ordinality as k(customer_id, office_id, position)
      join customers c on c.id = k.customer_id
      join business_units o on o.id = k.office_id
      order by k.position`,
    );
    return rows.map(toRecord);
  }

  /** The page's pairs and total as `run` reads them, then their facts. */
  async function page(run: () => Promise<PairRow[]>): Promise<RepCustomerPage> {
    const rows = await run();
    const pairs = rows.flatMap((row) =>
      row.customer_id && row.business_unit_id ? [{ customerId: row.customer_id, officeId: row.business_unit_id }] : [],
    );
    return { rows: await describe(pairs), total: Number(rows[0]?.total ?? 0) };
  }

  /** GET mw/sales-reps/customers: the assigned customers, most recent order first. */
  const assigned = (repId: string, request: RepPage) =>
    page(() =>
      preparedRows<PairRow>(
        db,
        pageOf(byLastOrder(assignedPairs(repId)), sql`r.last_order_at desc nulls last`, request),
      ),
    );

  return {
    describe,
    customers: assigned,

    /**
     * GET mw/sales-reps/search-customers: best matches first (score, then name); an empty query lists the assigned
     * customers as the dashboard does.
     */
    async search(repId: string, query: string, request: RepPage): Promise<RepCustomerPage> {
      if (query.trim() === '') return assigned(repId, request);
      return page(() =>
        preparedRows<PairRow>(db, pageOf(searchMatches(repId, query.trim()), sql`r.score desc`, request)),
      );
    },

    /**
     * GET mw/sales-reps/recent-customers: the customers the representative synced to lately, newest first, at most
     * 10, still assigned; each with its first assigned office by name.
     */
    async recent(repId: string): Promise<RepCustomerRecord[]> {
      const rows = await preparedRows<{ customer_id: string; business_unit_id: string }>(
        db,
        sql`
        select s.customer_id, f.business_unit_id
        from (
          select e.subject_customer_id as customer_id, max(e.at) as at
          from (
            select subject_customer_id, at from audit_events
            where actor_id = ${repId}::uuid and action = 'sync.start' and subject_customer_id is not null
            order by at desc limit ${recentSyncsScanned}
          ) e
          group by e.subject_customer_id
        ) s
        cross join lateral (
          select p.business_unit_id
          from (${assignedPairs(repId)}) p join business_units o on o.id = p.business_unit_id
          where p.customer_id = s.customer_id
          order by o.name, o.id limit 1
        ) f
        join customers c on c.id = s.customer_id and not c.is_sales_rep
        order by s.at desc
        limit ${recentCustomersShown}`,
      );
      return describe(
        rows.map((row) => ({
          customerId: row.customer_id,
          officeId: row.business_unit_id,
        })),
      );
    },
  };
}

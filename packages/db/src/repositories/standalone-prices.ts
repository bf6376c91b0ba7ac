import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { skuPriceBook, standalonePrices } from '../schema';
import { queryPage, type PageDefinition, type PageRequest } from './paged-query';
import { activeOfficeId } from './active-office-sql';
import type { SpendWindow } from './business-units';
import { loyaltySpendOf, openEnrollmentOf } from './loyalty-sql';
import { arrayLiteral } from './product-search-sql';

export type StandalonePriceRow = typeof standalonePrices.$inferSelect;
export type StandalonePriceSortField = 'id' | 'sku' | 'key' | 'createdAt' | 'lastModifiedAt';

const standalonePricePage: PageDefinition<StandalonePriceSortField> = {
  sortColumns: {
    id: sql`${standalonePrices.id}`,
    // Bytewise on every server, as the sku column itself compares (bytewiseText).
    sku: sql`${standalonePrices.sku}`,
    key: sql`${standalonePrices.key} collate "C"`,
    createdAt: sql`${standalonePrices.createdAt}`,
    lastModifiedAt: sql`${standalonePrices.lastModifiedAt}`,
  } satisfies Record<StandalonePriceSortField, SQL>,
  defaultSort: [{ field: 'id', direction: 'asc' }],
  tieBreaker: 'id',
};

export interface PricingContextRequest {
  customerId: string;
  /** The sign-in session, whose chosen office is the active one (the account must belong to it). */
  sessionId: string | undefined;
  shippingAccountNumber: string;
  /** The loyalty tier's 12-month window: from this calendar date in the time zone. */
  spendWindow: SpendWindow;
}

export interface PricingContext {
  /** The office's pricing contract (a ProductDistribution channel), null for retail customers. */
  contract: { id: string; key: string } | null;
  /** The office's ASAP facts: its loyalty terms derive from them. */
  asapEnrolled: boolean;
  buyingGroup: string | null;
  loyaltySpend: number;
}

/** A stored price a sku may be sold at: active, USD, not already expired when read. */
export interface SkuPriceCandidate {
  id: string;
  channelId: string | null;
  centAmount: number;
  discountedCentAmount: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
}

/** A sku of a published product with its price candidates on every channel. */
export interface SkuPriceRecord {
  sku: string;
  itemNumber: string;
  uom: string;
  /** The product's ASAP loyalty category (attribute asap_product_category), when it has one. */
  asapProductCategory: string | null;
  /** A controlled substance (attribute requires_active_dea_license): it earns no loyalty discount. */
  controlled: boolean;
  prices: SkuPriceCandidate[];
}

/**
 * A sku's entry in the price book, as refresh_sku_price_book builds it: every active USD retail price, expired
 * included.
 */
type BookEntry = [
  sku: string,
  itemNumber: string,
  uom: string,
  asapCategory: string | null,
  controlled: boolean,
  retailPrices: RawCandidate[] | null,
];
/**
 * Skus' records as the lookup's JSON carries them: one flat array, each sku's book entry followed by its channels'
 * prices that may apply (null when none).
 */
type RawRecords = (BookEntry | RawCandidate[] | null)[];
export type RawCandidate = [
  id: string,
  channelId: string | null,
  centAmount: number,
  discounted: number | null,
  validFrom: string | null,
  validUntil: string | null,
];

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The columns of a sku's price candidates (all in the (channel, sku) covering index). */
const candidateColumns = sql.raw(
  'id, channel_id, cent_amount, discounted_cent_amount, valid_from, valid_until, active, currency_code',
);

/**
 * The price candidates of a sku as one JSON array (or null): its active USD prices from `candidates`, a row source
 * of the prices of that sku that may apply, not expired by the statement parameter `at`.
 */
function candidatePricesJson(candidates: SQL): SQL {
  return sql`(select json_agg(json_build_array(sp.id, sp.channel_id, sp.cent_amount, sp.discounted_cent_amount, sp.valid_from, sp.valid_until))
         from ${candidates} sp
         where sp.active and sp.currency_code = 'USD'
           and (sp.valid_until is null or sp.valid_until > ${sql.placeholder('at')}::timestamptz))`;
}

/** A price book row's columns, as the enclosing query names them. */
interface BookRow {
  sku: SQL;
  contractMask: SQL;
}

/**
 * Every pricing contract's prices of the book row's sku as candidatePricesJson gives them, through the (sku, channel)
 * index; not even probed when no contract prices the sku (its mask is empty).
 */
export const everyContractPricesJson = ({ sku, contractMask }: BookRow) =>
  sql`case when ${contractMask} <> 0 then ${candidatePricesJson(
    sql`(select ${candidateColumns} from standalone_prices where sku = ${sku} and channel_id is not null)`,
  )} end`;

/**
 * One pricing contract's prices (the statement parameter `channel`; null: none) of the book row's sku, as an
 * index-only probe of the (channel, sku) covering index, made only where the book's mask has the contract's bit (read
 * once per statement).
 */
const oneContractPricesJson = ({ sku, contractMask }: BookRow) =>
  sql`case when ${contractMask} & (select 1::bigint << price_book_bit from channels where id = ${sql.placeholder('channel')}::uuid) <> 0
      then ${candidatePricesJson(
        sql`(select ${candidateColumns} from standalone_prices where channel_id = ${sql.placeholder('channel')}::uuid and sku = ${sku})`,
      )} end`;

/**
 * A sku's two elements of the records' flat JSON array (RawRecords) as text: the book entry `entry` as stored, then its
 * channels' prices `channelPricesJson` (everyContractPricesJson's or one contract's). Joined as text: the entry is JSON
 * already, and taking it apart to build an array again cost more than the rest of the record. Flat rather than an
 * array per sku: two concatenations fewer per sku in the statement, and an array fewer per sku to parse.
 */
const skuRecordElements = (entry: SQL, channelPricesJson: SQL) =>
  sql`${entry}::text || ',' || coalesce((${channelPricesJson})::text, 'null')`;

/** One sku's records text (RawRecords of one sku), as skuRecordOf reads it. */
export const skuRecordJson = (entry: SQL, channelPricesJson: SQL) =>
  sql<string>`'[' || ${skuRecordElements(entry, channelPricesJson)} || ']'`;

/**
 * A page of skus' records in one JSON text (one row): one parse in the API rather than a row and a candidate list
 * per sku. Each sku is one entry of the price book (its variant's fields, its product's publication and its retail
 * prices); its channels' prices come from `channelPricesJson`, for the book row `b`.
 */
function skuRecordsQuery(db: Db, name: string, channelPricesJson: (book: BookRow) => SQL, skus: SQL) {
  const channelPrices = channelPricesJson({ sku: sql`b.sku`, contractMask: sql`b.contract_mask` });
  return db
    .select({
      records: sql<string | null>`'[' || string_agg(${skuRecordElements(sql`b.entry`, channelPrices)}, ',') || ']'`,
    })
    .from(sql`${skuPriceBook} b`)
    .where(sql`${skus} and b.published`)
    .prepare(name);
}

/** Candidates as candidatePricesJson gives them, parsed. */
function candidatesOf(prices: readonly RawCandidate[] | null): SkuPriceCandidate[] {
  return (prices ?? []).map(([id, channelId, centAmount, discountedCentAmount, validFrom, validUntil]) => ({
    id,
    channelId,
    centAmount,
    discountedCentAmount,
    validFrom: dateOrNull(validFrom),
    validUntil: dateOrNull(validUntil),
  }));
}

/**
 * A sku's price candidates from the book's retail prices and its channels' prices: the book keeps every active USD
 * retail price, so those expired by `at` are dropped here, as candidatePricesJson drops the channels' in SQL.
 */
function bookCandidates(
  retailPrices: readonly RawCandidate[] | null,
  channelPrices: readonly RawCandidate[] | null,
  at: Date,
): SkuPriceCandidate[] {
  const retail = candidatesOf(retailPrices).filter((price) => price.validUntil === null || price.validUntil > at);
  return channelPrices === null ? retail : [...retail, ...candidatesOf(channelPrices)];
}

/** A sku's record from its records text (skuRecordJson). */
export function skuRecordOf(json: string, at: Date): SkuPriceRecord {
  return recordsOf(json, at)[0]!;
}

function recordsOf(json: string | null, at: Date): SkuPriceRecord[] {
  if (json === null) return [];
  const raw = JSON.parse(json) as RawRecords;
  const records: SkuPriceRecord[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const [sku, itemNumber, uom, asapProductCategory, controlled, retailPrices] = raw[i] as BookEntry;
    records.push({
      sku,
      itemNumber,
      uom,
      asapProductCategory,
      controlled,
      prices: bookCandidates(retailPrices, raw[i + 1] as RawCandidate[] | null, at),
    });
  }
  return records;
}

/**
 * The lookups behind POST /ct/pricing, built once and prepared by name: they run for every
 * page a signed-in customer sees, differing only in their values, so PostgreSQL parses and plans
 * them once per connection instead of on every call.
 */
function pricingQueries(db: Db) {
  const context = db
    .select({
      contractId: sql<string | null>`bu.pricing_contract_channel_id`,
      contractKey: sql<string | null>`ch.key`,
      asapEnrolled: openEnrollmentOf(sql`bu.id`),
      buyingGroup: sql<string | null>`bu.buying_group`,
      loyaltySpend: loyaltySpendOf(
        sql`bu.id`,
        sql`bu.pricing_contract_channel_id`,
        sql.placeholder('spendFrom'),
        sql.placeholder('timeZone'),
      ),
    })
    .from(
      sql`shipping_accounts sa
        join business_units bu on bu.id = sa.business_unit_id
        left join channels ch on ch.id = bu.pricing_contract_channel_id`,
    )
    .where(
      sql`sa.number = ${sql.placeholder('account')} and sa.business_unit_id = ${activeOfficeId(sql.placeholder('customer'), sql.placeholder('session'))}`,
    )
    .prepare('pricing_context');
  // A page of skus, and one sku (an add to cart) by a plain parameter: PostgreSQL plans that once per connection,
  // where an array parameter is planned again on every call (~0.2 ms of PostgreSQL CPU per add).
  const page = sql`b.sku = any(${sql.placeholder('skus')}::text[])`;
  const one = sql`b.sku = ${sql.placeholder('sku')}`;
  return {
    context,
    skuPrices: {
      page: skuRecordsQuery(db, 'sku_prices', everyContractPricesJson, page),
      one: skuRecordsQuery(db, 'sku_price', everyContractPricesJson, one),
    },
    skuPricesOn: {
      page: skuRecordsQuery(db, 'sku_prices_on', oneContractPricesJson, page),
      one: skuRecordsQuery(db, 'sku_price_on', oneContractPricesJson, one),
    },
  };
}

/** Standalone prices: the query endpoint's pages and the batched reads behind POST /ct/pricing. */
export function standalonePriceRepository(db: Db) {
  let queries: ReturnType<typeof pricingQueries> | undefined;
  const prepared = () => (queries ??= pricingQueries(db));
  return {
    query: (request: PageRequest<StandalonePriceSortField>) =>
      queryPage(db, standalonePrices, standalonePricePage, request),

    /**
     * In one query: the shipping account checked against the session's active office (undefined
     * when it is not that office's), the office's pricing contract and its loyalty facts (enrolment, buying group,
     * and the 12-month spend of an enrolled retail office).
     */
    async pricingContext(request: PricingContextRequest): Promise<PricingContext | undefined> {
      const [row] = await prepared().context.execute({
        customer: request.customerId,
        session: request.sessionId ?? null,
        account: request.shippingAccountNumber,
        spendFrom: request.spendWindow.from,
        timeZone: request.spendWindow.timeZone,
      });
      if (!row) return undefined;
      return {
        contract: row.contractId && row.contractKey ? { id: row.contractId, key: row.contractKey } : null,
        asapEnrolled: row.asapEnrolled,
        buyingGroup: row.buyingGroup,
        loyaltySpend: Number(row.loyaltySpend),
      };
    },

    /**
     * One round trip for a whole page of skus: each sku of a published product with its active
     * USD prices that have not expired by `at` (which one applies is the domain's selectPrice, at
     * request time, so the records may be reused for a short while). Unknown skus are simply
     * absent. Every channel's prices by default; with `pricingChannelId`, only retail and that
     * contract's (null: retail only), all that one customer's prices need.
     */
    async skuPrices(skus: readonly string[], at: Date, pricingChannelId?: string | null): Promise<SkuPriceRecord[]> {
      if (skus.length === 0) return [];
      const statements = pricingChannelId === undefined ? prepared().skuPrices : prepared().skuPricesOn;
      const channel = pricingChannelId === undefined ? {} : { channel: pricingChannelId };
      const [row] =
        skus.length === 1
          ? await statements.one.execute({ sku: skus[0], at: at.toISOString(), ...channel })
          : await statements.page.execute({ skus: arrayLiteral(skus), at: at.toISOString(), ...channel });
      return recordsOf(row?.records ?? null, at);
    },
  };
}

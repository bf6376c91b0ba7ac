import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { standalonePrices } from '../schema';
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
    sku: sql`${standalonePrices.sku} collate "C"`,
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

type RawCandidate = [
  id: string,
  channelId: string | null,
  centAmount: number,
  discounted: number | null,
  validFrom: string | null,
  validUntil: string | null,
];

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * The two lookups behind POST /ct/pricing, built once and prepared by name: they run for every
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
  const skuPrices = db
    .select({
      sku: sql<string>`pv.sku`,
      itemNumber: sql<string>`pv.item_number`,
      uom: sql<string>`pv.uom`,
      asapCategory: sql<string | null>`pv.attributes->>'asap_product_category'`,
      controlled: sql<boolean>`coalesce(pv.attributes->'requires_active_dea_license' = 'true'::jsonb, false)`,
      prices: sql<string | null>`(
        select json_agg(json_build_array(sp.id, sp.channel_id, sp.cent_amount, sp.discounted_cent_amount, sp.valid_from, sp.valid_until))::text
        from standalone_prices sp
        where sp.sku = pv.sku and sp.active and sp.currency_code = 'USD'
          and (sp.valid_until is null or sp.valid_until > ${sql.placeholder('at')}::timestamptz))`,
    })
    .from(sql`product_variants pv join products p on p.id = pv.product_id`)
    .where(sql`pv.sku = any(${sql.placeholder('skus')}::text[]) and p.published`)
    .prepare('sku_prices');
  return { context, skuPrices };
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
     * One round trip for a whole page of skus: each sku of a published product with all its
     * active USD prices on every channel that have not expired by `at` (which one applies is the
     * domain's selectPrice, at request time, so the records may be reused for a short while).
     * Unknown skus are simply absent.
     */
    async skuPrices(skus: readonly string[], at: Date): Promise<SkuPriceRecord[]> {
      if (skus.length === 0) return [];
      const rows = await prepared().skuPrices.execute({ skus: arrayLiteral(skus), at: at.toISOString() });
      return rows.map((row) => ({
        sku: row.sku,
        itemNumber: row.itemNumber,
        uom: row.uom,
        asapProductCategory: row.asapCategory,
        controlled: row.controlled,
        prices: (row.prices ? (JSON.parse(row.prices) as RawCandidate[]) : []).map(
          ([id, channelId, centAmount, discounted, validFrom, validUntil]) => ({
            id,
            channelId,
            centAmount: Number(centAmount),
            discountedCentAmount: discounted === null ? null : Number(discounted),
            validFrom: dateOrNull(validFrom),
            validUntil: dateOrNull(validUntil),
          }),
        ),
      }));
    },
  };
}

import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../connection';
import { perDatabase } from '../per-database';
import { queryPage, type PageDefinition, type PageRequest } from './paged-query';
import { arrayLiteral } from './product-search-sql';
import { everyContractPricesJson, skuRecordJson, skuRecordOf, type SkuPriceRecord } from './standalone-prices';
import {
  addresses,
  cartLineItems,
  carts,
  products,
  productVariants,
  replenishPlans,
  skuPriceBook,
  shippingAccounts,
  shippingMethods,
  type CartAddressSnapshot,
} from '../schema';

export type CartRecord = typeof carts.$inferSelect;
export type CartLineRecord = typeof cartLineItems.$inferSelect;
export type NewCart = Omit<typeof carts.$inferInsert, 'id' | 'version' | 'createdAt' | 'lastModifiedAt'>;
export type NewCartLine = typeof cartLineItems.$inferInsert;
/** Owner changes only as an anonymous cart is taken over by the customer who signs in. */
export type CartChanges = Partial<
  Omit<CartRecord, 'id' | 'version' | 'createdAt' | 'lastModifiedAt' | 'customerId' | 'anonymousId'>
> & { customerId?: string; anonymousId?: null };
export type CartLineChanges = Partial<Omit<CartLineRecord, 'id' | 'cartId' | 'addedAt'>>;

/** Who owns a cart: a signed-in customer or an anonymous session. */
export type CartOwner = { customerId: string } | { anonymousId: string };

export type CartSortField = 'id' | 'origin' | 'createdAt' | 'lastModifiedAt';

const cartPage: PageDefinition<CartSortField> = {
  sortColumns: {
    id: sql`${carts.id}`,
    origin: sql`${carts.origin}`,
    createdAt: sql`${carts.createdAt}`,
    lastModifiedAt: sql`${carts.lastModifiedAt}`,
  },
  defaultSort: [{ field: 'lastModifiedAt', direction: 'desc' }],
  tieBreaker: 'id',
};

/** A variant of a published product, as a new line copies it. */
export interface CatalogVariantRecord {
  productId: string;
  productKey: string;
  productType: string;
  name: Record<string, string>;
  slug: Record<string, string>;
  variantId: number;
  sku: string;
  itemNumber: string;
  uom: string;
  attributes: Record<string, unknown>;
  images: unknown[];
}

/** A published variant with its price records on every channel (standalonePriceRepository.skuPrices' record). */
export interface PricedCatalogVariant {
  variant: CatalogVariantRecord;
  prices: SkuPriceRecord;
}

/**
 * Published variants with their price records in one statement (the price book's fields and retail prices, and every
 * contract's prices, as skuPrices reads them): an add to cart reads its variant and prices in one round trip, and the
 * variant's product once.
 */
function selectPricedCatalogVariants(db: Db) {
  return selectCatalogVariants(db, {
    prices: skuRecordJson(
      sql`${skuPriceBook.entry}`,
      everyContractPricesJson({ sku: sql`${productVariants.sku}`, contractMask: sql`${skuPriceBook.contractMask}` }),
    ),
  }).innerJoin(skuPriceBook, eq(skuPriceBook.sku, productVariants.sku));
}

type PricedCatalogRow = CatalogVariantRecord & { prices: string };

function pricedCatalogVariantOf({ prices, ...variant }: PricedCatalogRow, at: Date): PricedCatalogVariant {
  return { variant, prices: skuRecordOf(prices, at) };
}

/** The lines of several carts (or plans' carts) in one query, each cart's in the order added. */
export async function linesOfCarts(db: Db, cartIds: readonly string[]): Promise<CartLineRecord[]> {
  if (cartIds.length === 0) return [];
  return db
    .select()
    .from(cartLineItems)
    .where(inArray(cartLineItems.cartId, [...cartIds]))
    .orderBy(asc(cartLineItems.cartId), asc(cartLineItems.position), asc(cartLineItems.id));
}

/**
 * Variants joined with their product, each row a CatalogVariantRecord plus the `extra` columns: the one read of
 * catalogue variants that carts, plans and REPLENISH runs narrow with their own `where` (published or not is theirs).
 */
export function selectCatalogVariants<Extra extends SelectedFields = Record<never, never>>(
  db: Db,
  extra: Extra = {} as Extra,
) {
  return db
    .select({
      productId: products.id,
      productKey: products.key,
      productType: products.productType,
      name: products.name,
      slug: products.slug,
      variantId: productVariants.variantId,
      sku: productVariants.sku,
      itemNumber: productVariants.itemNumber,
      uom: productVariants.uom,
      attributes: productVariants.attributes,
      images: productVariants.images,
      ...extra,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId));
}

/**
 * One update of a cart: the cart as read (its version is the expected one), its changed fields, and the lines added,
 * changed (whole) and removed.
 */
export interface CartWrite {
  cart: CartRecord;
  changes: CartChanges;
  inserted: CartLineRecord[];
  updated: CartLineRecord[];
  deletedIds: string[];
}

/** A record as a row of its table (column names), for json_populate_record(set). */
function rowOf<T extends Record<string, unknown>>(
  columns: Record<string, { name: string }>,
  record: T,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(columns)) row[column.name] = record[property] ?? null;
  return row;
}

/** A row as row_to_json gives it (column names, timestamps as text) as a record of its table. */
function recordOf<T>(columns: Record<string, { name: string; columnType: string }>, row: Record<string, unknown>): T {
  const record: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(columns)) {
    const value = row[column.name] ?? null;
    record[property] = value !== null && column.columnType === 'PgTimestamp' ? new Date(value as string) : value;
  }
  return record as T;
}

const cartColumns = getTableColumns(carts);
const lineColumns = getTableColumns(cartLineItems);
const json = (value: unknown) => JSON.stringify(value);

const ownedBy = (owner: CartOwner): SQL =>
  'customerId' in owner
    ? eq(carts.customerId, owner.customerId)
    : and(eq(carts.anonymousId, owner.anonymousId), sql`${carts.customerId} is null`)!;

/** A shopper's active carts: the customer's own (origin Customer), not the REPLENISH plans the service keeps (Merchant). */
const activeOf = (owner: CartOwner): SQL =>
  and(ownedBy(owner), eq(carts.cartState, 'Active'), eq(carts.origin, 'Customer'))!;

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The carts GET me/carts lists: Merchant carts only while they are live REPLENISH plans. The carts the scheduler
 * orders a plan's run from are Merchant carts too (never a shopper's active cart), and a deleted plan keeps its cart.
 */
const listedCart = sql`(${carts.origin} <> 'Merchant' or exists (select 1 from ${replenishPlans} where ${replenishPlans.cartId} = ${carts.id} and ${replenishPlans.status} <> 'Deleted'))`;

/**
 * The cart statements of every add to a cart, built once per database and prepared: PostgreSQL parses and plans them
 * once per connection instead of on every add, and the API builds their SQL once.
 */
function cartStatements(db: Db) {
  const value = sql.placeholder;
  const published = (match: SQL) => selectPricedCatalogVariants(db).where(sql`${match} and ${products.published}`);
  // One sku (an add to cart) by a plain parameter: PostgreSQL plans that once, where an array parameter is planned
  // again for every call (measured: 147 -> 60 µs of PostgreSQL CPU per read).
  const catalogVariant = published(sql`${productVariants.sku} = ${value('sku')}`).prepare('cart_catalog_variant');
  const catalogVariants = published(sql`${productVariants.sku} = any(${value('skus')}::text[])`).prepare(
    'cart_catalog_variants',
  );
  // Each data-modifying CTE depends on `c`: the lines change only with the cart row, and only at the version read.
  // Lines are found by their ids (the primary key), not among all the cart's lines: an add to a 500-line cart read
  // all 500 rows to change one (EXPLAIN ANALYZE: 116 -> 11 buffers). The ids come through array(select unnest(…)),
  // whose length the planner cannot see: a plain array parameter made PostgreSQL plan the write again on every call.
  const c = db.$with('c', {
    version: sql<number>`version`.as('version'),
    lastModifiedAt: sql<string | Date>`last_modified_at`.as('last_modified_at'),
  }).as(sql`update carts t set
        customer_id = r.customer_id, anonymous_id = r.anonymous_id, business_unit_id = r.business_unit_id,
        pricing_channel_id = r.pricing_channel_id, cart_state = r.cart_state, customer_email = r.customer_email,
        shipping_address_id = r.shipping_address_id, shipping_address = r.shipping_address,
        billing_address_id = r.billing_address_id, billing_address = r.billing_address,
        shipping_method_id = r.shipping_method_id, shipping_info = r.shipping_info, custom_fields = r.custom_fields,
        discount_codes = r.discount_codes, processed_by_erp = r.processed_by_erp, loyalty = r.loyalty,
        version = t.version + 1, last_modified_at = now()
      from json_populate_record(null::carts, ${value('cart')}::text::json) r
      where t.id = r.id and t.version = ${value('version')}::integer
      returning t.id, t.version, t.last_modified_at`);
  const removed = db
    .$with('removed', {})
    .as(
      sql`delete from cart_line_items l where l.id = any(array(select unnest(${value('deletedIds')}::text::uuid[]))) and l.cart_id = (select id from c)`,
    );
  const changed = db.$with('changed', {}).as(sql`update cart_line_items l set
        quantity = r.quantity, position = r.position, price_id = r.price_id, cent_amount = r.cent_amount,
        price_channel = r.price_channel, distribution_channel_id = r.distribution_channel_id,
        asap_product_category = r.asap_product_category, loyalty_percent = r.loyalty_percent,
        loyalty_saving_cent_amount = r.loyalty_saving_cent_amount,
        requires_active_dea_license = r.requires_active_dea_license, custom_fields = r.custom_fields,
        name = r.name, product_slug = r.product_slug, variant_images = r.variant_images, variant_attributes = r.variant_attributes,
        added_at = r.added_at, last_modified_at = now()
      from json_populate_recordset(null::cart_line_items, ${value('updated')}::text::json) r
      where l.id = any(array(select unnest(${value('updatedIds')}::text::uuid[]))) and l.id = r.id and l.cart_id = (select id from c)`);
  const added = db
    .$with('added', {})
    .as(
      sql`insert into cart_line_items select r.* from c, json_populate_recordset(null::cart_line_items, ${value('inserted')}::text::json) r`,
    );
  const write = db
    .with(c, removed, changed, added)
    .select({ version: c.version, lastModifiedAt: c.lastModifiedAt })
    .from(c)
    .prepare('cart_write');
  return { catalogVariant, catalogVariants, write };
}

const statementsOf = perDatabase(cartStatements);

/**
 * Carts and their lines. Every read names the owner, so one customer's cart id never reaches
 * another (per-resource authorisation in the query); writes happen inside the caller's
 * transaction, on a cart row it locked.
 */
export function cartRepository(db: Db) {
  /** Rows of a raw query: PGlite answers {rows}, postgres.js an array. */
  const rowsOf = async <T>(query: SQL): Promise<T[]> => {
    const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
    return Array.isArray(result) ? result : (result.rows ?? []);
  };

  async function withLines(
    id: string,
    owner: CartOwner,
    lock: boolean,
  ): Promise<{ cart: CartRecord; lines: CartLineRecord[] } | undefined> {
    if (!isUuid(id)) return undefined;
    const owned =
      'customerId' in owner
        ? sql`c.customer_id = ${owner.customerId}::uuid`
        : sql`c.anonymous_id = ${owner.anonymousId} and c.customer_id is null`;
    const [row] = await rowsOf<{
      cart: Record<string, unknown> | string;
      lines: Record<string, unknown>[] | string;
    }>(sql`
      select row_to_json(c) as cart,
        coalesce((select json_agg(l order by l.position, l.id) from cart_line_items l where l.cart_id = c.id), '[]'::json) as lines
      from carts c where c.id = ${id}::uuid and ${owned}${lock ? sql` for update of c` : sql``}`);
    if (!row) return undefined;
    const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
    return {
      cart: recordOf<CartRecord>(cartColumns, parsed(row.cart)),
      lines: parsed(row.lines).map((line) => recordOf<CartLineRecord>(lineColumns, line)),
    };
  }

  return {
    /** The owner's most recently modified active cart (commercetools me/active-cart); REPLENISH plans never count. */
    async findActive(owner: CartOwner): Promise<CartRecord | undefined> {
      const [cart] = await db
        .select()
        .from(carts)
        .where(activeOf(owner))
        .orderBy(desc(carts.lastModifiedAt), desc(carts.id))
        .limit(1);
      return cart;
    },

    async findOwned(id: string, owner: CartOwner): Promise<CartRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const [cart] = await db
        .select()
        .from(carts)
        .where(and(eq(carts.id, id), ownedBy(owner)));
      return cart;
    },

    /** The owner's cart, locked until the transaction ends: updates of one cart queue behind each other. */
    async lockOwned(id: string, owner: CartOwner): Promise<CartRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const [cart] = await db
        .select()
        .from(carts)
        .where(and(eq(carts.id, id), ownedBy(owner)))
        .for('update');
      return cart;
    },

    /** The owner's active cart (as findActive), locked. */
    async lockActive(owner: CartOwner): Promise<CartRecord | undefined> {
      const [cart] = await db
        .select()
        .from(carts)
        .where(activeOf(owner))
        .orderBy(desc(carts.lastModifiedAt), desc(carts.id))
        .limit(1)
        .for('update');
      return cart;
    },

    /** An active cart of the anonymous session (one no customer has taken over), locked; for the merge at sign-in. */
    async lockAnonymous(id: string, anonymousId: string): Promise<CartRecord | undefined> {
      if (!isUuid(id)) return undefined;
      const [cart] = await db
        .select()
        .from(carts)
        .where(
          and(
            eq(carts.id, id),
            sql`${carts.customerId} is null`,
            eq(carts.anonymousId, anonymousId),
            eq(carts.cartState, 'Active'),
          ),
        )
        .for('update');
      return cart;
    },

    /** GET me/carts: the owner's carts matching `where` (e.g. origin = "Merchant", the REPLENISH plans), paged. */
    page: (owner: CartOwner, request: PageRequest<CartSortField>) =>
      queryPage(db, carts, cartPage, { ...request, where: and(ownedBy(owner), listedCart, request.where) }),

    /** The lines of several carts in one query, each cart's in the order added. */
    linesOfCarts: (cartIds: readonly string[]) => linesOfCarts(db, cartIds),

    /** Lines in the order they were added. */
    async linesOf(cartId: string): Promise<CartLineRecord[]> {
      return db
        .select()
        .from(cartLineItems)
        .where(eq(cartLineItems.cartId, cartId))
        .orderBy(asc(cartLineItems.position), asc(cartLineItems.id));
    },

    /** A new cart; undefined when the owner already has an active one (the partial unique index decides). */
    async create(cart: NewCart): Promise<CartRecord> {
      const [created] = await db.insert(carts).values(cart).returning();
      return created!;
    },

    /**
     * The owner's cart with its lines (in the order added), in one query and without a lock. Raw
     * SQL with JSON rows: this is read on every cart update, and building it through the
     * relational query builder cost more CPU than the query (profiled).
     */
    findWithLines: (id: string, owner: CartOwner) => withLines(id, owner, false),

    /**
     * findWithLines with the cart row locked until the transaction ends (order placement): one round trip instead of
     * two.
     */
    lockWithLines: (id: string, owner: CartOwner) => withLines(id, owner, true),

    /**
     * Writes one update in a single statement, optimistically: the cart row moves to version + 1
     * only while it is still at the version it was read at, and the line changes happen only
     * with it (each data-modifying CTE depends on that one). Undefined when another write got
     * there first (nothing is written then): the caller answers 409.
     */
    async write({ cart, changes, inserted, updated, deletedIds }: CartWrite): Promise<CartRecord | undefined> {
      const next = { ...cart, ...changes };
      const [row] = await statementsOf(db).write.execute({
        cart: json(rowOf(cartColumns, next)),
        version: cart.version,
        deletedIds: arrayLiteral(deletedIds),
        updated: json(updated.map((line) => rowOf(lineColumns, line))),
        updatedIds: arrayLiteral(updated.map((line) => line.id)),
        inserted: json(inserted.map((line) => rowOf(lineColumns, line))),
      });
      if (!row) return undefined;
      return { ...next, version: Number(row.version), lastModifiedAt: new Date(row.lastModifiedAt) };
    },

    async delete(cart: CartRecord): Promise<boolean> {
      const deleted = await db
        .delete(carts)
        .where(and(eq(carts.id, cart.id), eq(carts.version, cart.version)))
        .returning({ id: carts.id });
      return deleted.length > 0;
    },

    /**
     * Published variants by sku or by product id (and variant id; none means the master variant), each with its
     * price records on every channel: active USD prices not expired by `at`.
     */
    async pricedCatalogVariants(
      refs: { skus: readonly string[]; productIds: readonly string[] },
      at: Date,
    ): Promise<PricedCatalogVariant[]> {
      const productIds = refs.productIds.filter(isUuid);
      const params = { at: at.toISOString() };
      let rows: PricedCatalogRow[];
      if (productIds.length === 0) {
        const [sku, ...more] = refs.skus;
        if (sku === undefined) return [];
        const statements = statementsOf(db);
        rows =
          more.length === 0
            ? await statements.catalogVariant.execute({ sku, ...params })
            : await statements.catalogVariants.execute({ skus: arrayLiteral(refs.skus), ...params });
      } else {
        const match = or(
          refs.skus.length > 0 ? inArray(productVariants.sku, [...refs.skus]) : undefined,
          inArray(productVariants.productId, productIds),
        );
        // Unnamed: the number of ids changes the statement text.
        rows = await selectPricedCatalogVariants(db)
          .where(and(match, eq(products.published, true)))
          .execute(params);
      }
      return rows.map((row) => pricedCatalogVariantOf(row, at));
    },

    /**
     * An address of the office by id or key, as a cart copies it (with its shipping account's billing account and
     * warehouse).
     */
    async officeAddress(
      businessUnitId: string,
      ref: { id?: string | undefined; key?: string | undefined },
    ): Promise<{ snapshot: CartAddressSnapshot; isShipping: boolean; isBilling: boolean } | undefined> {
      const byRef = ref.id !== undefined ? eq(addresses.id, ref.id) : eq(addresses.key, ref.key ?? '');
      const [row] = await db
        .select({
          address: addresses,
          billingAccountNumber: shippingAccounts.billingAccountNumber,
          warehouseChannelId: shippingAccounts.warehouseChannelId,
        })
        .from(addresses)
        .leftJoin(shippingAccounts, eq(shippingAccounts.number, addresses.shippingAccountNumber))
        .where(and(eq(addresses.businessUnitId, businessUnitId), byRef));
      if (!row) return undefined;
      const { address } = row;
      const snapshot: CartAddressSnapshot = {
        id: address.id,
        key: address.key,
        firstName: address.firstName,
        lastName: address.lastName,
        company: address.company,
        streetName: address.streetName,
        streetNumber: address.streetNumber,
        apartment: address.apartment,
        additionalStreetInfo: address.additionalStreetInfo,
        postalCode: address.postalCode,
        city: address.city,
        state: address.state,
        country: address.country,
        phone: address.phone,
        email: address.email,
        shippingAccountNumber: address.shippingAccountNumber,
        billingAccountNumber: row.billingAccountNumber,
        warehouseChannelId: row.warehouseChannelId,
        businessUnitId: address.businessUnitId,
        hasActiveDeaLicense: address.hasActiveDeaLicense,
        deaExpiresOn: address.deaExpiresOn,
        eligibleForOnlineOrdering: address.eligibleForOnlineOrdering,
      };
      return { snapshot, isShipping: address.isShipping, isBilling: address.isBilling };
    },

    /** An active shipping method by id or key. */
    async shippingMethod(ref: { id?: string | undefined; key?: string | undefined }) {
      if (ref.id !== undefined && !isUuid(ref.id)) return undefined;
      const byRef = ref.id !== undefined ? eq(shippingMethods.id, ref.id) : eq(shippingMethods.key, ref.key ?? '');
      const [method] = await db
        .select()
        .from(shippingMethods)
        .where(and(byRef, eq(shippingMethods.active, true)));
      return method;
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;

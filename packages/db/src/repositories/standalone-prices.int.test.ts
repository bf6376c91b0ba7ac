import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../connection';
import * as schema from '../schema';
import { testDatabaseTargets } from '../testing';
import { cartRepository } from './carts';
import { standalonePriceRepository, type SkuPriceRecord } from './standalone-prices';

const at = new Date('2026-03-15T12:00:00Z');
const inDays = (days: number) => new Date(at.getTime() + days * 86_400_000);
const bySku = (records: SkuPriceRecord[]) => new Map(records.map((record) => [record.sku, record]));
const amounts = (record: SkuPriceRecord | undefined) =>
  record?.prices.map((price) => price.centAmount).sort((a, b) => a - b);

describe.each(testDatabaseTargets())('standalonePriceRepository.skuPrices on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let contract: string;
  beforeAll(async () => {
    ({ database, dispose } = await target.create());
    const { db } = database;
    const channels = await db
      .insert(schema.channels)
      .values([
        { key: 'sp-contract', roles: ['ProductDistribution'] },
        { key: 'sp-other', roles: ['ProductDistribution'] },
      ])
      .returning();
    contract = channels[0]!.id;
    const other = channels[1]!.id;
    const product = (key: string, published: boolean) => ({
      key,
      name: { 'en-US': key },
      slug: { 'en-US': key },
      published,
    });
    const [shown, hidden] = await db
      .insert(schema.products)
      .values([product('sp-shown', true), product('sp-hidden', false)])
      .returning();
    await db.insert(schema.productVariants).values([
      {
        productId: shown!.id,
        variantId: 1,
        sku: 'SP-1',
        itemNumber: '9300001',
        uom: 'BX',
        attributes: { asap_product_category: 'infection-control', requires_active_dea_license: true },
      },
      { productId: shown!.id, variantId: 2, sku: 'SP-2', itemNumber: '9300001', uom: 'CS' },
      { productId: hidden!.id, variantId: 1, sku: 'SP-HIDDEN', itemNumber: '9300002', uom: 'EA' },
    ]);
    await db.insert(schema.standalonePrices).values([
      { sku: 'SP-1', centAmount: 1000, discountedCentAmount: 900 },
      { sku: 'SP-1', centAmount: 800, validFrom: inDays(-1), validUntil: inDays(2) },
      { sku: 'SP-1', centAmount: 700, validUntil: inDays(-1) },
      { sku: 'SP-1', centAmount: 600, active: false },
      { sku: 'SP-1', centAmount: 500, currencyCode: 'EUR' },
      { sku: 'SP-1', centAmount: 750, channelId: contract },
      { sku: 'SP-1', centAmount: 740, channelId: contract, validUntil: inDays(-1) },
      { sku: 'SP-1', centAmount: 730, channelId: contract, active: false },
      { sku: 'SP-1', centAmount: 720, channelId: contract, currencyCode: 'EUR' },
      { sku: 'SP-1', centAmount: 650, channelId: other },
      { sku: 'SP-HIDDEN', centAmount: 100 },
    ]);
  });
  afterAll(async () => {
    await dispose?.();
  });

  it("reads every channel's usable prices of published skus; unknown and unpublished skus are absent", async () => {
    const records = bySku(
      await standalonePriceRepository(database.db).skuPrices(['SP-1', 'SP-2', 'SP-HIDDEN', 'SP-UNKNOWN'], at),
    );
    expect([...records.keys()].sort()).toEqual(['SP-1', 'SP-2']);
    const record = records.get('SP-1')!;
    expect(record).toMatchObject({
      itemNumber: '9300001',
      uom: 'BX',
      asapProductCategory: 'infection-control',
      controlled: true,
    });
    expect(amounts(record)).toEqual([650, 750, 800, 1000]);
    expect(record.prices.find((price) => price.centAmount === 800)).toMatchObject({
      channelId: null,
      discountedCentAmount: null,
      validFrom: inDays(-1),
      validUntil: inDays(2),
    });
    expect(record.prices.find((price) => price.centAmount === 1000)).toMatchObject({
      discountedCentAmount: 900,
      validFrom: null,
      validUntil: null,
    });
    expect(records.get('SP-2')).toEqual({
      sku: 'SP-2',
      itemNumber: '9300001',
      uom: 'CS',
      asapProductCategory: null,
      controlled: false,
      prices: [],
    });
  });

  it("with a pricing channel reads only retail and that contract's prices; with null only retail", async () => {
    const prices = standalonePriceRepository(database.db);
    expect(amounts(bySku(await prices.skuPrices(['SP-1'], at, contract)).get('SP-1'))).toEqual([750, 800, 1000]);
    const page = bySku(await prices.skuPrices(['SP-2', 'SP-1', 'SP-UNKNOWN'], at, contract));
    expect([...page.keys()].sort()).toEqual(['SP-1', 'SP-2']);
    expect(amounts(page.get('SP-1'))).toEqual([750, 800, 1000]);
    expect(amounts(page.get('SP-2'))).toEqual([]);
    expect(amounts(bySku(await prices.skuPrices(['SP-1'], at, null)).get('SP-1'))).toEqual([800, 1000]);
    expect(await prices.skuPrices(['SP-UNKNOWN'], at, contract)).toEqual([]);
    expect(await prices.skuPrices([], at, contract)).toEqual([]);
  });

  it('reads one sku (its own statement) as a page would read it', async () => {
    const prices = standalonePriceRepository(database.db);
    const byId = (records: SkuPriceRecord[]) =>
      records.map((record) => ({ ...record, prices: [...record.prices].sort((a, b) => a.id.localeCompare(b.id)) }));
    for (const channel of [undefined, contract, null]) {
      const page = bySku(await prices.skuPrices(['SP-1', 'SP-2'], at, channel));
      expect(byId(await prices.skuPrices(['SP-1'], at, channel))).toEqual(byId([page.get('SP-1')!]));
      expect(byId(await prices.skuPrices(['SP-2'], at, channel))).toEqual(byId([page.get('SP-2')!]));
    }
    expect(await prices.skuPrices(['SP-HIDDEN'], at)).toEqual([]);
  });

  it('reads variants with the same price records as skuPrices (an add to cart reads both at once)', async () => {
    const byId = (records: SkuPriceRecord[]) =>
      records
        .map((record) => ({ ...record, prices: [...record.prices].sort((a, b) => a.id.localeCompare(b.id)) }))
        .sort((a, b) => a.sku.localeCompare(b.sku));
    const carts = cartRepository(database.db);
    const expected = byId(await standalonePriceRepository(database.db).skuPrices(['SP-1', 'SP-2'], at));
    const [shown] = await database.db.select().from(schema.products).where(eq(schema.products.key, 'sp-shown'));
    const reads = {
      one: [
        ...(await carts.pricedCatalogVariants({ skus: ['SP-1'], productIds: [] }, at)),
        ...(await carts.pricedCatalogVariants({ skus: ['SP-2'], productIds: [] }, at)),
      ],
      page: await carts.pricedCatalogVariants(
        { skus: ['SP-1', 'SP-2', 'SP-HIDDEN', 'SP-UNKNOWN'], productIds: [] },
        at,
      ),
      product: await carts.pricedCatalogVariants({ skus: [], productIds: [shown!.id] }, at),
    };
    for (const read of Object.values(reads)) {
      expect(byId(read.map((entry) => entry.prices))).toEqual(expected);
      expect(read.map((entry) => [entry.variant.sku, entry.variant.productKey, entry.variant.uom]).sort()).toEqual([
        ['SP-1', 'sp-shown', 'BX'],
        ['SP-2', 'sp-shown', 'CS'],
      ]);
    }
    expect(await carts.pricedCatalogVariants({ skus: ['SP-HIDDEN'], productIds: [] }, at)).toEqual([]);
  });

  it('reads a price book that follows every write to prices, variants and products', async () => {
    const { db } = database;
    const prices = standalonePriceRepository(db);
    const carts = cartRepository(db);
    const byId = (record: SkuPriceRecord | undefined) =>
      record && { ...record, prices: [...record.prices].sort((a, b) => a.id.localeCompare(b.id)) };
    // The book's record of a sku (every channel), checked against the same record read from the live tables.
    const liveRecord = async (sku: string): Promise<SkuPriceRecord | undefined> => {
      const [row] = await db
        .select({ variant: schema.productVariants, published: schema.products.published })
        .from(schema.productVariants)
        .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
        .where(eq(schema.productVariants.sku, sku));
      if (!row?.published) return undefined;
      const stored = await db.select().from(schema.standalonePrices).where(eq(schema.standalonePrices.sku, sku));
      const { attributes } = row.variant;
      return {
        sku,
        itemNumber: row.variant.itemNumber,
        uom: row.variant.uom,
        asapProductCategory: (attributes.asap_product_category as string | undefined) ?? null,
        controlled: attributes.requires_active_dea_license === true,
        prices: stored
          .filter(
            (price) => price.active && price.currencyCode === 'USD' && !(price.validUntil && price.validUntil <= at),
          )
          .map(({ id, channelId, centAmount, discountedCentAmount, validFrom, validUntil }) => ({
            id,
            channelId,
            centAmount,
            discountedCentAmount,
            validFrom,
            validUntil,
          })),
      };
    };
    const recordOf = async (sku: string) => {
      const [record] = await prices.skuPrices([sku], at);
      const [inCart] = await carts.pricedCatalogVariants({ skus: [sku], productIds: [] }, at);
      const [onContract] = await prices.skuPrices([sku], at, contract);
      const live = byId(await liveRecord(sku));
      expect(byId(record)).toEqual(live);
      expect(byId(inCart?.prices)).toEqual(live);
      const retailAndContract = live && {
        ...live,
        prices: live.prices.filter((price) => price.channelId === null || price.channelId === contract),
      };
      expect(byId(onContract)).toEqual(retailAndContract);
      return record;
    };
    const [product] = await db
      .insert(schema.products)
      .values({ key: 'sp-book', name: { 'en-US': 'Book' }, slug: { 'en-US': 'sp-book' } })
      .returning();
    const [variant] = await db
      .insert(schema.productVariants)
      .values({ productId: product!.id, variantId: 1, sku: 'SP-B1', itemNumber: '9300003', uom: 'EA' })
      .returning();
    expect(await recordOf('SP-B1')).toMatchObject({ uom: 'EA', prices: [] });

    const [retail] = await db.insert(schema.standalonePrices).values({ sku: 'SP-B1', centAmount: 400 }).returning();
    await db.insert(schema.standalonePrices).values({ sku: 'SP-B1', centAmount: 300, channelId: contract });
    expect(amounts(await recordOf('SP-B1'))).toEqual([300, 400]);
    const retailPrice = eq(schema.standalonePrices.id, retail!.id);
    await db.update(schema.standalonePrices).set({ centAmount: 450 }).where(retailPrice);
    expect(amounts(await recordOf('SP-B1'))).toEqual([300, 450]);
    await db
      .update(schema.standalonePrices)
      .set({ validUntil: inDays(-1) })
      .where(retailPrice);
    expect(amounts(await recordOf('SP-B1'))).toEqual([300]);
    await db.update(schema.standalonePrices).set({ validUntil: null, channelId: contract }).where(retailPrice);
    expect((await recordOf('SP-B1'))!.prices.map((price) => price.channelId)).toEqual([contract, contract]);
    await db.update(schema.standalonePrices).set({ channelId: null }).where(retailPrice);
    expect(amounts(await recordOf('SP-B1'))).toEqual([300, 450]);
    await db.delete(schema.standalonePrices).where(retailPrice);
    expect(amounts(await recordOf('SP-B1'))).toEqual([300]);

    const thisVariant = eq(schema.productVariants.id, variant!.id);
    await db
      .update(schema.productVariants)
      .set({ uom: 'BX', itemNumber: '9300004', attributes: { asap_product_category: 'gloves' } })
      .where(thisVariant);
    expect(await recordOf('SP-B1')).toMatchObject({ uom: 'BX', itemNumber: '9300004', asapProductCategory: 'gloves' });
    const thisProduct = eq(schema.products.id, product!.id);
    await db.update(schema.products).set({ published: false }).where(thisProduct);
    expect(await recordOf('SP-B1')).toBeUndefined();
    await db.update(schema.products).set({ published: true }).where(thisProduct);
    expect(await recordOf('SP-B1')).toMatchObject({ uom: 'BX' });

    // A new sku takes the book row along (the contract price keeps the old sku, as prices reference skus by value).
    await db.update(schema.productVariants).set({ sku: 'SP-B2' }).where(thisVariant);
    expect(await recordOf('SP-B1')).toBeUndefined();
    // The book's entry carries the sku too: rebuilt under the new one, not only its row renamed by the foreign key.
    expect(await recordOf('SP-B2')).toMatchObject({ sku: 'SP-B2', prices: [] });
    await db.insert(schema.standalonePrices).values({ sku: 'SP-B2', centAmount: 200 });
    expect(amounts(await recordOf('SP-B2'))).toEqual([200]);
    const bookRows = () => db.select().from(schema.skuPriceBook).where(eq(schema.skuPriceBook.sku, 'SP-B2'));
    expect(await bookRows()).toHaveLength(1);
    await db.delete(schema.products).where(thisProduct);
    expect(await bookRows()).toEqual([]);
  });

  it("marks in the book the channels that price a sku; a contract sharing another's bit reads only its own", async () => {
    const { db } = database;
    const prices = standalonePriceRepository(db);
    const channelByKey = async (key: string) =>
      (await db.select().from(schema.channels).where(eq(schema.channels.key, key)))[0]!;
    const bitOf = (channel: { priceBookBit: number }) => 1n << BigInt(channel.priceBookBit);
    const maskOf = async (sku: string) => {
      const [row] = await db
        .select({ mask: schema.skuPriceBook.contractMask })
        .from(schema.skuPriceBook)
        .where(eq(schema.skuPriceBook.sku, sku));
      return row!.mask;
    };
    const [contractChannel, otherChannel] = [await channelByKey('sp-contract'), await channelByKey('sp-other')];
    expect(contractChannel.priceBookBit).not.toBe(otherChannel.priceBookBit);
    expect(await maskOf('SP-1')).toBe(bitOf(contractChannel) | bitOf(otherChannel));
    expect(await maskOf('SP-2')).toBe(0n);

    // A channel with the contract's bit (as the 65th channel would have): its price sets that bit on SP-2, and the
    // contract still reads none there.
    const [twin] = await db
      .insert(schema.channels)
      .values({ key: 'sp-twin', roles: ['ProductDistribution'], priceBookBit: contractChannel.priceBookBit })
      .returning();
    const [twinPrice] = await db
      .insert(schema.standalonePrices)
      .values({ sku: 'SP-2', centAmount: 310, channelId: twin!.id })
      .returning();
    expect(await maskOf('SP-2')).toBe(bitOf(contractChannel));
    expect(amounts(bySku(await prices.skuPrices(['SP-1', 'SP-2'], at, contract)).get('SP-2'))).toEqual([]);
    expect(amounts(bySku(await prices.skuPrices(['SP-1', 'SP-2'], at, twin!.id)).get('SP-2'))).toEqual([310]);

    // A contract price's update moves the bits only when its channel or sku changes.
    // Its amount and state are in no book row, so the row is not even rewritten (its xmin stays).
    const bookRowVersion = () =>
      db
        .select({ version: sql<string>`xmin::text` })
        .from(schema.skuPriceBook)
        .where(eq(schema.skuPriceBook.sku, 'SP-2'));
    const thePrice = eq(schema.standalonePrices.id, twinPrice!.id);
    const versionBefore = await bookRowVersion();
    await db.update(schema.standalonePrices).set({ centAmount: 320, active: false }).where(thePrice);
    expect(await maskOf('SP-2')).toBe(bitOf(contractChannel));
    expect(await bookRowVersion()).toEqual(versionBefore);
    await db.update(schema.standalonePrices).set({ channelId: otherChannel.id, active: true }).where(thePrice);
    expect(await maskOf('SP-2')).toBe(bitOf(otherChannel));
    expect(amounts(bySku(await prices.skuPrices(['SP-2'], at, otherChannel.id)).get('SP-2'))).toEqual([320]);
    await db.update(schema.standalonePrices).set({ sku: 'SP-1', channelId: twin!.id }).where(thePrice);
    expect(await maskOf('SP-2')).toBe(0n);
    expect(amounts(bySku(await prices.skuPrices(['SP-1'], at, twin!.id)).get('SP-1'))).toContain(320);
    await db.update(schema.standalonePrices).set({ sku: 'SP-2' }).where(thePrice);
    await db.delete(schema.standalonePrices).where(thePrice);
    expect(await maskOf('SP-2')).toBe(0n);

    // A channel's bit changed by hand: the masks follow it, and the contract still reads its prices.
    const contractPrices = amounts(bySku(await prices.skuPrices(['SP-1'], at, contract)).get('SP-1'));
    const theContract = eq(schema.channels.id, contract);
    await db.update(schema.channels).set({ priceBookBit: 62 }).where(theContract);
    expect(await maskOf('SP-1')).toBe((1n << 62n) | bitOf(otherChannel));
    expect(amounts(bySku(await prices.skuPrices(['SP-1'], at, contract)).get('SP-1'))).toEqual(contractPrices);
    await db.update(schema.channels).set({ priceBookBit: contractChannel.priceBookBit }).where(theContract);
    expect(await maskOf('SP-1')).toBe(bitOf(contractChannel) | bitOf(otherChannel));
  });

  // PostgreSQL only: PGlite is one connection, so its writers never overlap.
  /**
   * Runs `first` in a transaction held open until `second`, in another, waits for a lock (or ends without waiting),
   * then lets both commit: their refreshes of the book overlap.
   */
  async function overlapping(first: (tx: Db) => Promise<unknown>, second: (tx: Db) => Promise<unknown>) {
    const { db } = database;
    let firstWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    let releaseFirst!: () => void;
    const released = new Promise<void>((resolve) => (releaseFirst = resolve));
    const firstDone = db.transaction(async (tx) => {
      await first(tx);
      firstWrote();
      await released;
    });
    await wrote;
    let secondEnded = false;
    const secondDone = db.transaction(second).finally(() => (secondEnded = true));
    while (!secondEnded) {
      // postgres-js answers rows as an array (these tests run on PostgreSQL only).
      const [waiting] = (await db.execute(
        sql`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like '%standalone_prices%'`,
      )) as unknown as { count: number }[];
      if (waiting!.count > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    releaseFirst();
    await Promise.all([firstDone, secondDone]);
  }

  const raceProduct = async (key: string) => {
    const [product] = await database.db
      .insert(schema.products)
      .values({ key, name: { 'en-US': key }, slug: { 'en-US': key } })
      .returning();
    return product!.id;
  };
  /** A product of its own with one variant of this sku, committed before the race. */
  const raceVariant = async (key: string, sku: string, itemNumber: string) => {
    const productId = await raceProduct(key);
    await database.db.insert(schema.productVariants).values({ productId, variantId: 1, sku, itemNumber, uom: 'EA' });
  };

  it.skipIf(target.name !== 'postgres')(
    "keeps both of two concurrent transactions' retail prices of one sku",
    async () => {
      await raceVariant('sp-race', 'SP-R1', '9300005');
      await overlapping(
        (tx) => tx.insert(schema.standalonePrices).values({ sku: 'SP-R1', centAmount: 100 }),
        (tx) => tx.insert(schema.standalonePrices).values({ sku: 'SP-R1', centAmount: 200 }),
      );
      const record = bySku(await standalonePriceRepository(database.db).skuPrices(['SP-R1'], at)).get('SP-R1');
      expect(amounts(record)).toEqual([100, 200]);
    },
  );

  it.skipIf(target.name !== 'postgres')(
    "keeps one sku's contract and retail prices written by concurrent transactions, in either order",
    async () => {
      await raceVariant('sp-race-mask', 'SP-R3', '9300007');
      const contractPrice = (centAmount: number) => (tx: Db) =>
        tx.insert(schema.standalonePrices).values({ sku: 'SP-R3', centAmount, channelId: contract });
      const retailPrice = (centAmount: number) => (tx: Db) =>
        tx.insert(schema.standalonePrices).values({ sku: 'SP-R3', centAmount });
      const repository = standalonePriceRepository(database.db);
      await overlapping(contractPrice(100), retailPrice(200));
      expect(amounts(bySku(await repository.skuPrices(['SP-R3'], at, contract)).get('SP-R3'))).toEqual([100, 200]);
      await database.db.delete(schema.standalonePrices).where(eq(schema.standalonePrices.sku, 'SP-R3'));
      await overlapping(retailPrice(300), contractPrice(400));
      expect(amounts(bySku(await repository.skuPrices(['SP-R3'], at, contract)).get('SP-R3'))).toEqual([300, 400]);
    },
  );

  it.skipIf(target.name !== 'postgres')(
    'keeps a retail price written while another transaction creates its variant',
    async () => {
      const productId = await raceProduct('sp-race-new');
      await overlapping(
        (tx) =>
          tx
            .insert(schema.productVariants)
            .values({ productId, variantId: 1, sku: 'SP-R2', itemNumber: '9300006', uom: 'EA' }),
        (tx) => tx.insert(schema.standalonePrices).values({ sku: 'SP-R2', centAmount: 300 }),
      );
      const record = bySku(await standalonePriceRepository(database.db).skuPrices(['SP-R2'], at)).get('SP-R2');
      expect(amounts(record)).toEqual([300]);
    },
  );
});

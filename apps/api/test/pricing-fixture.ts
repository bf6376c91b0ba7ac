import { schema, type Db } from '@chairside/db';
import { eq } from 'drizzle-orm';
import { signIn } from './customer-fixture';

const day = 86_400_000;
/** A date `days` from the real now: validity windows and expirations are judged against the request time. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * day);

type PriceInsert = typeof schema.standalonePrices.$inferInsert;
type LotInsert = typeof schema.inventoryEntries.$inferInsert;

/**
 * Products, prices and stock with known numbers, added on top of the seeded demo data (demo
 * accounts, their offices, contracts and warehouses), for the pricing and inventory tests.
 */
export function pricingFixture(db: Db) {
  const channelId = async (key: string) => {
    const [channel] = await db
      .select({ id: schema.channels.id })
      .from(schema.channels)
      .where(eq(schema.channels.key, key));
    if (!channel) throw new Error(`No channel ${key} in the seeded data`);
    return channel.id;
  };

  return {
    channelId,

    /** A published (or not) product with one variant per unit; skus are `T-<item>-<uom>`. */
    async product(
      itemNumber: string,
      units: { uom: string; countPerUnit: number }[],
      options: { published?: boolean; asapCategory?: string } = {},
    ) {
      const [product] = await db
        .insert(schema.products)
        .values({
          key: `test-${itemNumber}`,
          name: { 'en-US': `Test product ${itemNumber}` },
          slug: { 'en-US': `test-product-${itemNumber}` },
          published: options.published ?? true,
        })
        .returning({ id: schema.products.id });
      const variants = units.map(({ uom, countPerUnit }, index) => ({
        productId: product!.id,
        variantId: index + 1,
        sku: `T-${itemNumber}-${uom}`,
        itemNumber,
        uom,
        attributes: {
          hs_item_number: itemNumber,
          hs_uom: uom,
          count_per_unit: countPerUnit,
          ...(options.asapCategory ? { asap_product_category: options.asapCategory } : {}),
        },
      }));
      await db.insert(schema.productVariants).values(variants);
      return variants.map((variant) => variant.sku);
    },

    async prices(rows: PriceInsert[]) {
      return db.insert(schema.standalonePrices).values(rows).returning();
    },

    async lots(rows: LotInsert[]) {
      await db.insert(schema.inventoryEntries).values(rows);
    },

    /**
     * A demo customer signed in; a fresh session works in the first office by name unless another office (by key) is
     * chosen.
     */
    async signInDemo(email: string, officeKey?: string) {
      const [customer] = await db
        .select({ id: schema.customers.id })
        .from(schema.customers)
        .where(eq(schema.customers.email, email));
      if (!customer) throw new Error(`No demo customer ${email}`);
      if (officeKey === undefined) return signIn(db, customer.id);
      const [office] = await db
        .select({ id: schema.businessUnits.id })
        .from(schema.businessUnits)
        .where(eq(schema.businessUnits.key, officeKey));
      return signIn(db, customer.id, { activeBusinessUnitId: office!.id });
    },
  };
}

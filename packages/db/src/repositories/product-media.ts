import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { categories, productVariants, products, type LocalizedString } from '../schema';

export interface ProductImageSubject {
  name: LocalizedString;
  brand: string | undefined;
  categoryKey: string | undefined;
}

/** What a generated product picture shows: the product name, its brand and its first category. */
export function productMediaRepository(db: Db) {
  return {
    async findImageSubject(productKey: string): Promise<ProductImageSubject | undefined> {
      const rows = await db
        .select({
          name: products.name,
          brand: sql<string | null>`${productVariants.attributes}->>'brand'`,
          categoryKey: categories.key,
        })
        .from(products)
        .leftJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.variantId, 1)))
        .leftJoin(categories, sql`${categories.id} = ${products.categoryIds}[1]`)
        .where(eq(products.key, productKey))
        .limit(1);
      const row = rows[0];
      if (!row) return undefined;
      return { name: row.name, brand: row.brand ?? undefined, categoryKey: row.categoryKey ?? undefined };
    },
  };
}

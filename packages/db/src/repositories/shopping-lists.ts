import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { customers, products, productVariants, shoppingListLines, shoppingLists } from '../schema';
import { activeOfficeId } from './active-office-sql';
import type { PageRequest } from './paged-query';

export type ShoppingListRecord = typeof shoppingLists.$inferSelect;
export type ShoppingListLineRecord = typeof shoppingListLines.$inferSelect;
export type NewShoppingList = Omit<
  typeof shoppingLists.$inferInsert,
  'id' | 'version' | 'createdAt' | 'lastModifiedAt' | 'customerId'
> & { customerId: string; createdAt: Date; lastModifiedAt: Date };
export type ShoppingListChanges = Partial<
  Pick<ShoppingListRecord, 'name' | 'description' | 'sharedWithOffice' | 'deleteDaysAfterLastModification'>
>;
export type ShoppingListSortField = 'id' | 'key' | 'createdAt' | 'lastModifiedAt';

/** Who reads: the subject customer and the session whose active office decides which shared lists it sees. */
export interface ShoppingListViewer {
  customerId: string;
  sessionId: string | null;
}

/** A list with its owner's name, as every read returns it. */
export interface ShoppingListRow {
  list: ShoppingListRecord;
  ownerName: string;
}

/** A line with its variant and product and the name of who added it, for the answer. */
export interface ShoppingListLineRow {
  line: ShoppingListLineRecord;
  variant: {
    variantId: number;
    sku: string;
    itemNumber: string;
    uom: string;
    images: unknown[];
    attributes: Record<string, unknown>;
  };
  product: {
    id: string;
    productType: string;
    name: Record<string, string>;
    slug: Record<string, string>;
    published: boolean;
  };
  addedByName: string | null;
}

/** A variant a line may point at: one item number in one unit, of a published product. */
export interface ListVariantRecord {
  id: string;
  productId: string;
  variantId: number;
  sku: string;
  uom: string;
}

/** One update: the list as read (its version is the expected one), its changes, and the lines removed or written. */
export interface ShoppingListWrite {
  list: ShoppingListRecord;
  changes: ShoppingListChanges;
  at: Date;
  deletedIds: string[];
  /** New lines and changed ones, whole: a changed line is deleted and inserted again under its id. */
  written: ShoppingListLineRecord[];
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A customer's full name, or the email when no name is set. */
const nameOf = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${customers.firstName}, ${customers.lastName})), ''), ${customers.email})`;

/** The viewer's own lists and those shared with the viewer's active office. */
const visibleTo = (viewer: ShoppingListViewer): SQL =>
  or(
    eq(shoppingLists.customerId, viewer.customerId),
    and(
      eq(shoppingLists.sharedWithOffice, true),
      sql`${shoppingLists.businessUnitId} = ${activeOfficeId(viewer.customerId, viewer.sessionId)}`,
    ),
  )!;

const sortColumns: Record<ShoppingListSortField, SQL> = {
  id: sql`${shoppingLists.id}`,
  key: sql`${shoppingLists.key}`,
  createdAt: sql`${shoppingLists.createdAt}`,
  lastModifiedAt: sql`${shoppingLists.lastModifiedAt}`,
};

/** Unique violations the API answers as 400 DuplicateField, by index name. */
export const shoppingListUniqueIndexes = {
  favorites: 'shopping_lists_favorites_uq',
  key: 'shopping_lists_customer_key_uq',
} as const;

/** The unique index a PostgreSQL or PGlite error (possibly wrapped by Drizzle) violated, if it is a unique violation. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint, constraint_name } = cause as {
      code?: string;
      constraint?: string;
      constraint_name?: string;
    };
    if (code === '23505') return constraint ?? constraint_name;
  }
  return undefined;
}

/**
 * Shopping lists and their lines. Every read names the viewer, so a list reaches only its owner and, when shared, the
 * members of its office; writes name the owner. Lines of many lists load in one query (never one per list or line).
 */
export function shoppingListRepository(db: Db) {
  const listRows = () =>
    db
      .select({ list: shoppingLists, ownerName: nameOf })
      .from(shoppingLists)
      .innerJoin(customers, eq(customers.id, shoppingLists.customerId));

  const lineRows = (where: SQL) =>
    db
      .select({
        line: shoppingListLines,
        variant: {
          variantId: productVariants.variantId,
          sku: productVariants.sku,
          itemNumber: productVariants.itemNumber,
          uom: productVariants.uom,
          images: productVariants.images,
          attributes: productVariants.attributes,
        },
        product: {
          id: products.id,
          productType: products.productType,
          name: products.name,
          slug: products.slug,
          published: products.published,
        },
        addedByName: sql<string | null>`case when ${customers.id} is null then null else ${nameOf} end`,
      })
      .from(shoppingListLines)
      .innerJoin(productVariants, eq(productVariants.id, shoppingListLines.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(customers, eq(customers.id, shoppingListLines.addedByCustomerId))
      .where(where)
      .orderBy(asc(shoppingListLines.listId), asc(shoppingListLines.position), asc(shoppingListLines.id));

  return {
    /** A list the viewer may see, with its lines, in two queries run at once; undefined when it may not. */
    async findVisible(
      id: string,
      viewer: ShoppingListViewer,
    ): Promise<{ row: ShoppingListRow; lines: ShoppingListLineRow[] } | undefined> {
      if (!isUuid(id)) return undefined;
      const visible = and(eq(shoppingLists.id, id), visibleTo(viewer));
      const [[row], lines] = await Promise.all([
        listRows().where(visible),
        lineRows(
          inArray(shoppingListLines.listId, db.select({ id: shoppingLists.id }).from(shoppingLists).where(visible)),
        ),
      ]);
      return row ? { row, lines } : undefined;
    },

    /** The lines of lists already read for the viewer, in one query, in list order. */
    async linesOf(listIds: readonly string[]): Promise<ShoppingListLineRow[]> {
      if (listIds.length === 0) return [];
      return lineRows(inArray(shoppingListLines.listId, [...listIds]));
    },

    /** GET me/shopping-lists: the viewer's lists and its office's shared ones, sorted and paged, with the total. */
    async page(
      viewer: ShoppingListViewer,
      request: PageRequest<ShoppingListSortField>,
    ): Promise<{ rows: ShoppingListRow[]; total?: number }> {
      const where = and(visibleTo(viewer), request.where);
      const sort =
        request.sort.length > 0 ? request.sort : [{ field: 'lastModifiedAt' as const, direction: 'desc' as const }];
      const orderBy = [...sort, { field: 'id' as const, direction: 'asc' as const }].map(({ field, direction }) =>
        direction === 'asc' ? asc(sortColumns[field]) : desc(sortColumns[field]),
      );
      const [rows, totals] = await Promise.all([
        request.limit === 0
          ? []
          : listRows()
              .where(where)
              .orderBy(...orderBy)
              .limit(request.limit)
              .offset(request.offset),
        request.withTotal ? db.select({ total: count() }).from(shoppingLists).where(where) : undefined,
      ]);
      return { rows, ...(totals ? { total: totals[0]?.total ?? 0 } : {}) };
    },

    /** Published variants by sku, or by product id (all of the product's units). */
    async variants(refs: { skus: readonly string[]; productIds: readonly string[] }): Promise<ListVariantRecord[]> {
      const productIds = refs.productIds.filter(isUuid);
      if (refs.skus.length === 0 && productIds.length === 0) return [];
      return db
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          variantId: productVariants.variantId,
          sku: productVariants.sku,
          uom: productVariants.uom,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            or(
              refs.skus.length > 0 ? inArray(productVariants.sku, [...refs.skus]) : undefined,
              productIds.length > 0 ? inArray(productVariants.productId, productIds) : undefined,
            ),
            eq(products.published, true),
          ),
        );
    },

    /** A new list and its lines, in one transaction; unique violations (favorites, key) propagate. */
    async create(list: NewShoppingList, lines: Omit<ShoppingListLineRecord, 'listId'>[]): Promise<ShoppingListRecord> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(shoppingLists).values(list).returning();
        if (lines.length > 0)
          await tx.insert(shoppingListLines).values(lines.map((line) => ({ ...line, listId: created!.id })));
        return created!;
      });
    },

    /**
     * Stores an update while the list is still at the version read (one version up); undefined when it no longer is.
     * One short transaction: the list row, then the removed and rewritten lines in one statement each.
     */
    async write({
      list,
      changes,
      at,
      deletedIds,
      written,
    }: ShoppingListWrite): Promise<ShoppingListRecord | undefined> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(shoppingLists)
          .set({ ...changes, version: list.version + 1, lastModifiedAt: at })
          .where(
            and(
              eq(shoppingLists.id, list.id),
              eq(shoppingLists.customerId, list.customerId),
              eq(shoppingLists.version, list.version),
            ),
          )
          .returning();
        if (!updated) return undefined;
        const gone = [...deletedIds, ...written.map((line) => line.id)];
        if (gone.length > 0)
          await tx
            .delete(shoppingListLines)
            .where(and(eq(shoppingListLines.listId, list.id), inArray(shoppingListLines.id, gone)));
        if (written.length > 0) await tx.insert(shoppingListLines).values(written);
        return updated;
      });
    },

    /** Deletes the owner's list at the version read; false when it is no longer at that version. */
    async delete(list: ShoppingListRecord): Promise<boolean> {
      const deleted = await db
        .delete(shoppingLists)
        .where(
          and(
            eq(shoppingLists.id, list.id),
            eq(shoppingLists.customerId, list.customerId),
            eq(shoppingLists.version, list.version),
          ),
        )
        .returning({ id: shoppingLists.id });
      return deleted.length > 0;
    },
  };
}

export type ShoppingListRepository = ReturnType<typeof shoppingListRepository>;

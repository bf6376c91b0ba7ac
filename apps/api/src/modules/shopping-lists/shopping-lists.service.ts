import type { MyShoppingListDraft, MyShoppingListUpdate, ShoppingList } from '@chairside/contracts';
import {
  shoppingListRepository,
  shoppingListUniqueIndexes,
  violatedUniqueIndex,
  type Db,
  type ShoppingListRecord,
  type ShoppingListViewer,
} from '@chairside/db';
import type { SubjectContext } from '../../access/request-context';
import { concurrentModification } from '../../http/api-error';
import { pagedResponse } from '../../http/paged-response';
import { asList, parseSort } from '../../http/query-params';
import { queryVariables, type PredicateQueryParams } from '../../query/query-variables';
import { compileWhere } from '../../query/where';
import { loadListCatalog } from './list-catalog';
import { checkedDescription, checkedName, ListDraft } from './list-draft';
import { toShoppingList, type ListExpansion } from './shopping-list.mapper';
import { duplicateList, listNotFound, notListOwner } from './shopping-list-errors';
import { shoppingListFields, shoppingListSortFields } from './shopping-lists.fields';

/** commercetools expand paths that bring the lines' variants (and with them the product slugs). */
const variantPaths = new Set(['lineItems[*].variant', 'lineItems[*].productSlug']);
const expansionOf = (expand: string | string[] | undefined): ListExpansion => ({
  variants: asList(expand).some((path) => variantPaths.has(path.replace(/\s+/g, ''))),
});

const viewerOf = (context: SubjectContext): ShoppingListViewer => ({
  customerId: context.subject.customerId,
  sessionId: context.sessionId ?? null,
});

/** Who a line's "added by" names: the signed-in account (a representative acting for the customer is named as such). */
const adderOf = (context: SubjectContext): string =>
  'customerId' in context.actor ? context.actor.customerId : context.subject.customerId;

/**
 * me/shopping-lists for the subject customer: its own lists, and the lists other members shared with its active office
 * (readable, not editable). Every read is scoped in its query; a list the caller may not see is "List not found".
 */
export function shoppingListsService(db: Db) {
  const lists = shoppingListRepository(db);

  async function read(context: SubjectContext, id: string, expand: ListExpansion): Promise<ShoppingList> {
    const found = await lists.findVisible(id, viewerOf(context));
    if (!found) throw listNotFound();
    return toShoppingList(found.row, found.lines, context.subject.customerId, expand);
  }

  /** The caller's own list at `version`; a shared list of someone else is 403, an invisible one 404. */
  async function owned(context: SubjectContext, id: string, version: number) {
    const found = await lists.findVisible(id, viewerOf(context));
    if (!found) throw listNotFound();
    if (found.row.list.customerId !== context.subject.customerId) throw notListOwner();
    if (found.row.list.version !== version) throw concurrentModification(found.row.list, version);
    return found;
  }

  /** 409 after a write that lost the race: the version now stored. */
  async function lostRace(context: SubjectContext, list: ShoppingListRecord, expected: number): Promise<never> {
    const now = await lists.findVisible(list.id, viewerOf(context));
    if (!now) throw listNotFound();
    throw concurrentModification(now.row.list, expected);
  }

  return {
    /** GET me/shopping-lists: 50 a page, last changed first unless sorted otherwise; lines of the page in one query. */
    async list(context: SubjectContext, params: PredicateQueryParams) {
      const where = compileWhere(params.where, shoppingListFields, queryVariables(params));
      const sort = parseSort(params.sort, shoppingListSortFields);
      const { rows, total } = await lists.page(viewerOf(context), {
        where,
        sort,
        limit: params.limit,
        offset: params.offset,
        withTotal: params.withTotal !== 'false',
      });
      const lines = await lists.linesOf(rows.map((row) => row.list.id));
      const expand = expansionOf(params.expand);
      return pagedResponse(
        params,
        rows.map((row) =>
          toShoppingList(
            row,
            lines.filter((line) => line.line.listId === row.list.id),
            context.subject.customerId,
            expand,
          ),
        ),
        total,
      );
    },

    get: (context: SubjectContext, id: string, expand: string | string[] | undefined) =>
      read(context, id, expansionOf(expand)),

    /** POST me/shopping-lists: a new list of the caller in its active office; lines by sku or product and variant. */
    async create(context: SubjectContext, draft: MyShoppingListDraft): Promise<ShoppingList> {
      const name = checkedName(draft.name);
      const description = checkedDescription(draft.description);
      const inputs = draft.lineItems ?? [];
      const fields = draft.custom?.fields ?? {};
      const [catalog, { active }] = await Promise.all([loadListCatalog(lists, inputs, []), context.offices()]);
      const businessUnitId = active?.id ?? null;
      const draftLines = new ListDraft({ id: '', businessUnitId }, [], catalog, {
        customerId: adderOf(context),
        now: context.now,
      });
      if (fields.shared_with_office)
        draftLines.apply({ action: 'setCustomField', name: 'shared_with_office', value: true });
      // Repeated variants merge into one line, as addLineItem does; the 501st distinct line is refused.
      for (const input of inputs) draftLines.add(input);
      const { written } = draftLines.toWrite();
      const created = await lists
        .create(
          {
            customerId: context.subject.customerId,
            businessUnitId,
            key: draft.key ?? null,
            name,
            description,
            favorites: fields.favorites ?? false,
            sharedWithOffice: fields.shared_with_office ?? false,
            deleteDaysAfterLastModification: draft.deleteDaysAfterLastModification ?? null,
            createdAt: context.now,
            lastModifiedAt: context.now,
          },
          written.map(({ listId: _, ...line }) => line),
        )
        .catch((error: unknown) => {
          const index = violatedUniqueIndex(error);
          if (index === shoppingListUniqueIndexes.favorites) throw duplicateList('favorites', true);
          if (index === shoppingListUniqueIndexes.key) throw duplicateList('key', draft.key);
          throw error;
        });
      return read(context, created.id, { variants: false });
    },

    /**
     * POST me/shopping-lists/{id}: the owner's actions applied in order, all or none; stored only while the list is
     * still at `version` (409 ConcurrentModification otherwise).
     */
    async update(
      context: SubjectContext,
      id: string,
      { version, actions }: MyShoppingListUpdate,
    ): Promise<ShoppingList> {
      const { row, lines } = await owned(context, id, version);
      const moved = new Set(
        actions.flatMap((action) =>
          action.action === 'setLineItemCustomField' && action.name === 'hs_uom' ? [action.lineItemId] : [],
        ),
      );
      const catalog = await loadListCatalog(
        lists,
        actions.flatMap((action) => (action.action === 'addLineItem' ? [action] : [])),
        lines.filter((line) => moved.has(line.line.id)).map((line) => line.product.id),
      );
      const draft = new ListDraft(
        row.list,
        lines.map((line) => ({ record: line.line, productId: line.product.id })),
        catalog,
        { customerId: adderOf(context), now: context.now },
      );
      for (const action of actions) draft.apply(action);
      const written = await lists.write({
        list: row.list,
        changes: draft.changes,
        at: context.now,
        ...draft.toWrite(),
      });
      if (!written) return lostRace(context, row.list, version);
      return read(context, id, { variants: false });
    },

    /** DELETE me/shopping-lists/{id}?version: the owner's list; answers the list as it was. */
    async remove(context: SubjectContext, id: string, version: number): Promise<ShoppingList> {
      const { row, lines } = await owned(context, id, version);
      if (!(await lists.delete(row.list))) return lostRace(context, row.list, version);
      return toShoppingList(row, lines, context.subject.customerId, { variants: false });
    },
  };
}

export type ShoppingListsService = ReturnType<typeof shoppingListsService>;

import { shoppingListPageSize, type ShoppingList, type ShoppingListLineItem } from '@chairside/contracts';
import { defaultLocale } from '@chairside/domain';
import { lineName } from './list-names';

/** One line as the list page shows it (plain data: the lines table is a client component). */
export interface ListRow {
  id: string;
  sku: string | undefined;
  name: string;
  href: string | undefined;
  itemNumber: string;
  uom: string;
  image: { url: string; alt: string } | undefined;
  quantity: number;
  note: string;
  addedBy: string;
  addedAt: string;
  /** Unpublished or removed products cannot be ordered (commercetools deactivatedAt). */
  available: boolean;
}

export function listRow(line: ShoppingListLineItem): ListRow {
  const name = lineName(line);
  const slug = line.productSlug?.[defaultLocale] ?? Object.values(line.productSlug ?? {})[0];
  const image = line.variant?.images[0];
  return {
    id: line.id,
    sku: line.variant?.sku,
    name,
    href: slug && line.published && !line.deactivatedAt ? `/product/${encodeURIComponent(slug)}` : undefined,
    itemNumber: line.custom.fields.hs_item_number,
    uom: line.custom.fields.hs_uom,
    image: image ? { url: image.url, alt: image.label ?? name } : undefined,
    quantity: line.quantity,
    note: line.custom.fields.note ?? '',
    addedBy: line.custom.fields.added_by,
    addedAt: line.addedAt,
    available: line.published && !line.deactivatedAt && line.variant !== undefined,
  };
}

export const sortKeys = ['position', 'name', 'item', 'added'] as const;
export type SortKey = (typeof sortKeys)[number];
export const sortLabels: Record<SortKey, string> = {
  position: 'List order',
  name: 'Name',
  item: 'Item number',
  added: 'Date added (newest first)',
};

/** The list page's view from its URL: sort, text filter and page (so the page renders on the server). */
export interface ListQuery {
  sort: SortKey;
  filter: string;
  page: number;
  print: boolean;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function listQuery(params: Record<string, string | string[] | undefined>): ListQuery {
  const sort = first(params.sort);
  const page = Number(first(params.page));
  return {
    sort: sortKeys.includes(sort as SortKey) ? (sort as SortKey) : 'position',
    filter: (first(params.q) ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000 ? page : 1,
    print: first(params.print) === '1',
  };
}

const compareText = (a: string, b: string) => a.localeCompare(b, defaultLocale, { numeric: true, sensitivity: 'base' });

const comparators: Record<Exclude<SortKey, 'position'>, (a: ListRow, b: ListRow) => number> = {
  name: (a, b) => compareText(a.name, b.name),
  item: (a, b) => compareText(a.itemNumber, b.itemNumber) || compareText(a.uom, b.uom),
  added: (a, b) => b.addedAt.localeCompare(a.addedAt),
};

/** Filter (name, item number, unit, note; any case), then sort; list order is the list's own. */
export function arrange(rows: readonly ListRow[], query: Pick<ListQuery, 'sort' | 'filter'>): ListRow[] {
  const needle = query.filter.toLocaleLowerCase(defaultLocale);
  const matching = needle
    ? rows.filter((row) =>
        [row.name, row.itemNumber, row.uom, row.sku ?? '', row.note].some((text) =>
          text.toLocaleLowerCase(defaultLocale).includes(needle),
        ),
      )
    : [...rows];
  return query.sort === 'position' ? matching : matching.sort(comparators[query.sort]);
}

export interface RowPage {
  rows: ListRow[];
  page: number;
  pageCount: number;
  total: number;
}

/** Spec §9: lists show 50 lines a page. A page past the end shows the last. */
export function pageOf(rows: readonly ListRow[], page: number, size: number = shoppingListPageSize): RowPage {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(page, pageCount);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pageCount, total: rows.length };
}

/** The list's line ids with one line moved up or down by one place (keyboard reordering). */
export function moveLine(order: readonly string[], id: string, by: -1 | 1): string[] | undefined {
  const from = order.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return undefined;
  const moved = [...order];
  moved.splice(from, 1);
  moved.splice(to, 0, id);
  return moved;
}

/** The list's line ids with `id` dropped before `beforeId` (drag and drop); undefined when nothing moves. */
export function dropLine(order: readonly string[], id: string, beforeId: string | undefined): string[] | undefined {
  if (id === beforeId || !order.includes(id)) return undefined;
  const rest = order.filter((candidate) => candidate !== id);
  const at = beforeId === undefined ? rest.length : rest.indexOf(beforeId);
  if (at < 0) return undefined;
  rest.splice(at, 0, id);
  return rest.every((candidate, index) => candidate === order[index]) ? undefined : rest;
}

export const listRows = (list: ShoppingList) => list.lineItems.map(listRow);

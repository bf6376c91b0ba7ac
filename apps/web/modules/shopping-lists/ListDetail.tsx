import type { ShoppingList } from '@chairside/contracts';
import Link from 'next/link';
import { cardOfferState } from '@/modules/pricing/offers';
import { loadPageOffers } from '@/modules/pricing/page-offers';
import { PriceLine } from '@/modules/pricing/PriceLine';
import { StockLine } from '@/modules/pricing/StockLine';
import { ImportForm } from './ImportForm';
import { ListLines, type LineCells } from './ListLines';
import { ListManageActions } from './ListManageActions';
import { ListToolbar } from './ListToolbar';
import { listName } from './list-names';
import { arrange, listRows, pageOf, type ListQuery, type ListRow } from './list-view';
import { listPath, listsPath } from './paths';
import { listTexts } from './texts';
import styles from './lists.module.css';

/** Price and stock of the rows shown, from ONE pricing and ONE inventory call for the whole page. */
async function cellsOf(rows: readonly ListRow[]): Promise<Record<string, LineCells>> {
  const offers = await loadPageOffers(
    rows.flatMap((row) => (row.sku ? [{ sku: row.sku, itemNumber: row.itemNumber, uom: row.uom }] : [])),
  );
  return Object.fromEntries(
    rows.map((row) => {
      const state = cardOfferState(offers, row.sku);
      if ('prompt' in state) return [row.id, { price: <p className={styles.meta}>{state.prompt}</p>, stock: null }];
      return [
        row.id,
        {
          price: row.available ? <PriceLine price={state.offer?.price} /> : null,
          stock: row.available ? <StockLine stock={state.offer?.stock} /> : null,
        },
      ];
    }),
  );
}

const pageHref = (id: string, query: ListQuery, page: number) => {
  const params = new URLSearchParams();
  if (query.sort !== 'position') params.set('sort', query.sort);
  if (query.filter) params.set('q', query.filter);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${listPath(id)}?${search}` : listPath(id);
};

function Pagination({ id, query, page, pageCount }: { id: string; query: ListQuery; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="List pages">
      {page > 1 ? (
        <Link href={pageHref(id, query, page - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={pageHref(id, query, page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** One list: its lines with the customer's prices and stock, the cart buttons, sort, filter, paging and transfer. */
export async function ListDetail({ list, query }: { list: ShoppingList; query: ListQuery }) {
  const name = listName(list);
  const all = listRows(list);
  const shown = pageOf(arrange(all, query), query.page);
  const cells = await cellsOf(shown.rows);
  const shared = list.custom.fields.shared_with_office;
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link href={listsPath}>← All lists</Link>
      </p>
      <div className={styles.header}>
        <div>
          <h1>{name}</h1>
          <p className={styles.meta}>
            {listTexts.itemCount(all.length)} · {list.editable ? 'Your list' : `Shared by ${list.ownerName}`}
            {shared && list.editable ? ' · Shared with your office' : ''}
          </p>
        </div>
        {list.editable ? (
          <ListManageActions
            leaveAfterDelete
            list={{ id: list.id, version: list.version, name, shared, favorites: list.custom.fields.favorites }}
          />
        ) : null}
      </div>
      {all.length === 0 ? (
        <p className={styles.empty}>This list is empty. Add items with the heart or “Add to list” on any product.</p>
      ) : (
        <>
          <ListToolbar id={list.id} query={query} shown={shown.total} total={all.length} />
          {shown.total === 0 ? (
            <p className={styles.empty}>No items match “{query.filter}”.</p>
          ) : (
            <ListLines
              list={{ id: list.id, version: list.version }}
              rows={shown.rows}
              cells={cells}
              order={all.map((row) => row.id)}
              editable={list.editable}
              reorderable={query.sort === 'position' && !query.filter}
            />
          )}
          <Pagination id={list.id} query={query} page={shown.page} pageCount={shown.pageCount} />
        </>
      )}
      <section className={styles.section} aria-labelledby="transfer">
        <h2 id="transfer">Export and import</h2>
        <p className={styles.transferLinks}>
          <a href={`${listPath(list.id)}/export`} download>
            Export to CSV
          </a>
          <Link href={`${listPath(list.id)}?print=1`} target="_blank">
            Print view
          </Link>
        </p>
        {list.editable ? <ImportForm list={{ id: list.id, version: list.version }} /> : null}
      </section>
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMyShoppingList } from '@/lib/api/shopping-lists';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import { ListDetail } from '@/modules/shopping-lists/ListDetail';
import { ListPrint } from '@/modules/shopping-lists/ListPrint';
import { listQuery } from '@/modules/shopping-lists/list-view';
import { listPath } from '@/modules/shopping-lists/paths';
import { listTexts } from '@/modules/shopping-lists/texts';
import styles from '@/modules/shopping-lists/lists.module.css';

export const metadata: Metadata = { title: 'Shopping List', robots: { index: false } };

export default async function ShoppingListPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  // Read alongside the customer check (it never throws): one API round trip less before prices and stock.
  const reading = getMyShoppingList(id);
  if (!(await requireCustomerToActFor(listPath(id)))) return <CustomerRequired title="Shopping List" />;
  const list = await reading;
  if (!list.ok && (list.status === 404 || list.status === 400)) notFound();
  if (!list.ok)
    return (
      <div className={styles.page}>
        <h1>Shopping List</h1>
        <p role="alert" className={styles.error}>
          {listTexts.readUnavailable}
        </p>
      </div>
    );
  const query = listQuery(await searchParams);
  return query.print ? <ListPrint list={list.value} query={query} /> : <ListDetail list={list.value} query={query} />;
}

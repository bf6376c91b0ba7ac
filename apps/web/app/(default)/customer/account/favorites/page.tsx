import type { Metadata } from 'next';
import { listAllMyShoppingLists } from '@/lib/api/shopping-lists';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import { CreateListForm } from '@/modules/shopping-lists/CreateListForm';
import { ListsOverview } from '@/modules/shopping-lists/ListsOverview';
import { listsPath } from '@/modules/shopping-lists/paths';
import { listTexts } from '@/modules/shopping-lists/texts';
import styles from '@/modules/shopping-lists/lists.module.css';

export const metadata: Metadata = { title: 'Favorites & Lists', robots: { index: false } };

export default async function ListsPage() {
  if (!(await requireCustomerToActFor(listsPath))) return <CustomerRequired title="Favorites & Lists" />;
  const lists = await listAllMyShoppingLists();
  return (
    <div className={styles.page}>
      <h1>Favorites &amp; Lists</h1>
      {lists.ok ? (
        <ListsOverview lists={lists.value} />
      ) : (
        <p role="alert" className={styles.error}>
          {listTexts.readUnavailable}
        </p>
      )}
      <section aria-labelledby="new-list" className={styles.section}>
        <h2 id="new-list">New list</h2>
        <CreateListForm />
      </section>
    </div>
  );
}

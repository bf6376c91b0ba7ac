import type { ShoppingList } from '@chairside/contracts';
import Link from 'next/link';
import { ListManageActions } from './ListManageActions';
import { listName } from './list-names';
import { listPath } from './paths';
import { listTexts } from './texts';
import styles from './lists.module.css';

const changed = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function ListRowView({ list }: { list: ShoppingList }) {
  const name = listName(list);
  return (
    <tr data-testid="shopping-list" data-list-id={list.id}>
      <th scope="row">
        <Link href={listPath(list.id)}>{name}</Link>
        {list.custom.fields.shared_with_office ? <span className={styles.badge}>Shared with office</span> : null}
      </th>
      <td data-label="Items">{listTexts.itemCount(list.lineItems.length)}</td>
      <td data-label="Last changed">
        <time dateTime={list.lastModifiedAt}>{changed.format(new Date(list.lastModifiedAt))}</time>
      </td>
      <td data-label="Owner">{list.editable ? 'You' : list.ownerName}</td>
      <td className={styles.actionsCell}>
        {list.editable ? (
          <ListManageActions
            list={{
              id: list.id,
              version: list.version,
              name,
              shared: list.custom.fields.shared_with_office,
              favorites: list.custom.fields.favorites,
            }}
          />
        ) : (
          <span className={styles.muted}>View only</span>
        )}
      </td>
    </tr>
  );
}

function ListsTable({ caption, lists }: { caption: string; lists: ShoppingList[] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Items</th>
          <th scope="col">Last changed</th>
          <th scope="col">Owner</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lists.map((list) => (
          <ListRowView key={list.id} list={list} />
        ))}
      </tbody>
    </table>
  );
}

/** The customer's own lists (Favorites first), then the lists others of the office share. */
export function ListsOverview({ lists }: { lists: ShoppingList[] }) {
  const own = lists.filter((list) => list.editable);
  const ordered = [
    ...own.filter((list) => list.custom.fields.favorites),
    ...own.filter((l) => !l.custom.fields.favorites),
  ];
  const office = lists.filter((list) => !list.editable);
  return (
    <>
      {ordered.length === 0 ? (
        <p className={styles.empty}>You have no lists yet. Create one below, or tap the heart on any product.</p>
      ) : (
        <ListsTable caption="Your lists" lists={ordered} />
      )}
      {office.length > 0 ? <ListsTable caption="Shared by your office" lists={office} /> : null}
    </>
  );
}

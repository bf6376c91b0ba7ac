import Form from 'next/form';
import Link from 'next/link';
import { sortKeys, sortLabels, type ListQuery } from './list-view';
import { listPath } from './paths';
import styles from './lists.module.css';

/** Sort and filter as URL search params (a GET form), so every view renders on the server and can be bookmarked. */
export function ListToolbar({
  id,
  query,
  shown,
  total,
}: {
  id: string;
  query: ListQuery;
  shown: number;
  total: number;
}) {
  return (
    <Form action={listPath(id)} className={styles.toolbar} role="search" aria-label="Sort and filter this list">
      <label className={styles.toolbarField}>
        <span>Filter</span>
        <input type="search" name="q" defaultValue={query.filter} maxLength={100} placeholder="Name or item number" />
      </label>
      <label className={styles.toolbarField}>
        <span>Sort by</span>
        <select name="sort" defaultValue={query.sort}>
          {sortKeys.map((key) => (
            <option key={key} value={key}>
              {sortLabels[key]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={styles.secondary}>
        Apply
      </button>
      {query.filter || query.sort !== 'position' ? <Link href={listPath(id)}>Clear</Link> : null}
      <p className={styles.meta} aria-live="polite">
        {shown === total ? `${total} items` : `${shown} of ${total} items`}
      </p>
    </Form>
  );
}

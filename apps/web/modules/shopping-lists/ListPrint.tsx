import type { ShoppingList } from '@chairside/contracts';
import { PrintButton } from './PrintButton';
import { listName } from './list-names';
import { arrange, listRows, type ListQuery } from './list-view';
import styles from './lists.module.css';

/** ?print=1: every line of the list (no paging, no controls) in a plain table for paper. */
export function ListPrint({ list, query }: { list: ShoppingList; query: ListQuery }) {
  const rows = arrange(listRows(list), query);
  return (
    <div className={`${styles.page} ${styles.print}`}>
      <div className={styles.header}>
        <h1>{listName(list)}</h1>
        <PrintButton />
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Item #</th>
            <th scope="col">Unit</th>
            <th scope="col">Name</th>
            <th scope="col" className={styles.number}>
              Qty
            </th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.itemNumber}</td>
              <td>{row.uom}</td>
              <td>{row.name}</td>
              <td className={styles.number}>{row.quantity}</td>
              <td>{row.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

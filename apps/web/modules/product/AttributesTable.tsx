import type { AttributeRow } from '@chairside/domain';
import styles from './ProductTables.module.css';

/** The product's attributes with readable labels ("Latex free: Yes"). */
export function AttributesTable({ attributes }: { attributes: readonly AttributeRow[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Specifications</caption>
      <tbody>
        {attributes.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

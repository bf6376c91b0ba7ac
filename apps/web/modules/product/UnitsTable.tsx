import type { UnitView } from './product-view';
import styles from './ProductTables.module.css';
import { formatCount } from '@/modules/catalog/number-format';

/** Every unit of measure the product is sold in, with its item number, sku and count per unit. */
export function UnitsTable({ units }: { units: readonly UnitView[] }) {
  const hasPreviousSkus = units.some((unit) => unit.previousSku);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>Units of measure</caption>
        <thead>
          <tr>
            <th scope="col">Unit</th>
            <th scope="col">Item #</th>
            <th scope="col">SKU</th>
            <th scope="col">Count per unit</th>
            {hasPreviousSkus && <th scope="col">Previous SKU</th>}
          </tr>
        </thead>
        <tbody>
          {units.map((unit) => (
            <tr key={unit.sku}>
              <th scope="row">{unit.label}</th>
              <td>{unit.itemNumber ?? '—'}</td>
              <td>{unit.sku}</td>
              <td>{formatCount(unit.countPerUnit)}</td>
              {hasPreviousSkus && <td>{unit.previousSku ?? '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

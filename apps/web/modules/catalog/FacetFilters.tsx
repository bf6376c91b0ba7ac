import { useId } from 'react';
import type { FacetGroup } from './listing-search';
import styles from './FacetFilters.module.css';
import { formatCount } from './number-format';

/** The filter groups as checkboxes (several options of a group may be chosen), each with its count. */
export function FacetFilters({ groups }: { groups: readonly FacetGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <FacetFieldset key={group.param} group={group} />
      ))}
    </>
  );
}

function FacetFieldset({ group }: { group: FacetGroup }) {
  const idPrefix = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{group.label}</legend>
      <ul className={styles.options}>
        {group.options.map((option, index) => (
          <li key={option.value}>
            <input
              type="checkbox"
              id={`${idPrefix}-${index}`}
              name={group.param}
              value={option.value}
              defaultChecked={option.selected}
              className={styles.checkbox}
            />
            <label htmlFor={`${idPrefix}-${index}`} className={styles.label}>
              {option.label} <span className={styles.count}>({formatCount(option.count)})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

import Link from 'next/link';
import type { FacetGroup } from './listing-search';
import styles from './ActiveFilters.module.css';

/** The chosen filters as removable chips (links), with a link that clears them all. */
export function ActiveFilters({ groups, clearHref }: { groups: readonly FacetGroup[]; clearHref: string }) {
  const chosen = groups.flatMap((group) =>
    group.options.filter((option) => option.selected).map((option) => ({ group, option })),
  );
  if (chosen.length === 0) return null;
  return (
    <div className={styles.active}>
      <h2 className="visually-hidden">Active filters</h2>
      <ul>
        {chosen.map(({ group, option }) => (
          <li key={`${group.param}=${option.value}`}>
            <Link
              href={option.href}
              scroll={false}
              className={styles.chip}
              aria-label={`Remove filter ${group.label}: ${option.label}`}
            >
              {group.param === 'category' || group.param === 'brand' ? option.label : `${group.label}: ${option.label}`}
              <span aria-hidden="true" className={styles.remove}>
                ×
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link href={clearHref} scroll={false} className={styles.clear}>
            Clear all filters
          </Link>
        </li>
      </ul>
    </div>
  );
}

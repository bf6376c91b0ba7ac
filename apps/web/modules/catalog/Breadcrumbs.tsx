import type { Breadcrumb } from '@chairside/domain';
import Link from 'next/link';
import styles from './Breadcrumbs.module.css';

/** Home › ancestors › the current page (not a link, marked aria-current). */
export function Breadcrumbs({ trail }: { trail: readonly Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link href="/">Home</Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={crumb.href}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link href={crumb.href}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

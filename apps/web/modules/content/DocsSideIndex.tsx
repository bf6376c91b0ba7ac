import type { DocsPageSummary } from '@chairside/contracts';
import Link from 'next/link';
import { docsPagePath } from './content-paths';
import styles from './Docs.module.css';

/** Every docs page in its order, the current one marked (aria-current). */
export function DocsSideIndex({ pages, current }: { pages: readonly DocsPageSummary[]; current: string }) {
  return (
    <nav aria-label="Help documents" className={styles.sideIndex}>
      <h2 className={styles.sideTitle}>Help documents</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.slug}>
            <Link
              href={docsPagePath(page.slug)}
              aria-current={page.slug === current ? 'page' : undefined}
              className={styles.sideLink}
            >
              {page.navLabel}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

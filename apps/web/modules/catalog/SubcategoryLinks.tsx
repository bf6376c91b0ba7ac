import type { CategoryNode } from '@chairside/domain';
import Link from 'next/link';
import styles from './SubcategoryLinks.module.css';

/** Links to the categories one level down. */
export function SubcategoryLinks({ parent }: { parent: CategoryNode }) {
  if (parent.children.length === 0) return null;
  return (
    <nav aria-label={`${parent.name} categories`} className={styles.nav}>
      <ul>
        {parent.children.map((child) => (
          <li key={child.id}>
            <Link href={child.href} className={styles.link}>
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

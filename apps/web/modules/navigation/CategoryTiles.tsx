import Link from 'next/link';
import type { SiteLink } from './site-links';
import styles from './CategoryTiles.module.css';

/** The six top categories as a grid of large links (home page, 404 page). */
export function CategoryTiles({ links }: { links: readonly SiteLink[] }) {
  return (
    <ul className={styles.tiles}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={styles.tile}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

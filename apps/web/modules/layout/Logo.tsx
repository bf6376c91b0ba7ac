import Link from 'next/link';
import { sitePaths } from '@/modules/navigation/site-links';
import styles from './Logo.module.css';

export function Logo() {
  return (
    <Link href={sitePaths.home} className={styles.logo} aria-label="Chairside home">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M10 9c-2 0-3 2-3 4 0 3 1.5 4 2 7 .4 2.5 1 4 2 4s1.4-2 2-4c.4-1.4 1-2 3-2s2.6.6 3 2c.6 2 1 4 2 4s1.6-1.5 2-4c.5-3 2-4 2-7 0-2-1-4-3-4-2.2 0-3.5 1.2-6 1.2S12.2 9 10 9Z"
          fill="#fff"
        />
      </svg>
      <span className={styles.wordmark}>Chairside</span>
    </Link>
  );
}

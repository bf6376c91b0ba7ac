'use client';

import styles from './lists.module.css';

export function PrintButton() {
  return (
    <button type="button" className={`${styles.secondary} ${styles.noPrint}`} onClick={() => window.print()}>
      Print
    </button>
  );
}

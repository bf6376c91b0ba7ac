import { messages } from '@chairside/domain';
import Link from 'next/link';
import { sitePaths } from '@/modules/navigation/site-links';
import styles from './StockNotice.module.css';

/** Shown to anonymous visitors: stock depends on the customer's shipping address (spec §2). */
export function StockNotice() {
  return (
    <div className={styles.notice}>
      <div className="container">
        <Link href={sitePaths.signIn}>{messages.loginToSeeStock}</Link>
      </div>
    </div>
  );
}

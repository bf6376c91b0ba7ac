import { messages } from '@chairside/domain';
import Link from 'next/link';
import styles from './DeaNotice.module.css';

/** Shown on controlled products (requires_active_dea_license). */
export function DeaNotice() {
  return (
    <div className={styles.notice} role="note" aria-label="Controlled product">
      <p>
        <strong>DEA license required.</strong> {messages.deaLicenseRequired}
      </p>
      <p>
        <Link href="/docs/stay-compliant">About DEA compliance</Link>
      </p>
    </div>
  );
}

import { messages } from '@chairside/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/modules/account/account.module.css';

export const metadata: Metadata = { title: 'Account Already Exists', robots: { index: false } };

/** Where the mail to an email's owner leads when someone registers that email again. */
export default function RegisterExistingPage() {
  return (
    <div className={styles.page}>
      <h1>Account Already Exists</h1>
      <p>{messages.emailAlreadyRegistered}</p>
      <ul className={styles.links}>
        <li>
          <Link href="/customer/account/login">Sign In</Link>
        </li>
        <li>
          <Link href="/customer/account/forgotpassword">Forgot your password?</Link>
        </li>
      </ul>
    </div>
  );
}

import { accountMessages } from '@chairside/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/modules/account/account.module.css';

export const metadata: Metadata = { title: 'Check Your Email', robots: { index: false } };

/** Where every accepted registration leads, whether or not the email had an account: the mail tells the owner which. */
export default function RegisterSuccessPage() {
  return (
    <div className={styles.page}>
      <h1>Check Your Email</h1>
      <p role="status">{accountMessages.signupRequested}</p>
      <p>
        Once you have confirmed, customer service will link your practice&apos;s offices and shipping accounts. No email
        after a few minutes? Check your spam folder, or <Link href="/customer/account/create">register again</Link>.
      </p>
    </div>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '../../../../../../modules/account/account.module.css';

export const metadata: Metadata = { title: 'Account Created', robots: { index: false } };

export default function RegisterSuccessPage() {
  return (
    <div className={styles.page}>
      <h1>Thank you for registering!</h1>
      <p>Your account has been created and you are signed in. Customer service will link your practice&apos;s offices and shipping accounts.</p>
      <Link href="/customer/account">Go to My Account</Link>
    </div>
  );
}

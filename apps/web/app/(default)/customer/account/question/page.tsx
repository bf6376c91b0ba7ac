import { support } from '@chairside/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/modules/account/account.module.css';

export const metadata: Metadata = { title: 'Create an Account', robots: { index: false } };

/** The "create an account" question page (spec §2): who can order online and how to start. */
export default function AccountQuestionPage() {
  return (
    <div className={styles.page}>
      <h1>Do you have an account with us?</h1>
      <p>
        If your practice already orders from us by phone, create a web login with the email you use with us and customer
        service will link your offices.
      </p>
      <ul className={styles.links}>
        <li>
          <Link href="/customer/account/create">Create an account</Link>
        </li>
        <li>
          <Link href="/customer/account/login">Sign In</Link>
        </li>
      </ul>
      <p>
        Questions? Call us at <a href={support.phoneHref}>{support.phone}</a> ({support.hours}).
      </p>
    </div>
  );
}

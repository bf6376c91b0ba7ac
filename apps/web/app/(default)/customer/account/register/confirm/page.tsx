import type { Metadata } from 'next';
import { ConfirmSignupForm } from '@/modules/account/ConfirmSignupForm';
import styles from '@/modules/account/account.module.css';

// The confirmation token never leaves this page: no referrer to other sites, no indexing.
export const metadata: Metadata = { title: 'Confirm Your Email', robots: { index: false }, referrer: 'no-referrer' };

/** Where the registration mail's link leads; opening it changes nothing until the button is pressed. */
export default async function ConfirmRegistrationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <div className={styles.page}>
      <h1>Confirm Your Email</h1>
      <p>Confirm your email address to finish creating your account. You will be signed in straight away.</p>
      <ConfirmSignupForm token={typeof token === 'string' ? token.slice(0, 256) : ''} />
    </div>
  );
}

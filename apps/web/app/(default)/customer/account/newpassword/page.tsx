import type { Metadata } from 'next';
import { NewPasswordForm } from '@/modules/account/PasswordResetForms';
import styles from '@/modules/account/account.module.css';

// The reset token never leaves this page: no referrer to other sites, no indexing.
export const metadata: Metadata = { title: 'Set a New Password', robots: { index: false }, referrer: 'no-referrer' };

export default async function NewPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <div className={styles.page}>
      <h1>Set a New Password</h1>
      <NewPasswordForm token={typeof token === 'string' ? token.slice(0, 256) : ''} />
    </div>
  );
}

import { accountMessages } from '@chairside/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@/lib/security/redirect';
import { getSessionView } from '@/lib/session/view';
import { LoginForm } from '@/modules/account/LoginForm';
import styles from '@/modules/account/account.module.css';

export const metadata: Metadata = { title: 'Customer Login', robots: { index: false } };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { redirect: requested } = await searchParams;
  const target = typeof requested === 'string' ? requested : undefined;
  if ((await getSessionView()).loggedIn) redirect(safeRedirectPath(target));
  return (
    <div className={styles.page}>
      <h1>{accountMessages.loginTitle}</h1>
      <LoginForm redirectTo={target} />
      <p>
        New customer? <Link href="/customer/account/create">Create an account</Link>
      </p>
    </div>
  );
}

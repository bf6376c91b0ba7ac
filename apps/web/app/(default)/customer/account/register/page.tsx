import type { Metadata } from 'next';
import CreateAccountPage from '@/app/(default)/customer/account/create/page';

export const metadata: Metadata = { title: 'Create an Account', robots: { index: false } };

/** /customer/account/register shows the same sign-up form as /customer/account/create. */
export default function RegisterPage() {
  return <CreateAccountPage />;
}

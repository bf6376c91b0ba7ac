import type { Metadata } from 'next';
import Link from 'next/link';
import { SignupForm } from '@/modules/account/SignupForm';
import styles from '@/modules/account/account.module.css';

export const metadata: Metadata = { title: 'Create an Account', robots: { index: false } };

export default function CreateAccountPage() {
  return (
    <div className={styles.page}>
      <h1>Create an Account</h1>
      <SignupForm />
      <p>
        Already have an account? <Link href="/customer/account/login">Sign In</Link>. Questions?{' '}
        <Link href="/customer/account/question">Read how accounts work</Link>.
      </p>
    </div>
  );
}

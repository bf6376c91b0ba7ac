import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/modules/account/PasswordResetForms';
import styles from '@/modules/account/account.module.css';

export const metadata: Metadata = { title: 'Forgot Your Password?', robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <div className={styles.page}>
      <h1>Forgot Your Password?</h1>
      <p>Enter your email address and we will send you a link to reset your password.</p>
      <ForgotPasswordForm />
    </div>
  );
}

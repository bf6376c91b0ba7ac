'use client';

import { smsTexts } from '@chairside/domain';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { sitePaths } from '@/modules/navigation/site-links';
import styles from './sms.module.css';

/** For visitors: the code is tied to an account (and only customers check out), so they sign in first and come back. */
export function SignInStep({ onNavigate }: { onNavigate: () => void }) {
  const back = usePathname() || '/';
  return (
    <div className={styles.form}>
      <p>{smsTexts.signIn}</p>
      <div className={styles.actions}>
        <Link
          href={`${sitePaths.signIn}?redirect=${encodeURIComponent(back)}`}
          className="button button-primary"
          onClick={onNavigate}
          data-autofocus
        >
          {smsTexts.signInLink}
        </Link>
        <Link href={sitePaths.createAccount} className="button button-secondary" onClick={onNavigate}>
          {smsTexts.registerLink}
        </Link>
      </div>
    </div>
  );
}

'use client';

import type { SmsSignup } from '@chairside/contracts';
import { smsTexts } from '@chairside/domain';
import Link from 'next/link';
import { sitePaths } from '@/modules/navigation/site-links';
import { SmsDiscountCode } from './SmsDiscountCode';
import styles from './sms.module.css';

/** Step 3: the discount code, shown at once (it is texted and in the account too). */
export function DoneStep({ signup, onClose }: { signup: SmsSignup; onClose: () => void }) {
  return (
    <div className={styles.form}>
      <p>{smsTexts.done}</p>
      {signup.discount_code ? <SmsDiscountCode code={signup.discount_code} /> : null}
      <div className={styles.actions}>
        <Link href={sitePaths.cart} className="button button-primary" onClick={onClose}>
          {smsTexts.goToCart}
        </Link>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {smsTexts.close}
        </button>
      </div>
    </div>
  );
}

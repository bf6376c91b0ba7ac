import type { SmsSignup } from '@chairside/contracts';
import { smsTexts } from '@chairside/domain';
import styles from './sms.module.css';

/** The SMS sign-up's discount code, large enough to read out, with whether an order has used it. */
export function SmsDiscountCode({ code }: { code: NonNullable<SmsSignup['discount_code']> }) {
  return (
    <dl className={styles.discount}>
      <dt>{smsTexts.yourCode}</dt>
      <dd className={styles.discountCode} data-testid="sms-discount-code">
        {code.code}
      </dd>
      <dd className={styles.muted}>
        {code.percent_off}% off · {code.used ? smsTexts.codeUsed : smsTexts.codeUnused}
      </dd>
    </dl>
  );
}

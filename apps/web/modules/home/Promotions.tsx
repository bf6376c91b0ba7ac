import { promotions, smsTexts } from '@chairside/domain';
import Link from 'next/link';
import { SmsSignupButton } from '@/modules/sms/SmsSignupButton';
import styles from './Promotions.module.css';

/** The two standing offers (spec §9): SMS signup and REPLENISH recurring orders. */
export function Promotions() {
  return (
    <section aria-labelledby="home-promotions" className="section">
      <h2 id="home-promotions" className="visually-hidden">
        Offers
      </h2>
      <ul className={styles.promotions}>
        <li className={`${styles.card} ${styles.replenish}`}>
          <p className={styles.kicker}>REPLENISH</p>
          <h3 className={styles.title}>Extra {promotions.replenishExtraPercentOff}% off every recurring order</h3>
          <p>
            Put the supplies you use every week on a schedule. We ship them automatically and take an extra{' '}
            {promotions.replenishExtraPercentOff}% off retail on each REPLENISH order.
          </p>
          <Link href="/customer/account/replenish" className="button button-primary">
            Set up REPLENISH
          </Link>
        </li>
        <li className={`${styles.card} ${styles.sms}`}>
          <p className={styles.kicker}>Text offers</p>
          <h3 className={styles.title}>{promotions.smsSignupPercentOff}% off your next web order</h3>
          <p>
            Sign up for SMS messages for order updates and exclusive savings, and get {promotions.smsSignupPercentOff}%
            off your next order on the web.
          </p>
          <SmsSignupButton className="button button-secondary">{smsTexts.title}</SmsSignupButton>
        </li>
      </ul>
    </section>
  );
}

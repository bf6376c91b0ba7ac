import { layoutTexts } from './texts';
import styles from './PromoBar.module.css';

export function PromoBar() {
  return (
    <section className={styles.promoBar} aria-label="Promotions">
      <ul className={`container ${styles.list}`}>
        <li>{layoutTexts.smsPromotion}</li>
        <li>{layoutTexts.replenishPromotion}</li>
      </ul>
    </section>
  );
}

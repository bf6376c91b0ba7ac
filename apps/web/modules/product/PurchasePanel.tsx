import { messages } from '@chairside/domain';
import Link from 'next/link';
import { sitePaths } from '../navigation/site-links';
import styles from './PurchasePanel.module.css';

/**
 * Price, stock and ordering. Prices and stock depend on the customer's contract and shipping
 * account, so anonymous visitors are asked to sign in. The signed-in view (prices, stock per
 * shipping account, add to cart) belongs here and arrives with the pricing issue.
 */
export function PurchasePanel({ productPath }: { productPath: string }) {
  const signIn = `${sitePaths.signIn}?redirect=${encodeURIComponent(productPath)}`;
  return (
    <section className={styles.panel} aria-label="Price and availability">
      <p className={styles.stock}>
        <Link href={signIn}>{messages.loginToSeeStock}</Link>
      </p>
      <p className={styles.prompt}>Sign in to see your contract price and order this product.</p>
      <div className={styles.actions}>
        <Link href={signIn} className="button button-primary">
          Sign in to order
        </Link>
        <Link href={sitePaths.createAccount} className="button button-secondary">
          Create an account
        </Link>
      </div>
    </section>
  );
}

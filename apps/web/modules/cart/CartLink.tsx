import Link from 'next/link';
import { CartIcon } from '../layout/icons';
import { sitePaths } from '../navigation/site-links';
import { anonymousSessionDue } from './anonymous-session';
import { CartSessionRenewal } from './CartSessionRenewal';
import styles from './CartLink.module.css';

/**
 * Cart icon with the total item count; the badge is hidden while the cart is empty. On every page,
 * so it is also where an expired anonymous cart session gets renewed.
 */
export async function CartLink({ itemCount }: { itemCount: number }) {
  const label = itemCount === 1 ? 'Cart, 1 item' : `Cart, ${itemCount} items`;
  const renew = await anonymousSessionDue();
  return (
    <>
      {renew ? <CartSessionRenewal /> : null}
      <Link href={sitePaths.cart} className="icon-button" aria-label={label}>
        <CartIcon />
        {itemCount > 0 && (
          <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
            {itemCount > 99 ? '99+' : itemCount}
          </span>
        )}
      </Link>
    </>
  );
}

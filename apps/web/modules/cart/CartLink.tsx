import Link from 'next/link';
import { CartIcon } from '@/modules/layout/icons';
import { sitePaths } from '@/modules/navigation/site-links';
import styles from './CartLink.module.css';

/** Cart icon with the total item count; the badge is hidden while the cart is empty. */
export function CartLink({ itemCount }: { itemCount: number }) {
  const label = itemCount === 1 ? 'Cart, 1 item' : `Cart, ${itemCount} items`;
  return (
    <Link href={sitePaths.cart} className="icon-button" aria-label={label}>
      <CartIcon />
      {itemCount > 0 && (
        <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </Link>
  );
}

import styles from '@/modules/cart/cart.module.css';

export default function CartLoading() {
  return (
    <div className={styles.page} aria-busy="true">
      <h1>Shopping Cart</h1>
      <p className={styles.muted}>Loading your cart…</p>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}

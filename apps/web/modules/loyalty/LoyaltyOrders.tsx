import type { LoyaltyOverview } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import Link from 'next/link';
import { orderPath } from '@/modules/invoices/paths';
import { formatDate } from '@/modules/orders/order-labels';
import styles from './loyalty.module.css';

/** The office's latest orders that saved something, each with its loyalty saving and a link to the order. */
export function LoyaltyOrders({ orders }: { orders: LoyaltyOverview['recent_orders'] }) {
  return (
    <section className={styles.section} aria-labelledby="loyalty-orders-heading">
      <h2 id="loyalty-orders-heading">Recent orders with loyalty savings</h2>
      {orders.length === 0 ? (
        <p className={styles.muted}>No orders with a loyalty saving yet.</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Recent orders with loyalty savings</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col" className={styles.number}>
                Total
              </th>
              <th scope="col" className={styles.number}>
                You saved
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.order_id} data-testid="loyalty-order">
                <td data-label="Order">
                  <Link href={orderPath(order.order_id)}>Order {order.order_number}</Link>
                </td>
                <td data-label="Placed">{formatDate(order.completed_at)}</td>
                <td data-label="Total" className={styles.number}>
                  {formatMoney(order.total)}
                </td>
                <td data-label="You saved" className={styles.number} data-testid="loyalty-order-saving">
                  {formatMoney(order.saving)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

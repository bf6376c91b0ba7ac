import type { RepOrderSummary } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import Link from 'next/link';
import { formatDate, orderStatusLabel, orderStatusTone } from '@/modules/orders/order-labels';
import { salesRepPaths } from './paths';
import { placedByLabel } from './placed-by';
import { repOrderStatus } from './rep-order-status';
import orderStyles from '@/modules/orders/orders.module.css';
import styles from './sales-rep.module.css';

/** Orders across the representative's customers, newest first; each opens the representative's order page. */
export function RepOrderList({ orders }: { orders: RepOrderSummary[] }) {
  return (
    <table className={orderStyles.table} data-testid="rep-order-list">
      <caption className="visually-hidden">Recent orders of your customers</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Placed</th>
          <th scope="col">Status</th>
          <th scope="col" className={orderStyles.number}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const placedBy = placedByLabel(order.placed_by ?? undefined, order.customer_email);
          const status = repOrderStatus(order);
          return (
            <tr key={order.id} data-testid="rep-order-row">
              <td data-label="Order" className={orderStyles.wide}>
                <Link href={salesRepPaths.order(order.id)}>{order.order_number}</Link>
                {placedBy ? <span className={`${styles.placedBy} ${styles.block}`}>{placedBy}</span> : null}
              </td>
              <td data-label="Customer" className={orderStyles.wide}>
                {order.practice_name ?? order.office_name}
                <span className={`${styles.placedBy} ${styles.block}`}>{order.customer_email}</span>
              </td>
              <td data-label="Placed">
                <time dateTime={order.completed_at}>{formatDate(order.completed_at)}</time>
              </td>
              <td data-label="Status">
                <span className={`${orderStyles.badge} ${orderStyles[orderStatusTone(status)]}`}>
                  {orderStatusLabel(status)}
                </span>
              </td>
              <td data-label="Total" className={orderStyles.number}>
                {formatMoney(order.total, order.currency)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

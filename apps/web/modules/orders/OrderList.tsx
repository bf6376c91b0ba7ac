import type { Order } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import Link from 'next/link';
import { orderPlacedBy } from '@/modules/sales-rep/placed-by';
import { formatDate, orderStatusLabel, orderStatusTone } from './order-labels';
import styles from './orders.module.css';

export const orderDetailHref = (id: string) => `/customer/account/orders/detail?id=${encodeURIComponent(id)}`;

/** The customer's orders, newest first: number, date, status, items and total; each opens its detail page. */
export function OrderList({ orders }: { orders: Order[] }) {
  return (
    <table className={styles.table} data-testid="order-list">
      <caption className={styles.muted}>Orders of the last 100 days</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Placed</th>
          <th scope="col">Status</th>
          <th scope="col">PO number</th>
          <th scope="col" className={styles.number}>
            Items
          </th>
          <th scope="col" className={styles.number}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const placedBy = orderPlacedBy(order);
          return (
            <tr key={order.id} data-testid="order-row">
              <td data-label="Order" className={styles.wide}>
                <Link href={orderDetailHref(order.id)} aria-label={`Order ${order.orderNumber}, view details`}>
                  {order.orderNumber}
                </Link>
                {placedBy ? <span className={styles.placedBy}>{placedBy}</span> : null}
              </td>
              <td data-label="Placed">
                <time dateTime={order.completedAt}>{formatDate(order.completedAt)}</time>
              </td>
              <td data-label="Status">
                <span className={`${styles.badge} ${styles[orderStatusTone(order)]}`}>{orderStatusLabel(order)}</span>
              </td>
              <td data-label="PO number">{order.purchaseOrderNumber ?? '—'}</td>
              <td data-label="Items" className={styles.number}>
                {order.totalLineItemQuantity}
              </td>
              <td data-label="Total" className={styles.number}>
                {formatMoney(order.totalPrice.centAmount, order.totalPrice.currencyCode)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

import type { Order } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import Link from 'next/link';
import { orderDetailHref } from '@/modules/orders/OrderList';
import { paymentLabel } from '@/modules/orders/order-labels';
import { orderPlacedBy } from '@/modules/sales-rep/placed-by';
import { orderCompletedProperties } from './checkout-analytics';
import { orderCompletedMarker } from './order-completed-marker';
import { TrackCommerceEvent } from './TrackCommerceEvent';
import totals from '@/modules/cart/CartTotals.module.css';
import styles from './checkout.module.css';

/** Spec §7: analytics failures (a line without sku) are logged only. */
function completedProperties(order: Order) {
  try {
    return orderCompletedProperties(order);
  } catch (error) {
    console.error('Order Completed not sent:', error);
    return undefined;
  }
}

/**
 * The success page body: the order number, what was ordered and how it is paid; "Order Completed" once, from the
 * browser that placed it.
 */
export function OrderConfirmation({ order }: { order: Order }) {
  const properties = completedProperties(order);
  const placedBy = orderPlacedBy(order);
  return (
    <>
      <h1>Thank you for your order</h1>
      {properties ? (
        <TrackCommerceEvent
          event="Order Completed"
          properties={properties}
          marker={{ ...orderCompletedMarker, value: order.orderNumber }}
        />
      ) : null}
      <p>
        Your order number is{' '}
        <span className={styles.orderNumber} data-testid="order-number">
          {order.orderNumber}
        </span>
      </p>
      {placedBy ? <p data-testid="order-placed-by">{placedBy}</p> : null}
      <dl className={totals.totals}>
        {order.purchaseOrderNumber ? (
          <div className={totals.totalRow}>
            <dt>PO number</dt>
            <dd data-testid="order-po-number">{order.purchaseOrderNumber}</dd>
          </div>
        ) : null}
        <div className={totals.totalRow}>
          <dt>Items</dt>
          <dd>{order.totalLineItemQuantity}</dd>
        </div>
        <div className={totals.totalRow}>
          <dt>Payment</dt>
          <dd data-testid="order-payment">{paymentLabel(order)}</dd>
        </div>
        <div className={`${totals.totalRow} ${totals.grandTotal}`}>
          <dt>Total</dt>
          <dd data-testid="order-total">{formatMoney(order.totalPrice.centAmount, order.totalPrice.currencyCode)}</dd>
        </div>
      </dl>
      <p>A confirmation has been sent to {order.customerEmail ?? 'your email address'}.</p>
      <p>
        <Link href={orderDetailHref(order.id)}>View order details</Link> ·{' '}
        <Link href="/customer/account/orders">All orders</Link> · <Link href="/">Continue shopping</Link>
      </p>
    </>
  );
}

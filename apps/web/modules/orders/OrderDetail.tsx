import type { Order, OrderAddress } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { addressLines } from '@/modules/account/address';
import { invoicePath } from '@/modules/invoices/paths';
import { loyaltyLineText, orderLineLoyalty } from '@/modules/loyalty/line-loyalty';
import { productHref } from '@/modules/product/product-view';
import { orderPlacedBy } from '@/modules/sales-rep/placed-by';
import {
  formatDate,
  formatDateTime,
  orderStatusLabel,
  orderStatusTone,
  paymentLabel,
  trackingUrl,
} from './order-labels';
import totals from '@/modules/cart/CartTotals.module.css';
import styles from './orders.module.css';

function AddressPanel({
  title,
  address,
  account,
}: {
  title: string;
  address: OrderAddress | undefined;
  account?: string | undefined;
}) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2>{title}</h2>
      {address ? (
        <address>
          {addressLines(address).map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
          {account ? <span className={styles.muted}>Account {account}</span> : null}
        </address>
      ) : (
        <p className={styles.muted}>Not recorded</p>
      )}
    </section>
  );
}

interface OrderDetailProps {
  order: Order;
  /** Where "Reorder" goes once the cart API exists (all or chosen lines back into the cart). */
  reorderSlot?: ReactNode;
  /** The order's invoice, once it has shipped and been invoiced. */
  invoice?: { id: string; number: string } | undefined;
}

/** One order: status, lines, fees and total, addresses, payment, tracking and status history. */
export function OrderDetail({ order, reorderSlot, invoice }: OrderDetailProps) {
  const money = (centAmount: number) => formatMoney(centAmount, order.totalPrice.currencyCode);
  const fields = order.custom.fields;
  const placedBy = orderPlacedBy(order);
  const loyaltySaving = order.lineItems.reduce((sum, line) => sum + (orderLineLoyalty(line)?.total_saving ?? 0), 0);
  const fees: [string, number][] = [
    ['Handling fee', fields.handling_fee.centAmount],
    ['Minimum order fee', fields.minimum_order_fee.centAmount],
    ['Hazardous fee', fields.hazardous_fee.centAmount],
    ['Refrigerated fee', fields.refrigerated_fee.centAmount],
    ['Excessive weight fee', fields.excessive_weight_fee.centAmount],
  ];
  // The handling fee always shows (spec §9); the other fees only when charged.
  const totalRows: [string, string, string?][] = [
    ['Subtotal', money(fields.subtotal.centAmount)],
    ...(fields.discount_total ? [['Discount', `−${money(fields.discount_total.centAmount)}`] as [string, string]] : []),
    ...fees
      .filter(([label, centAmount]) => centAmount > 0 || label === 'Handling fee')
      .map(([label, centAmount]): [string, string] => [label, money(centAmount)]),
    ['Total', money(order.totalPrice.centAmount), totals.grandTotal],
  ];
  return (
    <article aria-labelledby="order-heading">
      <div className={styles.header}>
        <h1 id="order-heading">Order {order.orderNumber}</h1>
        <span className={`${styles.badge} ${styles[orderStatusTone(order)]}`} data-testid="order-status">
          {orderStatusLabel(order)}
        </span>
      </div>
      <p className={styles.muted}>
        Placed <time dateTime={order.completedAt}>{formatDateTime(order.completedAt)}</time>
        {order.purchaseOrderNumber ? <> · PO number {order.purchaseOrderNumber}</> : null}
        {invoice ? (
          <>
            {' · '}
            <Link href={invoicePath(invoice.id)} data-testid="order-invoice">
              Invoice {invoice.number}
            </Link>
          </>
        ) : null}
      </p>
      {placedBy ? (
        <p className={styles.placedBy} data-testid="order-placed-by">
          {placedBy}
        </p>
      ) : null}
      {reorderSlot}

      <table className={styles.table}>
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Item #</th>
            <th scope="col">Unit</th>
            <th scope="col" className={styles.number}>
              Qty
            </th>
            <th scope="col" className={styles.number}>
              Price
            </th>
            <th scope="col" className={styles.number}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lineItems.map((line) => {
            const name = line.name['en-US'] ?? line.variant.sku;
            const slug = line.productSlug?.['en-US'];
            const backordered = line.custom.fields.hs_inventory_qty_backorder;
            const loyalty = orderLineLoyalty(line);
            return (
              <tr key={line.id} data-testid="order-line">
                <td data-label="Product" className={styles.wide}>
                  {slug ? <Link href={productHref(slug)}>{name}</Link> : name}
                  {backordered > 0 ? <span className={styles.backorder}>{backordered} on backorder</span> : null}
                  {line.custom.fields.requires_active_dea_license ? (
                    <span className={styles.controlled}>Controlled item (DEA)</span>
                  ) : null}
                  {loyalty ? (
                    <span className={styles.loyalty} data-testid="order-line-loyalty">
                      {loyaltyLineText(loyalty, money)}
                    </span>
                  ) : null}
                </td>
                <td data-label="Item #">{line.custom.fields.hs_item_number ?? line.variant.sku}</td>
                <td data-label="Unit">{line.custom.fields.hs_uom ?? '—'}</td>
                <td data-label="Qty" className={styles.number}>
                  {line.quantity}
                </td>
                <td data-label="Price" className={styles.number}>
                  {money(line.price.value.centAmount)}
                </td>
                <td data-label="Total" className={styles.number}>
                  {money(line.totalPrice.centAmount)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <dl className={`${totals.totals} ${styles.totalsPlacement}`} aria-label="Order totals">
        {totalRows.map(([label, value, className]) => (
          <div key={label} className={`${totals.totalRow} ${className ?? ''}`}>
            <dt>{label}</dt>
            <dd data-testid={label === 'Total' ? 'order-total' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {loyaltySaving > 0 ? (
        <p className={styles.loyaltyTotal} data-testid="order-loyalty-saving">
          ASAP loyalty saved <strong>{money(loyaltySaving)}</strong> on this order, already taken off the line prices.
        </p>
      ) : null}
      {order.shippingInfo ? (
        <p className={styles.shippingNote}>
          Shipping ({order.shippingInfo.shippingMethodName}):{' '}
          {order.shippingInfo.price.centAmount === 0 ? 'free' : money(order.shippingInfo.price.centAmount)}, charged
          separately from the order total.
        </p>
      ) : null}

      <div className={styles.summaryGrid}>
        <AddressPanel title="Shipping address" address={order.shippingAddress} account={fields.shipping_account} />
        <AddressPanel title="Billing address" address={order.billingAddress} account={fields.billing_account} />
        <section className={styles.panel} aria-label="Payment">
          <h2>Payment</h2>
          <p data-testid="order-payment">{paymentLabel(order)}</p>
        </section>
        <section className={styles.panel} aria-label="Tracking">
          <h2>Tracking</h2>
          {order.trackingNumbers.length === 0 ? (
            <p className={styles.muted}>Tracking numbers appear here once the order ships.</p>
          ) : (
            <ul className={styles.timeline}>
              {order.trackingNumbers.map((tracking) => {
                const url = trackingUrl(tracking.carrier, tracking.trackingNumber);
                return (
                  <li key={tracking.trackingNumber} data-testid="tracking-number">
                    {tracking.carrier}{' '}
                    {url ? (
                      <a href={url} target="_blank" rel="noopener noreferrer">
                        {tracking.trackingNumber}
                      </a>
                    ) : (
                      tracking.trackingNumber
                    )}
                    <time dateTime={tracking.shippedAt}>Shipped {formatDate(tracking.shippedAt)}</time>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>

      <section className={styles.panel} aria-labelledby="history-heading">
        <h2 id="history-heading">Status history</h2>
        <ol className={styles.timeline}>
          {(order.statusHistory ?? []).map((entry, index) => (
            <li key={index}>
              <strong>{entry.state}</strong>
              {entry.note ? <> — {entry.note}</> : null}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

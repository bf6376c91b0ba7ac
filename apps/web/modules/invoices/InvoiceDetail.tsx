import type { Invoice } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import Link from 'next/link';
import { formatDateTime, trackingUrl } from '@/modules/orders/order-labels';
import { loyaltyLineText } from '@/modules/loyalty/line-loyalty';
import { cardLabel } from '@/modules/payments/brand-labels';
import { formatCalendarDate, isPayable } from './invoice-view';
import { invoicePaymentPath, invoicePdfPath, invoicesPath, orderPath } from './paths';
import { StatusBadge } from './StatusBadge';
import styles from './invoices.module.css';

function Address({ title, address }: { title: string; address: Invoice['bill_to'] }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2>{title}</h2>
      {address ? (
        <address>
          {[address.company, address.name, ...address.lines].filter(Boolean).map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
          {address.shipping_account_number ? (
            <span className={styles.muted}>Account {address.shipping_account_number}</span>
          ) : null}
        </address>
      ) : (
        <p className={styles.muted}>Not recorded</p>
      )}
    </section>
  );
}

/** One invoice: its facts, lines, fees, shipping and total, the payments and credits applied, and what is left. */
export function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  const fees: [string, number][] = [
    ['Handling fee', invoice.fees.handling],
    ['Minimum order fee', invoice.fees.minimum_order],
    ['Hazardous fee', invoice.fees.hazardous],
    ['Refrigerated fee', invoice.fees.refrigerated],
    ['Excessive weight fee', invoice.fees.excessive_weight],
  ];
  const totals: [string, string, boolean?][] = [
    ['Subtotal', money(invoice.subtotal)],
    ...fees.filter(([, cents]) => cents > 0).map(([label, cents]): [string, string] => [label, money(cents)]),
    ['Shipping', invoice.shipping === 0 ? 'Free' : money(invoice.shipping)],
    ['Total', money(invoice.total), true],
    ...(invoice.paid > 0 ? [['Paid', `−${money(invoice.paid)}`] as [string, string]] : []),
    ...(invoice.credited > 0 ? [['Credits', `−${money(invoice.credited)}`] as [string, string]] : []),
    ['Balance due', money(invoice.balance), true],
  ];
  return (
    <article aria-labelledby="invoice-heading" className={styles.page}>
      <p className={styles.back}>
        <Link href={invoicesPath}>← All invoices</Link>
      </p>
      <div className={styles.header}>
        <div>
          <h1 id="invoice-heading">Invoice {invoice.number}</h1>
          <StatusBadge status={invoice.status} />
        </div>
        <div className={styles.actions}>
          {isPayable(invoice) ? (
            <Link href={invoicePaymentPath(invoice.id)} className={styles.primary}>
              Pay invoice
            </Link>
          ) : null}
          <a href={invoicePdfPath(invoice.id)} download className={styles.secondary} data-testid="invoice-pdf">
            Download PDF
          </a>
        </div>
      </div>
      {invoice.status === 'Void' ? (
        <p role="note" className={styles.error}>
          This invoice is void{invoice.void_reason ? `: ${invoice.void_reason}` : ''}. Nothing is owed on it.
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt>Issued</dt>
        <dd>{formatCalendarDate(invoice.issued_on)}</dd>
        <dt>Due</dt>
        <dd>
          {formatCalendarDate(invoice.due_on)}
          {invoice.payment_method === 'on-account' ? ` (Net ${invoice.terms_days})` : ''}
        </dd>
        <dt>Order</dt>
        <dd>
          {invoice.order_id && invoice.order_number ? (
            <Link href={orderPath(invoice.order_id)}>Order {invoice.order_number}</Link>
          ) : (
            (invoice.order_number ?? '—')
          )}
        </dd>
        {invoice.po_number ? (
          <>
            <dt>PO number</dt>
            <dd>{invoice.po_number}</dd>
          </>
        ) : null}
        <dt>Payment</dt>
        <dd>{invoice.payment_method === 'card' ? 'Card' : 'On account'}</dd>
      </dl>

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
          {invoice.lines.map((line) => (
            <tr key={line.position} data-testid="invoice-line">
              <td data-label="Product" className={styles.wide}>
                {line.name}
                {line.loyalty ? (
                  <span className={styles.loyalty} data-testid="invoice-line-loyalty">
                    {loyaltyLineText(line.loyalty, money)}
                  </span>
                ) : null}
              </td>
              <td data-label="Item #">{line.item_number ?? line.sku}</td>
              <td data-label="Unit">{line.uom ?? '—'}</td>
              <td data-label="Qty" className={styles.number}>
                {line.quantity}
              </td>
              <td data-label="Price" className={styles.number}>
                {money(line.unit_price)}
              </td>
              <td data-label="Total" className={styles.number}>
                {money(line.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={styles.totals} aria-label="Invoice totals">
        {totals.map(([label, value, strong]) => (
          <div key={label} className={strong ? styles.strong : undefined}>
            <dt>{label}</dt>
            <dd data-testid={`invoice-${label.toLowerCase().replaceAll(' ', '-')}`}>{value}</dd>
          </div>
        ))}
      </dl>

      {invoice.loyalty_saving > 0 ? (
        <p className={styles.loyaltyTotal} data-testid="invoice-loyalty-saving">
          ASAP loyalty saved <strong>{money(invoice.loyalty_saving)}</strong> on this invoice, already taken off the
          line prices above.
        </p>
      ) : null}

      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="payments-heading">
          <h2 id="payments-heading">Payments</h2>
          {invoice.payments.length === 0 ? (
            <p className={styles.muted}>No payments yet.</p>
          ) : (
            <ul data-testid="invoice-payments">
              {invoice.payments.map((payment) => (
                <li key={payment.payment_id}>
                  {money(payment.amount)} on {formatDateTime(payment.paid_at)}
                  {` · ${cardLabel(payment.card_brand, payment.card_last4)}`}
                  <span className={styles.muted}> · Receipt {payment.receipt_number}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="credits-heading">
          <h2 id="credits-heading">Credits</h2>
          {invoice.credits.length === 0 ? (
            <p className={styles.muted}>No credits.</p>
          ) : (
            <ul data-testid="invoice-credits">
              {invoice.credits.map((credit) => (
                <li key={credit.number}>
                  {money(credit.amount)} · credit memo {credit.number}, {formatCalendarDate(credit.issued_on)}
                  <span className={styles.muted}> · {credit.reason}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <Address title="Bill to" address={invoice.bill_to} />
        <Address title="Ship to" address={invoice.ship_to} />
        {invoice.tracking.length > 0 ? (
          <section className={styles.panel} aria-labelledby="tracking-heading">
            <h2 id="tracking-heading">Shipments</h2>
            <ul>
              {invoice.tracking.map((shipment) => {
                const url = trackingUrl(shipment.carrier, shipment.tracking_number);
                return (
                  <li key={shipment.tracking_number}>
                    {shipment.carrier}{' '}
                    {url ? (
                      <a href={url} target="_blank" rel="noopener noreferrer">
                        {shipment.tracking_number}
                      </a>
                    ) : (
                      shipment.tracking_number
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}

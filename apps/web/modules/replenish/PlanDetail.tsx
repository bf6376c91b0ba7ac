import type { Customer, Plan, SavedCard } from '@chairside/contracts';
import { formatMoney } from '@chairside/domain';
import Link from 'next/link';
import { addressLines } from '@/modules/account/address';
import { formatDateTime } from '@/modules/orders/order-labels';
import { orderDetailHref } from '@/modules/orders/OrderList';
import { brandLabels, expiryLabel } from '@/modules/payments/brand-labels';
import { AttentionBanner } from './AttentionBanner';
import { PaymentForm } from './PaymentForm';
import { PlanControls } from './PlanControls';
import { PlanItems } from './PlanItems';
import { ScheduleForm } from './ScheduleForm';
import { planStock } from './plan-stock';
import { formatPlanDate, nextOrderText, planLabel, statusLabels } from './plan-view';
import { plansPath } from './paths';
import { planTexts } from './texts';
import styles from './replenish.module.css';

const cardChoice = (card: SavedCard) => ({
  value: card.uuid,
  label: `${brandLabels[card.brand]} •••• ${card.last4}, expires ${expiryLabel(card.expiryMonth, card.expiryYear)}${card.isPrimary ? ' (primary)' : ''}`,
});

/** The office's addresses an order can ship to (those with an HS shipping account). */
function addressChoices(customer: Customer) {
  return customer.addresses
    .filter((address) => address.id && address.custom.fields.hs_shipping_account_number)
    .map((address) => ({
      value: address.id!,
      label: `${addressLines(address).slice(0, 3).join(', ')}${address.custom.fields.has_active_dea_license ? ' (DEA Approved)' : ''}`,
    }));
}

/** One plan: its items with replenish prices and stock, schedule, payment and delivery, and the orders it placed. */
export async function PlanDetail({
  plan,
  customer,
  cards,
  today,
}: {
  plan: Plan;
  customer: Customer;
  cards: SavedCard[] | undefined;
  today: string;
}) {
  const label = planLabel(plan);
  const stock = await planStock(plan.plan_items);
  const ref = { id: plan.id, version: plan.version };
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link href={plansPath}>← All REPLENISH plans</Link>
      </p>
      <div className={styles.header}>
        <div>
          <h1>{label}</h1>
          <p className={styles.meta}>
            <span className={`${styles.status} ${styles[plan.status]}`}>{statusLabels[plan.status]}</span> ·{' '}
            {planTexts.everyDays(plan.plan_days)} · next order {nextOrderText(plan)} · estimated{' '}
            {formatMoney(plan.estimated_total)}
          </p>
        </div>
        <PlanControls
          leaveAfterDelete
          plan={{ ...ref, label, paused: plan.status === 'Paused', skipped: plan.is_skipped }}
        />
      </div>
      {plan.attention ? <AttentionBanner attention={plan.attention} /> : null}
      <section className={styles.section} aria-labelledby="items">
        <h2 id="items">Items</h2>
        {plan.plan_items.length === 0 ? (
          <p className={styles.empty}>
            This plan has no items yet. Add them with “Add to REPLENISH” on any product page, for example from{' '}
            <Link href="/customer/account/recent">items you bought recently</Link>.
          </p>
        ) : (
          <PlanItems plan={ref} items={plan.plan_items} stock={stock} />
        )}
        <p className={styles.hint}>
          Prices are today’s REPLENISH prices; each order is charged the prices of its date.
        </p>
      </section>
      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="schedule">
          <h2 id="schedule">Schedule</h2>
          <ScheduleForm
            today={today}
            plan={{
              ...ref,
              plan_days: plan.plan_days,
              next_order_date: plan.next_order_date,
              behavior: plan.next_order_date_behavior,
            }}
          />
        </section>
        <section className={styles.section} aria-labelledby="payment">
          <h2 id="payment">Payment and delivery</h2>
          <PaymentForm
            plan={{
              ...ref,
              payment_type: plan.payment_type,
              card_id: plan.card_id,
              po_number: plan.po_number ?? '',
              shipping_address_number: plan.shipping_address_number,
            }}
            cards={cards?.map(cardChoice)}
            addresses={addressChoices(customer)}
            termsAllowed={customer.custom?.fields.terms_allowed ?? false}
          />
        </section>
      </div>
      <section className={styles.section} aria-labelledby="history">
        <h2 id="history">Orders placed by this plan</h2>
        {plan.history.length === 0 ? (
          <p className={styles.empty}>No orders yet.</p>
        ) : (
          <table className={styles.history}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Scheduled for</th>
                <th scope="col">Placed</th>
                <th scope="col" className={styles.number}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {plan.history.map((order) => (
                <tr key={order.order_id}>
                  <th scope="row" className={styles.wide}>
                    <Link href={orderDetailHref(order.order_id)}>{order.order_number}</Link>
                  </th>
                  <td data-label="Scheduled for">{formatPlanDate(order.scheduled_date)}</td>
                  <td data-label="Placed">{formatDateTime(order.placed_at)}</td>
                  <td data-label="Total" className={styles.number}>
                    {formatMoney(order.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

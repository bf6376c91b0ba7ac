import { businessUnitRepository, type Db, type OrderDetails, type OrderRecord } from '@chairside/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail } from './order-confirmation-mail';

/**
 * Who is sent an order's confirmation: the customer; for an order a representative placed (issue 18), the
 * representative, and the customer too while its office asks to be told (notify_rep_orders).
 */
async function recipientsOf(db: Db, order: OrderRecord): Promise<string[]> {
  const customer = order.customerEmail ? [order.customerEmail] : [];
  if (order.placedByEmail === null) return customer;
  const notify = await businessUnitRepository(db).notifiesRepOrders(order.businessUnitId);
  return [order.placedByEmail, ...(notify ? customer : [])];
}

/** Sends a placed order's confirmations after its commit; a failure is logged, the order stands (checkout, REPLENISH). */
export function orderConfirmations(db: Db, mailer: Mailer, log: FastifyBaseLogger) {
  return {
    send(details: OrderDetails): void {
      recipientsOf(db, details.order)
        .then((recipients) => Promise.all(recipients.map((to) => mailer.send(orderConfirmationMail(details, to)))))
        .catch((error: unknown) => {
          log.error({ err: error, orderId: details.order.id }, 'order confirmation mail failed');
        });
    },
  };
}

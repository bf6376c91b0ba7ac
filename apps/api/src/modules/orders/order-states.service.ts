import type { Order, OrderUpdate, OrderUpdateAction } from '@chairside/contracts';
import {
  copyTrackingToInvoice,
  issueInvoice,
  orderRepository,
  type Db,
  type InvoicePaymentRecord,
  type OrderRecord,
} from '@chairside/db';
import { todayIn } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../access/request-context';
import { concurrentModification, resourceNotFound } from '../../http/api-error';
import { isUuid } from '../../ids/uuid';
import type { InvoicePaymentSettlement } from '../invoice-payments/invoice-payment-settlement';
import { invoicePaymentLeaseMs } from '../invoice-payments/invoice-payments.service';
import { changeState } from '../order-engine';
import { toOrder } from './orders.mapper';

type OrderChanges = Partial<Pick<OrderRecord, 'orderState' | 'shipmentState' | 'paymentState' | 'trackingNumbers'>>;
type HistoryEntry = { state: string; note: string | null };

/** Handed to the carrier: the shipment states that write the order's invoice (issue 17). */
const shipsGoods = (state: string) => state === 'Shipped' || state === 'Partial';

/** What an action changes, checked against the order as the earlier actions of the update left it. */
function apply(
  current: OrderRecord,
  action: OrderUpdateAction,
  at: Date,
): { changes: OrderChanges; entry?: HistoryEntry } {
  switch (action.action) {
    case 'changeOrderState':
      return {
        changes: { orderState: changeState('order', current.orderState, action.orderState) },
        entry: { state: action.orderState, note: null },
      };
    case 'changeShipmentState':
      return {
        changes: { shipmentState: changeState('shipment', current.shipmentState, action.shipmentState) },
        entry: { state: action.shipmentState, note: null },
      };
    case 'changePaymentState':
      return {
        changes: { paymentState: changeState('payment', current.paymentState, action.paymentState) },
        // The history mixes order and shipment states; payment entries say which they are.
        entry: { state: action.paymentState, note: 'Payment' },
      };
    case 'addDelivery':
      return {
        changes: {
          trackingNumbers: [
            ...current.trackingNumbers,
            ...action.parcels.map(({ trackingData }) => ({
              carrier: trackingData.carrier,
              trackingNumber: trackingData.trackingId,
              shippedAt: at.toISOString(),
            })),
          ],
        },
      };
  }
}

export interface OrderStatesOptions {
  /** Captures a card order's invoice after the shipment's transaction commits. */
  settlement: InvoicePaymentSettlement;
  log: FastifyBaseLogger;
  /** The distributor's time zone: an invoice's issue date. */
  timeZone: string;
}

/**
 * POST /aces/orders/{id}: state changes and deliveries from the distributor's ERP or back office, all or none, at the
 * expected version. Each state change goes through the domain's transition tables (changeState). The update that first
 * hands the goods to the carrier (Shipped or Partial) writes the order's invoice in its transaction (once: a repeated
 * report writes nothing); a card order's invoice is then captured from the order's authorization with no transaction
 * open, so the update answers with the order Paid (or Failed when the gateway refused; still Pending when it gave no
 * answer, for the recovery job).
 */
export function orderStatesService(db: Db, { settlement, log, timeZone }: OrderStatesOptions) {
  async function capture(payment: InvoicePaymentRecord, at: Date) {
    try {
      await settlement.settle(payment, { at });
    } catch (error) {
      log.warn(
        { err: error, paymentId: payment.id },
        'capture of a shipped card order without an answer: left Pending',
      );
    }
  }

  return {
    async update(context: RequestContext, id: string, { version, actions }: OrderUpdate): Promise<Order> {
      if (!isUuid(id)) throw resourceNotFound(id);
      const at = context.now;
      const issued = await db.transaction(async (tx) => {
        const orders = orderRepository(tx);
        const order = await orders.lock(id);
        if (!order) throw resourceNotFound(id);
        if (order.version !== version) throw concurrentModification(order, version);
        let current = order;
        let ships = false;
        const entries: HistoryEntry[] = [];
        for (const action of actions) {
          const { changes, entry } = apply(current, action, at);
          current = { ...current, ...changes };
          if (entry) entries.push(entry);
          ships ||= action.action === 'changeShipmentState' && shipsGoods(action.shipmentState);
        }
        const { orderState, shipmentState, paymentState, trackingNumbers } = current;
        await orders.changeStates(order, { orderState, shipmentState, paymentState, trackingNumbers }, entries, at);
        const delivered = trackingNumbers.length !== order.trackingNumbers.length;
        const invoice = ships
          ? await issueInvoice(tx, (await orders.findById(id))!, {
              issuedOn: todayIn(timeZone, at),
              capture: {
                gatewayKey: `order-capture:${id}`,
                leaseUntil: new Date(at.getTime() + invoicePaymentLeaseMs),
              },
            })
          : undefined;
        if (delivered && !invoice) await copyTrackingToInvoice(tx, id, trackingNumbers);
        return invoice;
      });
      if (issued?.capture) await capture(issued.capture, at);
      return toOrder((await orderRepository(db).findById(id))!, new Set(), true);
    },
  };
}

export type OrderStatesService = ReturnType<typeof orderStatesService>;

import type { Order, OrderUpdate, OrderUpdateAction } from '@chairside/contracts';
import { orderRepository, type Db, type OrderRecord } from '@chairside/db';
import type { RequestContext } from '../../access/request-context';
import { concurrentModification, resourceNotFound } from '../../http/api-error';
import { isUuid } from '../../ids/uuid';
import { changeState } from '../order-engine';
import { toOrder } from './orders.mapper';

type StateChanges = Partial<Pick<OrderRecord, 'orderState' | 'shipmentState' | 'paymentState'>>;

/** The new state an action asks for, checked against the state the earlier actions of the update left. */
function apply(
  current: OrderRecord,
  action: OrderUpdateAction,
): { changes: StateChanges; entry: { state: string; note: string | null } } {
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
  }
}

/**
 * POST /aces/orders/{id}: state changes from the distributor's ERP or back office, all or none, at the expected
 * version. Each goes through the domain's transition tables (changeState).
 */
export function orderStatesService(db: Db) {
  return {
    async update(context: RequestContext, id: string, { version, actions }: OrderUpdate): Promise<Order> {
      if (!isUuid(id)) throw resourceNotFound(id);
      const updated = await db.transaction(async (tx) => {
        const orders = orderRepository(tx);
        const order = await orders.lock(id);
        if (!order) throw resourceNotFound(id);
        if (order.version !== version) throw concurrentModification(order, version);
        let current = order;
        const entries: { state: string; note: string | null }[] = [];
        for (const action of actions) {
          const { changes, entry } = apply(current, action);
          current = { ...current, ...changes };
          entries.push(entry);
        }
        const { orderState, shipmentState, paymentState } = current;
        await orders.changeStates(order, { orderState, shipmentState, paymentState }, entries, context.now);
        return orders.findById(id);
      });
      return toOrder(updated!, new Set(), true);
    },
  };
}

export type OrderStatesService = ReturnType<typeof orderStatesService>;

import type { Order, RepOrderSummary } from '@chairside/contracts';
import { orderStates, shipmentStates } from '@chairside/domain';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  values.includes(value as T);

/** The summary's states as the order status label reads them; a state this storefront does not know reads as Open. */
export function repOrderStatus(order: RepOrderSummary): Pick<Order, 'orderState' | 'shipmentState'> {
  return {
    orderState: isOneOf(orderStates, order.order_state) ? order.order_state : 'Open',
    shipmentState: isOneOf(shipmentStates, order.shipment_state) ? order.shipment_state : undefined,
  };
}

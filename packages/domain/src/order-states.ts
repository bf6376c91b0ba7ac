import type { PaymentChoice } from './checkout-permission';

/** commercetools OrderState (reference §1.8). */
export const orderStates = ['Open', 'Confirmed', 'Complete', 'Cancelled'] as const;
export type OrderState = (typeof orderStates)[number];

/** commercetools PaymentState, with PartiallyPaid and Refunded for invoices paid in part and refunds. */
export const paymentStates = [
  'BalanceDue',
  'Pending',
  'PartiallyPaid',
  'Paid',
  'Failed',
  'CreditOwed',
  'Refunded',
] as const;
export type PaymentState = (typeof paymentStates)[number];

/** commercetools ShipmentState. */
export const shipmentStates = ['Pending', 'Ready', 'Shipped', 'Delivered', 'Delayed', 'Partial', 'Backorder'] as const;
export type ShipmentState = (typeof shipmentStates)[number];

/** commercetools cartState. Ordered carts are immutable; Merged ones were folded into a customer's cart at login. */
export const cartStates = ['Active', 'Merged', 'Ordered', 'Frozen'] as const;
export type CartState = (typeof cartStates)[number];

/** A state machine as data: for each state, the states it may move to next (none: a final state). */
type TransitionTable<State extends string> = { readonly [From in State]: readonly State[] };

/**
 * Orders: the distributor's ERP confirms an open order and completes it once it is delivered; an
 * order may be cancelled until it is complete. Complete and Cancelled are final.
 */
const orderTransitions: TransitionTable<OrderState> = {
  Open: ['Confirmed', 'Cancelled'],
  Confirmed: ['Complete', 'Cancelled'],
  Complete: [],
  Cancelled: [],
};

/**
 * Payments: an on-account invoice (BalanceDue) is paid in one go or in parts; a card authorization
 * (Pending) is captured (Paid) or declined (Failed), and a failed one is retried on another card or
 * moved to an invoice. A return leaves a credit (CreditOwed), which is refunded or set off against
 * another invoice (Paid); Refunded is final.
 */
const paymentTransitions: TransitionTable<PaymentState> = {
  BalanceDue: ['PartiallyPaid', 'Paid'],
  PartiallyPaid: ['Paid'],
  Pending: ['Paid', 'Failed'],
  // Listed first, so a failed card payment that the office then pays on its invoice goes through BalanceDue.
  Failed: ['BalanceDue', 'Pending'],
  Paid: ['Refunded', 'CreditOwed'],
  CreditOwed: ['Refunded', 'Paid'],
  Refunded: [],
};

/**
 * Shipments: picked and packed (Ready), then handed to the carrier (Shipped) and Delivered. A pick
 * that comes up short puts the shipment on Backorder until stock arrives; what is on hand may ship
 * first (Partial) and the rest follows (Shipped). Delayed is a carrier delay in transit. Delivered is final.
 */
const shipmentTransitions: TransitionTable<ShipmentState> = {
  Pending: ['Ready', 'Backorder'],
  Ready: ['Shipped', 'Partial', 'Backorder'],
  Backorder: ['Ready', 'Partial'],
  Partial: ['Shipped'],
  Shipped: ['Delivered', 'Delayed'],
  Delayed: ['Delivered'],
  Delivered: [],
};

/**
 * Carts: an active cart is ordered, merged into the customer's cart at login, or frozen (its prices
 * kept while the order is placed); a frozen cart is ordered or unfrozen. Ordered and Merged are final.
 */
const cartTransitions: TransitionTable<CartState> = {
  Active: ['Ordered', 'Merged', 'Frozen'],
  Frozen: ['Active', 'Ordered'],
  Ordered: [],
  Merged: [],
};

interface MachineStates {
  order: OrderState;
  payment: PaymentState;
  shipment: ShipmentState;
  cart: CartState;
}
export type StateMachine = keyof MachineStates;
export type MachineState<M extends StateMachine> = MachineStates[M];

const machines: { readonly [M in StateMachine]: TransitionTable<MachineState<M>> } = {
  order: orderTransitions,
  payment: paymentTransitions,
  shipment: shipmentTransitions,
  cart: cartTransitions,
};

/**
 * Why a transition is refused. A move to the state already held is refused as `unchanged`, not
 * accepted: it is no change, so nothing may be written for it (no history entry, no new version);
 * a caller that receives repeated updates (an ERP resending a status) can tell it from a real refusal.
 */
export type TransitionRefusal = 'unknown-state' | 'unchanged' | 'not-allowed';

export type TransitionCheck =
  { ok: true } | { ok: false; current: string; requested: string; reason: TransitionRefusal };

/** Whether `machine` may move from `from` to `to`; states arrive as text (e.g. from the ERP), so any string is judged. */
export function checkTransition(machine: StateMachine, from: string, to: string): TransitionCheck {
  const table: Readonly<Record<string, readonly string[]>> = machines[machine];
  const refuse = (reason: TransitionRefusal): TransitionCheck => ({ ok: false, current: from, requested: to, reason });
  if (!Object.hasOwn(table, from) || !Object.hasOwn(table, to)) return refuse('unknown-state');
  if (from === to) return refuse('unchanged');
  return table[from]!.includes(to) ? { ok: true } : refuse('not-allowed');
}

/** The states `machine` may move to from `from` (none for a final or unknown state). */
export function allowedTransitions<M extends StateMachine>(machine: M, from: string): readonly MachineState<M>[] {
  const table: TransitionTable<MachineState<M>> = machines[machine];
  return Object.hasOwn(table, from) ? table[from as MachineState<M>] : [];
}

/**
 * The shortest legal way from `from` to `to` (the states passed through, `to` last; empty when already there), or
 * undefined when the table has none. For a caller that learns where a state ended up rather than each step, such as
 * an order's payment state following its invoice (a failed card capture later paid on the invoice: Failed →
 * BalanceDue → Paid), so every step is checked and recorded.
 */
export function transitionPath<M extends StateMachine>(
  machine: M,
  from: string,
  to: MachineState<M>,
): MachineState<M>[] | undefined {
  const table: TransitionTable<MachineState<M>> = machines[machine];
  if (!Object.hasOwn(table, from)) return undefined;
  if (from === to) return [];
  const cameFrom = new Map<string, string>([[from, from]]);
  const queue = [from as MachineState<M>];
  while (queue.length > 0) {
    const state = queue.shift()!;
    for (const next of table[state]) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, state);
      if (next === to) {
        const path: MachineState<M>[] = [to];
        for (let step = state; step !== from; step = cameFrom.get(step) as MachineState<M>) path.unshift(step);
        return path;
      }
      queue.push(next);
    }
  }
  return undefined;
}

/**
 * The states of a newly placed order: Open, its shipment Pending; on account it owes its balance
 * (BalanceDue), by card the authorization waits to be captured (Pending). The literal types tell
 * callers exactly which states an order starts in.
 */
export function initialOrderStates(payment: PaymentChoice) {
  return {
    orderState: 'Open',
    shipmentState: 'Pending',
    paymentState: payment === 'card' ? 'Pending' : 'BalanceDue',
  } as const satisfies { orderState: OrderState; shipmentState: ShipmentState; paymentState: PaymentState };
}

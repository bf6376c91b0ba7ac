import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  cartStates,
  checkTransition,
  initialOrderStates,
  orderStates,
  paymentStates,
  shipmentStates,
  transitionPath,
  type StateMachine,
} from './order-states';

/** The legal moves, written out by hand: every pair of states not listed here must be refused. */
const allowed: Record<StateMachine, { states: readonly string[]; moves: string[] }> = {
  order: {
    states: orderStates,
    moves: ['Open→Confirmed', 'Open→Cancelled', 'Confirmed→Complete', 'Confirmed→Cancelled'],
  },
  payment: {
    states: paymentStates,
    moves: [
      'BalanceDue→PartiallyPaid',
      'BalanceDue→Paid',
      'PartiallyPaid→Paid',
      'Pending→Paid',
      'Pending→Failed',
      'Failed→Pending',
      'Failed→BalanceDue',
      'Paid→Refunded',
      'Paid→CreditOwed',
      'CreditOwed→Refunded',
      'CreditOwed→Paid',
    ],
  },
  shipment: {
    states: shipmentStates,
    moves: [
      'Pending→Ready',
      'Pending→Backorder',
      'Ready→Shipped',
      'Ready→Partial',
      'Ready→Backorder',
      'Backorder→Ready',
      'Backorder→Partial',
      'Partial→Shipped',
      'Shipped→Delivered',
      'Shipped→Delayed',
      'Delayed→Delivered',
    ],
  },
  cart: {
    states: cartStates,
    moves: ['Active→Ordered', 'Active→Merged', 'Active→Frozen', 'Frozen→Active', 'Frozen→Ordered'],
  },
};

const pairs = (machine: StateMachine) =>
  allowed[machine].states.flatMap((from) => allowed[machine].states.map((to) => ({ machine, from, to })));

describe('checkTransition', () => {
  const machines = Object.keys(allowed) as StateMachine[];

  it.each(machines.flatMap((machine) => allowed[machine].moves.map((move) => ({ machine, move }))))(
    '$machine $move is allowed',
    ({ machine, move }) => {
      const [from, to] = move.split('→') as [string, string];
      expect(checkTransition(machine, from, to)).toEqual({ ok: true });
    },
  );

  it.each(machines.flatMap(pairs).filter(({ machine, from, to }) => !allowed[machine].moves.includes(`${from}→${to}`)))(
    '$machine $from→$to is refused',
    ({ machine, from, to }) => {
      expect(checkTransition(machine, from, to)).toEqual({
        ok: false,
        current: from,
        requested: to,
        reason: from === to ? 'unchanged' : 'not-allowed',
      });
    },
  );

  it.each<{ machine: StateMachine; from: string; to: string; reason: string }>([
    { machine: 'order', from: 'Complete', to: 'Open', reason: 'not-allowed' },
    { machine: 'order', from: 'Cancelled', to: 'Confirmed', reason: 'not-allowed' },
    { machine: 'order', from: 'Open', to: 'Complete', reason: 'not-allowed' },
    { machine: 'shipment', from: 'Delivered', to: 'Shipped', reason: 'not-allowed' },
    { machine: 'shipment', from: 'Pending', to: 'Shipped', reason: 'not-allowed' },
    { machine: 'payment', from: 'Refunded', to: 'Paid', reason: 'not-allowed' },
    { machine: 'payment', from: 'Paid', to: 'Paid', reason: 'unchanged' },
    { machine: 'cart', from: 'Ordered', to: 'Active', reason: 'not-allowed' },
    // A state of another machine, a misspelling, or an object's inherited key is no state at all.
    { machine: 'order', from: 'Open', to: 'Shipped', reason: 'unknown-state' },
    { machine: 'shipment', from: 'Open', to: 'Ready', reason: 'unknown-state' },
    { machine: 'payment', from: 'paid', to: 'Refunded', reason: 'unknown-state' },
    { machine: 'cart', from: 'Active', to: '', reason: 'unknown-state' },
    { machine: 'cart', from: 'toString', to: 'Active', reason: 'unknown-state' },
    { machine: 'order', from: 'Cancelled', to: 'Cancelled', reason: 'unchanged' },
  ])('$machine $from→$to: $reason', ({ machine, from, to, reason }) => {
    expect(checkTransition(machine, from, to)).toEqual({ ok: false, current: from, requested: to, reason });
  });
});

describe('allowedTransitions', () => {
  it.each(
    (Object.keys(allowed) as StateMachine[]).flatMap((machine) =>
      allowed[machine].states.map((from) => ({ machine, from })),
    ),
  )('$machine from $from', ({ machine, from }) => {
    const expected = allowed[machine].moves
      .filter((move) => move.startsWith(`${from}→`))
      .map((move) => move.split('→')[1]);
    expect([...allowedTransitions(machine, from)].sort()).toEqual(expected.sort());
  });

  it('has nothing for an unknown state', () => {
    expect(allowedTransitions('order', 'Shipped')).toEqual([]);
    expect(allowedTransitions('cart', 'constructor')).toEqual([]);
  });
});

describe('initialOrderStates', () => {
  it.each([
    {
      payment: 'on-account' as const,
      expected: { orderState: 'Open', shipmentState: 'Pending', paymentState: 'BalanceDue' },
    },
    { payment: 'card' as const, expected: { orderState: 'Open', shipmentState: 'Pending', paymentState: 'Pending' } },
  ])('$payment', ({ payment, expected }) => {
    expect(initialOrderStates(payment)).toEqual(expected);
  });
});

describe('transitionPath', () => {
  it.each<[StateMachine, string, string, string[] | undefined]>([
    ['payment', 'BalanceDue', 'PartiallyPaid', ['PartiallyPaid']],
    ['payment', 'BalanceDue', 'Paid', ['Paid']],
    ['payment', 'PartiallyPaid', 'Paid', ['Paid']],
    ['payment', 'Failed', 'Paid', ['BalanceDue', 'Paid']],
    ['payment', 'Failed', 'PartiallyPaid', ['BalanceDue', 'PartiallyPaid']],
    ['payment', 'Paid', 'Paid', []],
    ['payment', 'Paid', 'PartiallyPaid', undefined],
    ['payment', 'Refunded', 'Paid', undefined],
    ['payment', 'Unknown', 'Paid', undefined],
    ['shipment', 'Pending', 'Shipped', ['Ready', 'Shipped']],
    ['shipment', 'Backorder', 'Shipped', ['Ready', 'Shipped']],
    ['order', 'Open', 'Complete', ['Confirmed', 'Complete']],
  ])('%s %s → %s', (machine, from, to, path) => expect(transitionPath(machine, from, to as never)).toEqual(path));

  it('only ever takes moves the table allows', () => {
    for (const machine of ['order', 'payment', 'shipment', 'cart'] as const) {
      const states = allowed[machine].states;
      for (const from of states)
        for (const to of states) {
          const path = transitionPath(machine, from, to as never);
          if (!path) continue;
          [from, ...path]
            .slice(0, -1)
            .forEach((state, n) => expect(checkTransition(machine, state, path[n]!).ok).toBe(true));
        }
    }
  });
});

import type { AuditEventRecord } from '@chairside/db';

type Summary = string | ((event: AuditEventRecord) => string);

const orderOf = (event: AuditEventRecord) => event.note ?? event.resourceId ?? '';

/** Why a sync ended, for people; a representative ending it itself needs no reason. */
const endReasons: Record<string, string> = {
  replaced: ' (switched to another customer)',
  'signed out': ' (signed out)',
  expired: ' (the sync expired)',
  'assignment removed': ' (no longer assigned)',
};

/** What each audited action was, keyed by action (sync events, or method and route pattern). */
const summaries: Record<string, Summary> = {
  'sync.start': (event) => `Started acting for ${event.subjectEmail ?? 'the customer'}`,
  'sync.end': (event) =>
    `Stopped acting for ${event.subjectEmail ?? 'the customer'}${endReasons[event.note ?? ''] ?? ''}`,
  'POST /ct/hs-orders': (event) => `Placed order ${orderOf(event)}`,
  'POST /ct/plans/:id/orders': (event) => `Placed REPLENISH order ${orderOf(event)}`,
  'POST /aces/me/carts': 'Created a cart',
  'POST /aces/me/carts/:id': 'Changed the cart',
  'DELETE /aces/me/carts/:id': 'Deleted a cart',
  'POST /ct/reprice-cart': 'Repriced the cart',
  'POST /aces/me/shopping-lists': 'Created a shopping list',
  'POST /aces/me/shopping-lists/:id': 'Changed a shopping list',
  'DELETE /aces/me/shopping-lists/:id': 'Deleted a shopping list',
  'POST /ct/plans': 'Created a REPLENISH plan',
  'PATCH /ct/plans/:id': 'Changed a REPLENISH plan',
  'POST /aces/me': "Changed the customer's profile",
  'POST /mw/offices/active': 'Switched the active office',
  'POST /mw/offices/:id/settings': "Changed the office's settings",
  'POST /mw/invoice-payments': 'Paid invoices',
  'POST /mw/asap-enrollment': 'Enrolled the office in ASAP loyalty',
  'DELETE /mw/asap-enrollment': "Ended the office's ASAP loyalty enrolment",
  'POST /mw/support': 'Sent a message to customer service',
};

/** The trail's line for an event: "Placed order CS1000123", "Changed the cart"; unlisted writes name their route. */
export function summaryOf(event: AuditEventRecord): string {
  const summary = summaries[event.action];
  if (summary === undefined) return `Made a change (${event.action})`;
  return typeof summary === 'string' ? summary : summary(event);
}

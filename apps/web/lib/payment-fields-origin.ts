/** npm start's sandbox payment gateway (apps/gateway). */
const defaultFieldsUrl = 'http://localhost:4100';

/**
 * The payment gateway's public origin, whose hosted card fields the payments and checkout pages embed
 * (PAYMENT_FIELDS_URL). Read at request time, so one build serves every environment; the page CSP lets frames come
 * from it and from nowhere else outside the store.
 */
export function paymentFieldsOrigin(env: Record<string, string | undefined> = process.env): string {
  return new URL(env.PAYMENT_FIELDS_URL?.trim() || defaultFieldsUrl).origin;
}

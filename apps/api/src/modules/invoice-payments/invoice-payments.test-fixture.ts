import { invoicePaymentSchema, type InvoicePayment } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { storedStatusOf, type StoredInvoiceStatus } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import type { TestApi } from '../../../test/test-api';
import type { PaymentGateway } from '../payments/payment-gateway';

export type Headers = Record<string, string>;

/**
 * Wraps the sandbox gateway to record what it answered: each authorization (its key and id) and each capture (the
 * authorization it captured). A card is charged once per distinct captured authorization. `hooks.beforeCapture` may
 * throw, as a capture whose answer never came.
 */
export function chargeRecorder() {
  const authorizations: { key: string; id: string }[] = [];
  const captures: { key: string; authorizationId: string }[] = [];
  /** Set by a test to make the gateway's capture fail or go unanswered. */
  const hooks: { beforeCapture?: () => Promise<void> } = {};
  const wrap = (sandbox: PaymentGateway): PaymentGateway => ({
    ...sandbox,
    name: sandbox.name,
    authorize: async (request, options) => {
      const result = await sandbox.authorize(request, options);
      if (result.status === 'approved')
        authorizations.push({ key: request.idempotencyKey, id: result.authorizationId });
      return result;
    },
    capture: async (request, options) => {
      await hooks.beforeCapture?.();
      const result = await sandbox.capture(request, options);
      if (result.status === 'done')
        captures.push({ key: request.idempotencyKey, authorizationId: request.authorizationId });
      return result;
    },
  });
  return {
    wrap,
    hooks,
    authorizations,
    captures,
    /** The distinct authorizations captured under keys starting with `prefix`: the charges made. */
    chargesFor: (prefix: string) =>
      new Set(captures.filter(({ key }) => key.startsWith(prefix)).map(({ authorizationId }) => authorizationId)),
  };
}

/** Offices with customers and invoices written straight into the database, and the calls an invoice payment makes. */
export async function invoicePaymentFixture(api: TestApi) {
  const fx = customerFixture(api.db);
  const call = (headers: Headers, method: string, path: string, body?: unknown) =>
    fetch(`${api.baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  return {
    fx,
    call,
    /** An office and a signed-in customer of it. */
    async payer(name = 'Invoice Dental') {
      const office = await fx.office(name, [], { termsAllowed: true });
      const customer = await fx.customer({ officeIds: [office.id] });
      return { office, customer, headers: (await signIn(api.db, customer.id)).headers };
    },
    /** An invoice of the office for `total` cents, with what was paid or credited already. */
    async invoice(
      officeId: string,
      {
        total = 10_000,
        paid = 0,
        credited = 0,
        status,
      }: { total?: number; paid?: number; credited?: number; status?: StoredInvoiceStatus } = {},
    ) {
      const [invoice] = await api.db
        .insert(schema.invoices)
        .values({
          businessUnitId: officeId,
          paymentMethod: 'on-account',
          status: status ?? storedStatusOf({ total, paid, credited }),
          issuedOn: '2026-03-02',
          dueOn: '2099-04-01',
          termsDays: 30,
          subtotalCentAmount: total,
          totalCentAmount: total,
          paidCentAmount: paid,
          creditedCentAmount: credited,
        })
        .returning();
      return invoice!;
    },
    invoiceRow: async (id: string) =>
      (await api.db.select().from(schema.invoices).where(eq(schema.invoices.id, id)))[0]!,
    paymentsOf: (customerId: string) =>
      api.db.select().from(schema.invoicePayments).where(eq(schema.invoicePayments.customerId, customerId)),
    mailsTo: (to: string) => api.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, to)),
    async cardOf(headers: Headers, number = '4242424242424242') {
      const response = await call(headers, 'POST', '/mw/cards', {
        token: await api.gateway.cardToken(number),
        save: false,
      });
      const body = (await response.json()) as { uuid: string };
      expect(response.status, JSON.stringify(body)).toBe(201);
      return body.uuid;
    },
    pay: (headers: Headers, body: unknown, key?: string) =>
      call({ ...headers, ...(key ? { 'idempotency-key': key } : {}) }, 'POST', '/mw/invoice-payments', body),
    async receipt(response: Response): Promise<InvoicePayment> {
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(201);
      return invoicePaymentSchema.parse(body);
    },
  };
}

export type InvoicePaymentFixture = Awaited<ReturnType<typeof invoicePaymentFixture>>;

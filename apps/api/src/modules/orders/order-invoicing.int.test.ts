import { randomUUID } from 'node:crypto';
import { orderSchema, type Order } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { addDays, todayIn } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { chargeRecorder, invoicePaymentFixture } from '../invoice-payments/invoice-payments.test-fixture';
import { pino } from 'pino';
import { invoicePaymentRecoveryJob } from '../../jobs/invoice-payment-recovery';
import { invoicePaymentLeaseMs, invoicePaymentsService } from '../invoice-payments/invoice-payments.service';
import { outboxMailer } from '../mail/mailer';
import { GatewayTimeoutError, withTimeout } from '../payments/payment-gateway';
import { placeTestOrder } from './orders.test-fixture';

describe.each(testDatabaseTargets())('invoices written when an order ships ($name)', (target) => {
  let api: TestApi;
  let owner: { customerId: string; businessUnitId: string };
  let adminToken: string;
  const charges = chargeRecorder();
  beforeAll(async () => {
    api = await startTestApi(target, { paymentGateway: (sandbox) => withTimeout(charges.wrap(sandbox), 10_000) });
    const fx = customerFixture(api.db);
    const office = await fx.office('Shipping Dental', []);
    const customer = await fx.customer({ officeIds: [office.id] });
    owner = { customerId: customer.id, businessUnitId: office.id };
    adminToken = await api.tokenFor(['manage_project']);
  });
  afterAll(() => api?.close());

  const update = async (order: { id: string; version: number }, actions: unknown[]): Promise<Order> => {
    const response = await fetch(`${api.baseUrl}/aces/orders/${order.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ version: order.version, actions }),
    });
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return orderSchema.parse(body);
  };
  const ship = (state: 'Shipped' | 'Partial') => ({ action: 'changeShipmentState', shipmentState: state });
  const ready = { action: 'changeShipmentState', shipmentState: 'Ready' };
  const delivery = (trackingId: string) => ({
    action: 'addDelivery',
    parcels: [{ trackingData: { carrier: 'UPS', trackingId } }],
  });
  const invoicesOf = (orderId: string) =>
    api.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, orderId));
  const paymentsOf = (invoiceId: string) =>
    api.db
      .select({ payment: schema.invoicePayments })
      .from(schema.invoicePaymentAllocations)
      .innerJoin(schema.invoicePayments, eq(schema.invoicePayments.id, schema.invoicePaymentAllocations.paymentId))
      .where(eq(schema.invoicePaymentAllocations.invoiceId, invoiceId));

  /** A card order on an authorization the sandbox really made for its total. */
  async function authorizedCardOrder() {
    const sandbox = api.gateway.adapter();
    const signal = new AbortController().signal;
    const stored = await sandbox.storeCard(
      { cardToken: await api.gateway.cardToken('4242424242424242'), idempotencyKey: randomUUID() },
      { signal },
    );
    if (stored.status !== 'stored') throw new Error(`card not stored: ${stored.status}`);
    const draft = await placeTestOrder(api.db, owner, { cartId: randomUUID() });
    const authorized = await sandbox.authorize(
      {
        token: stored.token,
        amount: { centAmount: draft.order.totalCentAmount, currencyCode: 'USD' },
        idempotencyKey: randomUUID(),
      },
      { signal },
    );
    if (authorized.status !== 'approved') throw new Error(`not authorized: ${authorized.status}`);
    await api.db
      .update(schema.orders)
      .set({ gatewayAuthorizationId: authorized.authorizationId })
      .where(eq(schema.orders.id, draft.order.id));
    return { order: draft.order, authorizationId: authorized.authorizationId };
  }

  it('writes an on-account order’s invoice once, Open and due in 30 days, with its lines, fees and tracking', async () => {
    const { order, lines } = await placeTestOrder(api.db, owner, { onAccount: true });
    const readied = await update(order, [ready]);
    expect(await invoicesOf(order.id)).toEqual([]);
    const partial = await update(readied, [ship('Partial'), delivery('1Z0001')]);
    const shipped = await update(partial, [ship('Shipped'), delivery('1Z0002')]);
    expect(shipped.paymentState).toBe('BalanceDue');

    const [invoice, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    const today = todayIn('America/New_York', new Date());
    expect(invoice).toMatchObject({
      businessUnitId: owner.businessUnitId,
      customerId: owner.customerId,
      orderNumber: order.orderNumber,
      purchaseOrderNumber: 'PO-4711',
      status: 'Open',
      paymentMethod: 'on-account',
      issuedOn: today,
      dueOn: addDays(today, 30),
      termsDays: 30,
      subtotalCentAmount: order.subtotalCentAmount,
      handlingFeeCentAmount: order.handlingFeeCentAmount,
      shippingCentAmount: 999,
      totalCentAmount: order.totalCentAmount,
      paidCentAmount: 0,
      pendingCentAmount: 0,
      shippingAddress: order.shippingAddress,
    });
    // Both deliveries, the later one reported after the invoice was written.
    expect(invoice!.trackingNumbers.map(({ trackingNumber }) => trackingNumber)).toEqual(['1Z0001', '1Z0002']);
    const invoiceLines = await api.db
      .select()
      .from(schema.invoiceLines)
      .where(eq(schema.invoiceLines.invoiceId, invoice!.id));
    expect(
      invoiceLines.map(({ sku, name, quantity, unitPriceCentAmount }) => ({
        sku,
        name,
        quantity,
        unitPriceCentAmount,
      })),
    ).toEqual(
      lines.map((line) => ({
        sku: line.sku,
        name: line.name['en-US'],
        quantity: line.quantity,
        unitPriceCentAmount: line.priceCentAmount,
      })),
    );
    expect(await paymentsOf(invoice!.id)).toEqual([]);
  });

  it('captures a shipped card order: the invoice is Paid (the receipt) and so is the order', async () => {
    const { order, authorizationId } = await authorizedCardOrder();
    const readied = await update({ id: order.id, version: order.version }, [ready]);
    const shipped = await update(readied, [ship('Shipped')]);
    expect(shipped.paymentState).toBe('Paid');
    expect(shipped.statusHistory!.map((entry) => [entry.state, entry.note ?? null]).slice(-2)).toEqual([
      ['Shipped', null],
      ['Paid', 'Payment'],
    ]);
    const delivered = await update(shipped, [delivery('1Z0003')]);
    expect(delivered.paymentState).toBe('Paid');

    const [invoice] = await invoicesOf(order.id);
    expect(invoice).toMatchObject({
      status: 'Paid',
      paymentMethod: 'card',
      termsDays: 0,
      paidCentAmount: order.totalCentAmount,
      pendingCentAmount: 0,
    });
    expect(invoice!.trackingNumbers).toHaveLength(1);
    expect(await paymentsOf(invoice!.id)).toEqual([
      {
        payment: expect.objectContaining({
          kind: 'capture',
          state: 'Succeeded',
          gatewayKey: `order-capture:${order.id}`,
          gatewayAuthorizationId: authorizationId,
          cardBrand: 'visa',
          centAmount: order.totalCentAmount,
        }),
      },
    ]);
    expect(charges.chargesFor(`order-capture:${order.id}`)).toEqual(new Set([authorizationId]));
  });

  it('leaves a capture without an answer Pending for the recovery job, which finishes it', async () => {
    const { order } = await authorizedCardOrder();
    charges.hooks.beforeCapture = () => Promise.reject(new GatewayTimeoutError('capture', 10_000));
    const shipped = await update({ id: order.id, version: order.version }, [ready, ship('Shipped')]);
    delete charges.hooks.beforeCapture;
    expect(shipped.paymentState).toBe('Pending');
    const [invoice] = await invoicesOf(order.id);
    expect(invoice).toMatchObject({ status: 'Open', paidCentAmount: 0, pendingCentAmount: order.totalCentAmount });

    const log = pino({ level: 'silent' });
    const service = invoicePaymentsService(api.db, withTimeout(charges.wrap(api.gateway.adapter()), 10_000), {
      mailer: outboxMailer(api.db),
      log,
      timeZone: 'America/New_York',
    });
    const job = invoicePaymentRecoveryJob(api.db, service, log, {
      intervalMs: 1,
      batchSize: 50,
      leaseMs: 1000,
      maxAttempts: 3,
    });
    expect(await job.run(new Date(Date.now() + invoicePaymentLeaseMs + 1000))).toMatchObject({
      claimed: 1,
      succeeded: 1,
    });
    expect((await invoicesOf(order.id))[0]).toMatchObject({ status: 'Paid', paidCentAmount: order.totalCentAmount });
    const [row] = await api.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(row!.paymentState).toBe('Paid');
  });

  it('leaves the invoice Open and due at once, and the order’s payment Failed, when the capture is refused', async () => {
    // The order's authorization is unknown to the gateway (voided, lapsed): the capture is refused for sure.
    const { order } = await placeTestOrder(api.db, owner);
    const readied = await update(order, [ready]);
    const shipped = await update(readied, [ship('Shipped'), delivery('1Z0004')]);
    expect(shipped.paymentState).toBe('Failed');
    const [invoice] = await invoicesOf(order.id);
    expect(invoice).toMatchObject({ status: 'Open', termsDays: 0, paidCentAmount: 0, pendingCentAmount: 0 });
    expect(invoice!.dueOn).toBe(invoice!.issuedOn);
    expect(await paymentsOf(invoice!.id)).toEqual([
      { payment: expect.objectContaining({ kind: 'capture', state: 'Failed', failureCode: 'PaymentGatewayError' }) },
    ]);
  });

  it('moves the order’s payment state with its invoice paid on the portal: in part, in full, after a refused capture', async () => {
    const payments = await invoicePaymentFixture(api);
    const { headers } = await signIn(api.db, owner.customerId);
    const card = await payments.cardOf(headers);
    const pay = async (invoiceId: string, amount: number) =>
      payments.receipt(
        await payments.pay(
          headers,
          { allocations: [{ invoice_id: invoiceId, amount }], card_uuid: card },
          randomUUID(),
        ),
      );
    const paymentStateOf = async (orderId: string) =>
      (await api.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]!.paymentState;

    const onAccount = (await placeTestOrder(api.db, owner, { onAccount: true })).order;
    await update(await update(onAccount, [ready]), [ship('Shipped')]);
    const [invoice] = await invoicesOf(onAccount.id);
    await pay(invoice!.id, 1_000);
    expect(await paymentStateOf(onAccount.id)).toBe('PartiallyPaid');
    await pay(invoice!.id, invoice!.totalCentAmount - 1_000);
    expect(await paymentStateOf(onAccount.id)).toBe('Paid');

    const refused = (await placeTestOrder(api.db, owner)).order;
    await update(await update(refused, [ready]), [ship('Shipped')]);
    expect(await paymentStateOf(refused.id)).toBe('Failed');
    const [owed] = await invoicesOf(refused.id);
    await pay(owed!.id, owed!.totalCentAmount);
    expect(await paymentStateOf(refused.id)).toBe('Paid');
    const history = await api.db
      .select()
      .from(schema.orderStatusHistory)
      .where(eq(schema.orderStatusHistory.orderId, refused.id));
    expect(history.filter((entry) => entry.note === 'Payment').map((entry) => entry.state)).toEqual([
      'Failed',
      'BalanceDue',
      'Paid',
    ]);
  });
});

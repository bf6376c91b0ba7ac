import { randomUUID } from 'node:crypto';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { until } from '../../../test/until';
import { invoicePaymentRecoveryJob } from '../../jobs/invoice-payment-recovery';
import { controllableGateway } from '../checkout/checkout.test-fixture';
import { outboxMailer } from '../mail/mailer';
import { GatewayTimeoutError } from '../payments/payment-gateway';
import { invoicePaymentLeaseMs, invoicePaymentsService } from './invoice-payments.service';
import { chargeRecorder, invoicePaymentFixture, type InvoicePaymentFixture } from './invoice-payments.test-fixture';

describe.each(testDatabaseTargets())('paying invoices by card ($name)', (target) => {
  let api: TestApi;
  let f: InvoicePaymentFixture;
  // Long enough that a test, not the timeout, decides when a held authorization answers.
  const gateway = controllableGateway(10_000);
  const charges = chargeRecorder();
  const recovery = (maxAttempts = 60) => {
    const log = pino({ level: 'silent' });
    const service = invoicePaymentsService(api.db, gateway.gateway, {
      mailer: outboxMailer(api.db),
      log,
      timeZone: 'America/New_York',
    });
    return invoicePaymentRecoveryJob(api.db, service, log, {
      intervalMs: 1,
      batchSize: 50,
      leaseMs: 1000,
      maxAttempts,
    });
  };
  const recoveryAt = () => new Date(Date.now() + invoicePaymentLeaseMs + 1000);

  beforeAll(async () => {
    api = await startTestApi(target, { paymentGateway: (sandbox) => gateway.wrap(charges.wrap(sandbox)) });
    f = await invoicePaymentFixture(api);
  });
  beforeEach(() => {
    delete gateway.hooks.beforeAuthorize;
    delete gateway.hooks.afterAuthorize;
  });
  afterAll(() => api?.close());

  const expectError = async (response: Response, status: number, code: string) => {
    const error = await readError(response);
    expect([response.status, error.errors[0]!.code], error.message).toEqual([status, code]);
    return error.errors[0]!;
  };
  const amounts = async (id: string) => {
    const row = await f.invoiceRow(id);
    return { status: row.status, paid: row.paidCentAmount, pending: row.pendingCentAmount, version: row.version };
  };

  it('pays one invoice in full, one in part, several at once: one charge and one receipt each', async () => {
    const { office, customer, headers } = await f.payer();
    const card = await f.cardOf(headers);
    const full = await f.invoice(office.id, { total: 12_345 });
    const receipt = await f.receipt(
      await f.pay(headers, { allocations: [{ invoice_id: full.id, amount: 12_345 }], card_uuid: card }, 'full-1'),
    );
    expect(receipt).toMatchObject({
      status: 'Succeeded',
      amount: 12_345,
      currency: 'USD',
      card_brand: 'visa',
      card_last4: '4242',
      allocations: [
        { invoice_id: full.id, invoice_number: full.invoiceNumber, amount: 12_345, balance: 0, status: 'Paid' },
      ],
    });
    expect(await amounts(full.id)).toEqual({ status: 'Paid', paid: 12_345, pending: 0, version: 2 });
    expect(charges.chargesFor(`invoice-payment:${customer.id}:full-1`).size).toBe(1);

    const part = await f.invoice(office.id, { total: 10_000 });
    const partial = await f.receipt(
      await f.pay(headers, { allocations: [{ invoice_id: part.id, amount: 2_500 }], card_uuid: card }, 'part-1'),
    );
    expect(partial.allocations).toEqual([
      expect.objectContaining({ amount: 2_500, balance: 7_500, status: 'PartiallyPaid' }),
    ]);
    expect(await amounts(part.id)).toMatchObject({ status: 'PartiallyPaid', paid: 2_500, pending: 0 });

    const several = [await f.invoice(office.id, { total: 1_000 }), await f.invoice(office.id, { total: 2_000 })];
    const before = charges.captures.length;
    const both = await f.receipt(
      await f.pay(
        headers,
        {
          allocations: [
            { invoice_id: several[0]!.id, amount: 1_000 },
            { invoice_id: several[1]!.id, amount: 500 },
            { invoice_id: part.id, amount: 7_500 },
          ],
          card_uuid: card,
        },
        'several-1',
      ),
    );
    expect(both.amount).toBe(9_000);
    expect(both.allocations).toHaveLength(3);
    expect(charges.captures.length - before).toBe(1);
    expect(await amounts(part.id)).toMatchObject({ status: 'Paid', paid: 10_000 });
    expect(await amounts(several[1]!.id)).toMatchObject({ status: 'PartiallyPaid', paid: 500 });

    // A receipt mail per payment, to the paying customer, naming each invoice and what remains on it.
    await until(async () => (await f.mailsTo(customer.email)).length === 3);
    const mail = (await f.mailsTo(customer.email)).find((sent) => sent.subject.includes(both.receipt_number))!;
    expect(mail.text).toContain(`Invoice ${part.invoiceNumber}: paid $75.00, remaining balance $0.00`);
    expect(mail.text).toContain(`Invoice ${several[1]!.invoiceNumber}: paid $5.00, remaining balance $15.00`);
    expect(mail.text).toContain('Total charged: $90.00');
    expect(mail.text).toContain('ending in 4242');
  });

  it('takes 50 invoices in one payment and refuses 51 before charging', async () => {
    const { office, headers } = await f.payer();
    const card = await f.cardOf(headers);
    const invoices = [];
    for (let n = 0; n < 51; n += 1) invoices.push(await f.invoice(office.id, { total: 100 + n }));
    const allocations = invoices.map((invoice) => ({ invoice_id: invoice.id, amount: invoice.totalCentAmount }));
    const captures = charges.captures.length;
    await expectError(await f.pay(headers, { allocations, card_uuid: card }, 'fifty-one'), 400, 'InvalidInput');
    expect(charges.captures.length).toBe(captures);
    expect(await amounts(invoices[0]!.id)).toMatchObject({ status: 'Open', pending: 0 });
    const fifty = await f.receipt(
      await f.pay(headers, { allocations: allocations.slice(0, 50), card_uuid: card }, 'fifty'),
    );
    expect(fifty.allocations).toHaveLength(50);
    expect(fifty.allocations.every(({ status }) => status === 'Paid')).toBe(true);
  });

  it('refuses bad amounts, void and paid invoices, another office’s invoice and a duplicate, charging nothing', async () => {
    const { office, customer, headers } = await f.payer();
    const card = await f.cardOf(headers);
    const invoice = await f.invoice(office.id, { total: 5_000, paid: 1_000 });
    const pay = (allocations: unknown[]) => f.pay(headers, { allocations, card_uuid: card }, randomUUID());
    for (const amount of [0, -100, 1.5]) {
      const error = await expectError(await pay([{ invoice_id: invoice.id, amount }]), 400, 'InvalidField');
      expect(error).toMatchObject({ field: 'allocations.0.amount' });
    }
    expect(
      await expectError(await pay([{ invoice_id: invoice.id, amount: 4_001 }]), 409, 'InvoiceBalanceExceeded'),
    ).toMatchObject({ invoiceId: invoice.id, payable: 4_000, message: expect.stringContaining('$40.00') });
    const voided = await f.invoice(office.id, { status: 'Void' });
    const paid = await f.invoice(office.id, { total: 300, paid: 300 });
    for (const closed of [voided, paid])
      expect(
        await expectError(await pay([{ invoice_id: closed.id, amount: 100 }]), 409, 'InvoiceNotPayable'),
      ).toMatchObject({ invoiceId: closed.id });
    const elsewhere = await f.invoice((await f.payer('Other Dental')).office.id);
    for (const id of [elsewhere.id, randomUUID(), 'not-an-id']) {
      const error = await expectError(await pay([{ invoice_id: id, amount: 100 }]), 404, 'ResourceNotFound');
      expect(error.message).toContain(id);
    }
    await expectError(
      await pay([
        { invoice_id: invoice.id, amount: 100 },
        { invoice_id: invoice.id, amount: 100 },
      ]),
      400,
      'InvalidInput',
    );
    await expectError(
      await f.pay(headers, { allocations: [{ invoice_id: invoice.id, amount: 100 }], card_uuid: card }),
      400,
      'InvalidInput',
    );
    expect(await f.paymentsOf(customer.id)).toEqual([]);
    expect(await amounts(invoice.id)).toEqual({ status: 'PartiallyPaid', paid: 1_000, pending: 0, version: 1 });
  });

  it('applies nothing when the card is declined, and releases what the payment held', async () => {
    const { office, customer, headers } = await f.payer();
    const card = await f.cardOf(headers, '4000000000009995');
    const invoice = await f.invoice(office.id, { total: 5_000 });
    const body = { allocations: [{ invoice_id: invoice.id, amount: 5_000 }], card_uuid: card };
    await expectError(await f.pay(headers, body, 'declined-1'), 400, 'CardDeclined');
    expect(await amounts(invoice.id)).toMatchObject({ status: 'Open', paid: 0, pending: 0 });
    expect(await f.paymentsOf(customer.id)).toEqual([
      expect.objectContaining({ state: 'Failed', failureCode: 'CardDeclined' }),
    ]);
    // The refusal is the key's answer; another card pays the whole invoice.
    await expectError(await f.pay(headers, body, 'declined-1'), 400, 'CardDeclined');
    const good = await f.cardOf(headers);
    await f.receipt(await f.pay(headers, { ...body, card_uuid: good }, 'declined-2'));
  });

  it('answers a gateway timeout with 504 and nothing applied; the retry with the same key charges once', async () => {
    const { office, customer, headers } = await f.payer();
    const card = await f.cardOf(headers);
    const invoice = await f.invoice(office.id, { total: 8_000 });
    const body = { allocations: [{ invoice_id: invoice.id, amount: 8_000 }], card_uuid: card };
    let lost = false;
    // The gateway authorizes, but its answer never reaches the API in time.
    gateway.hooks.afterAuthorize = () => {
      if (lost) return;
      lost = true;
      throw new GatewayTimeoutError('authorize', 10_000);
    };
    await expectError(await f.pay(headers, body, 'timeout-1'), 504, 'PaymentGatewayTimeout');
    // Nothing paid; the amount stays held for the payment being decided, so no other payment can take it meanwhile.
    expect(await amounts(invoice.id)).toMatchObject({ status: 'Open', paid: 0, pending: 8_000 });
    await expectError(
      await f.pay(headers, { ...body, allocations: [{ invoice_id: invoice.id, amount: 1 }] }, 'timeout-other'),
      409,
      'InvoiceBalanceExceeded',
    );

    const receipt = await f.receipt(await f.pay(headers, body, 'timeout-1'));
    const key = `invoice-payment:${customer.id}:timeout-1`;
    // Asked twice under one key: one authorization, captured once.
    expect(gateway.calls.authorize.filter((called) => called === key)).toHaveLength(2);
    expect(new Set(charges.authorizations.filter((a) => a.key === key).map((a) => a.id)).size).toBe(1);
    expect(charges.chargesFor(key).size).toBe(1);
    expect((await f.paymentsOf(customer.id)).filter((payment) => payment.kind === 'charge')).toHaveLength(1);
    expect(await amounts(invoice.id)).toMatchObject({ status: 'Paid', paid: 8_000, pending: 0 });

    // Read again after success (the reply was lost): the stored receipt, and no second charge.
    const replay = await f.pay(headers, body, 'timeout-1');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await f.receipt(replay)).toEqual(receipt);
    expect(gateway.calls.authorize.filter((called) => called === key)).toHaveLength(2);
    expect(charges.chargesFor(key).size).toBe(1);
  });

  it('lets one of two payments racing for the last of a balance through and refuses the other before its charge', async () => {
    const { office, headers } = await f.payer();
    const card = await f.cardOf(headers);
    const invoice = await f.invoice(office.id, { total: 6_000, paid: 2_000 });
    const body = { allocations: [{ invoice_id: invoice.id, amount: 4_000 }], card_uuid: card };

    // The first holds the balance while the gateway decides; the second is refused at once.
    let answer = () => {};
    gateway.hooks.beforeAuthorize = () => new Promise<void>((resolve) => (answer = resolve));
    const first = f.pay(headers, body, 'race-a');
    await until(async () => (await amounts(invoice.id)).pending === 4_000);
    const second = await f.pay(headers, body, 'race-b');
    expect(await expectError(second, 409, 'InvoiceBalanceExceeded')).toMatchObject({ payable: 0 });
    answer();
    await f.receipt(await first);
    expect(await amounts(invoice.id)).toMatchObject({ status: 'Paid', paid: 6_000, pending: 0 });

    // Truly at once: exactly one succeeds, and the invoice is never paid above its total.
    delete gateway.hooks.beforeAuthorize;
    const other = await f.invoice(office.id, { total: 3_000 });
    const both = { allocations: [{ invoice_id: other.id, amount: 3_000 }], card_uuid: card };
    const answers = await Promise.all([f.pay(headers, both, 'race-c'), f.pay(headers, both, 'race-d')]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await amounts(other.id)).toMatchObject({ status: 'Paid', paid: 3_000, pending: 0 });
  });

  it('finishes a payment its request abandoned (the recovery job), or releases it when the gateway never answers', async () => {
    const { office, customer, headers } = await f.payer();
    const card = await f.cardOf(headers);
    const invoice = await f.invoice(office.id, { total: 4_000 });
    gateway.hooks.afterAuthorize = () => {
      delete gateway.hooks.afterAuthorize;
      throw new Error('connection reset');
    };
    const body = { allocations: [{ invoice_id: invoice.id, amount: 4_000 }], card_uuid: card };
    await expectError(await f.pay(headers, body, 'abandoned-1'), 502, 'PaymentGatewayError');
    // Within its lease the payment still belongs to its request.
    expect(await recovery().run(new Date())).toMatchObject({ claimed: 0 });
    // Two workers at once: the claim gives the payment to one of them.
    const runs = await Promise.all([recovery().run(recoveryAt()), recovery().run(recoveryAt())]);
    const total = (count: 'claimed' | 'succeeded') => runs.reduce((sum, run) => sum + (run?.[count] ?? 0), 0);
    expect([total('claimed'), total('succeeded')]).toEqual([1, 1]);
    expect(await amounts(invoice.id)).toMatchObject({ status: 'Paid', paid: 4_000, pending: 0 });
    expect(charges.chargesFor(`invoice-payment:${customer.id}:abandoned-1`).size).toBe(1);
    await until(async () => (await f.mailsTo(customer.email)).length === 1);
    // The client's retry then hears the receipt.
    expect((await f.receipt(await f.pay(headers, body, 'abandoned-1'))).amount).toBe(4_000);

    const never = await f.invoice(office.id, { total: 700 });
    gateway.hooks.beforeAuthorize = () => Promise.reject(new GatewayTimeoutError('authorize', 10_000));
    const silent = { allocations: [{ invoice_id: never.id, amount: 700 }], card_uuid: card };
    await expectError(await f.pay(headers, silent, 'never-1'), 504, 'PaymentGatewayTimeout');
    expect(await recovery(0).run(recoveryAt())).toMatchObject({ claimed: 1, released: 1 });
    expect(await amounts(never.id)).toMatchObject({ status: 'Open', paid: 0, pending: 0 });
    const [released] = await api.db
      .select()
      .from(schema.invoicePayments)
      .where(eq(schema.invoicePayments.gatewayKey, `invoice-payment:${customer.id}:never-1`));
    expect(released).toMatchObject({ state: 'Failed' });
    // The same key now answers that the attempt ended; a new payment may try again.
    await expectError(await f.pay(headers, silent, 'never-1'), 409, 'InvalidOperation');
  });
});

import { describe, expect, it } from 'vitest';
import {
  allocationMessages,
  allocationProblem,
  invoicesPerPaymentLimit,
  paymentTotal,
  type PayableInvoice,
  type PaymentAllocationDraft,
} from './invoice-payments';

const invoice = (id: string, payable: number, status: PayableInvoice['status'] = 'Open'): PayableInvoice => ({
  id,
  number: `IN${id}`,
  status,
  payable,
});
const invoices = new Map(
  [
    invoice('1', 10_000),
    invoice('2', 2_500, 'PartiallyPaid'),
    invoice('3', 0, 'Paid'),
    invoice('4', 5_000, 'Void'),
    invoice('5', 0, 'Open'),
  ].map((item) => [item.id, item]),
);
const pay = (invoiceId: string, amount: number): PaymentAllocationDraft => ({ invoiceId, amount });

describe('allocationProblem', () => {
  it.each<[string, PaymentAllocationDraft[], ReturnType<typeof allocationProblem>]>([
    ['one invoice in full', [pay('1', 10_000)], undefined],
    ['one invoice in part', [pay('1', 1)], undefined],
    ['several invoices', [pay('1', 10_000), pay('2', 2_500)], undefined],
    ['no invoices', [], { code: 'NoInvoices', message: allocationMessages.noInvoices }],
    [
      'the same invoice twice',
      [pay('1', 100), pay('1', 100)],
      { code: 'DuplicateInvoice', message: allocationMessages.duplicateInvoice('IN1'), index: 1, invoiceId: '1' },
    ],
    [
      'zero',
      [pay('1', 0)],
      { code: 'InvalidAmount', message: allocationMessages.invalidAmount('IN1'), index: 0, invoiceId: '1' },
    ],
    [
      'negative',
      [pay('2', -100)],
      { code: 'InvalidAmount', message: allocationMessages.invalidAmount('IN2'), index: 0, invoiceId: '2' },
    ],
    [
      'fractional cents',
      [pay('1', 100.5)],
      { code: 'InvalidAmount', message: allocationMessages.invalidAmount('IN1'), index: 0, invoiceId: '1' },
    ],
    [
      'not a number',
      [pay('1', Number.NaN)],
      { code: 'InvalidAmount', message: allocationMessages.invalidAmount('IN1'), index: 0, invoiceId: '1' },
    ],
    [
      'one cent above the balance',
      [pay('1', 10_001)],
      {
        code: 'AmountAboveBalance',
        message: 'The most you can pay on invoice IN1 is $100.00.',
        index: 0,
        invoiceId: '1',
      },
    ],
    [
      'a paid invoice',
      [pay('3', 100)],
      { code: 'InvoiceNotPayable', message: 'Invoice IN3 is already paid.', index: 0, invoiceId: '3' },
    ],
    [
      'a void invoice',
      [pay('4', 100)],
      { code: 'InvoiceNotPayable', message: 'Invoice IN4 is void and cannot be paid.', index: 0, invoiceId: '4' },
    ],
    [
      'an invoice whose whole balance another payment holds',
      [pay('5', 100)],
      {
        code: 'AmountAboveBalance',
        message: 'Invoice IN5 has a payment in progress for its whole balance.',
        index: 0,
        invoiceId: '5',
      },
    ],
    ['an invoice not given (the caller answers 404)', [pay('unknown', 100)], undefined],
  ])('%s', (_name, allocations, expected) => expect(allocationProblem(allocations, invoices)).toEqual(expected));

  it(`takes ${invoicesPerPaymentLimit} invoices and refuses one more`, () => {
    const many = new Map(
      Array.from({ length: invoicesPerPaymentLimit + 1 }, (_, n) => invoice(String(n), 100)).map((item) => [
        item.id,
        item,
      ]),
    );
    const drafts = [...many.keys()].map((id) => pay(id, 100));
    expect(allocationProblem(drafts.slice(0, invoicesPerPaymentLimit), many)).toBeUndefined();
    expect(allocationProblem(drafts, many)).toEqual({
      code: 'TooManyInvoices',
      message: allocationMessages.tooManyInvoices,
    });
  });
});

describe('paymentTotal', () => {
  it.each([
    [[], 0],
    [[pay('1', 10_000)], 10_000],
    [[pay('1', 1), pay('2', 2_499)], 2_500],
  ])('%j', (allocations, total) => expect(paymentTotal(allocations)).toBe(total));
});

import type { Invoice } from '@chairside/contracts';
import type { StatementInput } from '@chairside/domain';

/**
 * A Net 30 invoice of $1,000.00 (lines, a handling fee and shipping) with a $250.00 card payment and a $50.00 credit
 * applied: the PDF tests' and sample renders' invoice.
 */
export function sampleInvoice({ lines }: { lines: number }): Invoice {
  const shipping = 1_500;
  const handling = 500;
  const subtotal = 100_000 - shipping - handling;
  // Whole-cent prices that add up to the subtotal: the last line takes the remainder.
  const price = Math.floor(subtotal / lines);
  return {
    id: '5a0f3f7e-5a52-4a59-9d3c-0c7f6d1f2a11',
    number: 'IN5000001',
    order_id: '0b8a3c52-6f0e-4bd4-a7c5-4e2b7b9c1d01',
    order_number: 'CS1000042',
    po_number: 'PO-4711',
    issued_on: '2026-03-02',
    due_on: '2026-04-01',
    status: 'PartiallyPaid',
    payment_method: 'on-account',
    currency: 'USD',
    total: 100_000,
    paid: 25_000,
    credited: 5_000,
    balance: 70_000,
    payable: 70_000,
    version: 3,
    terms_days: 30,
    lines: Array.from({ length: lines }, (_, index) => {
      const amount = index === lines - 1 ? subtotal - price * (lines - 1) : price;
      return {
        position: index + 1,
        sku: `CS-${1000 + index}-BX`,
        item_number: `${104_200 + index}`,
        uom: 'BX',
        name:
          index % 7 === 3
            ? `Composite restorative kit with syringes, shade guide and bonding agent, universal shades (line ${index + 1})`
            : `Nitrile exam gloves, size M (line ${index + 1})`,
        quantity: 1,
        unit_price: amount,
        total: amount,
      };
    }),
    subtotal,
    loyalty_saving: 0,
    fees: { handling, minimum_order: 0, hazardous: 0, refrigerated: 0, excessive_weight: 0 },
    shipping,
    payments: [
      {
        payment_id: '9c1e2f4a-3b5d-4e6f-8a7b-1c2d3e4f5a6b',
        receipt_number: 'RC9000001',
        paid_at: '2026-03-10T15:04:05.000Z',
        amount: 25_000,
        card_brand: 'visa',
        card_last4: '4242',
      },
    ],
    credits: [{ number: 'CM7000001', issued_on: '2026-03-12', amount: 5_000, reason: 'Returned damaged items' }],
    bill_to: {
      company: 'Bright Smiles Dental',
      name: 'Accounts Payable',
      lines: ['1200 Market St', 'Philadelphia, PA 19107'],
    },
    ship_to: {
      name: 'Dana Whitfield',
      lines: ['1200 Market St', 'Suite 4', 'Philadelphia, PA 19107'],
      shipping_account_number: 'SA-1',
    },
    tracking: [{ carrier: 'UPS', tracking_number: '1Z999AA10123456784', shipped_at: '2026-03-02T18:00:00.000Z' }],
    voided_at: null,
    void_reason: null,
  };
}

/**
 * March 2026 of an account that owed $1,200.00 from February: two invoices, a payment over two invoices and a credit
 * in the month.
 */
export const sampleStatementInput: StatementInput = {
  month: '2026-03',
  invoices: [
    { number: 'IN5000001', issuedOn: '2026-01-20', dueOn: '2026-02-19', total: 80_000 },
    { number: 'IN5000002', issuedOn: '2026-02-14', dueOn: '2026-03-16', total: 40_000 },
    { number: 'IN5000003', issuedOn: '2026-03-04', dueOn: '2026-04-03', total: 25_050 },
    { number: 'IN5000004', issuedOn: '2026-03-18', dueOn: '2026-04-17', total: 61_275 },
  ],
  payments: [
    {
      reference: 'RC9000001',
      on: '2026-03-09',
      allocations: [
        { invoiceNumber: 'IN5000001', amount: 80_000 },
        { invoiceNumber: 'IN5000002', amount: 10_000 },
      ],
    },
  ],
  credits: [
    {
      reference: 'CM7000001',
      on: '2026-03-12',
      invoiceNumber: 'IN5000003',
      amount: 2_500,
      reason: 'Returned damaged items',
    },
  ],
};

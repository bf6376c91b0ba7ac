import { balanceOf, invoiceStatus, storedStatusOf } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { demoDataset } from './index';

const now = new Date('2026-03-15T15:30:00Z');
const today = '2026-03-15';
const generate = () => demoDataset({ passwordHash: 'fake-hash', now });

describe('demo invoices', () => {
  const data = generate();
  const { invoices, lines, credits, payments, allocations } = data.invoices;
  const officeOf = (email: string) => {
    const customer = data.accounts.customers.find((candidate) => candidate.email === email)!;
    return data.accounts.memberships.filter((membership) => membership.customerId === customer.id)[0]!.businessUnitId;
  };
  const shownStatuses = (officeId: string) =>
    new Set(
      invoices
        .filter((invoice) => invoice.businessUnitId === officeId)
        .map((invoice) => invoiceStatus(invoice.status!, invoice.dueOn, today)),
    );

  it('is deterministic', () => {
    expect(JSON.stringify({ ...generate().invoices, orderOfInvoice: [], orderPaymentStates: [] })).toBe(
      JSON.stringify({ ...data.invoices, orderOfInvoice: [], orderPaymentStates: [] }),
    );
  });

  it('gives the contract office open, partially paid, overdue, paid and void invoices and credit memos', () => {
    const office = officeOf('demo-customer@example.com');
    expect([...shownStatuses(office)].sort()).toEqual(['Open', 'Overdue', 'Paid', 'PartiallyPaid', 'Void']);
    expect(credits.filter((credit) => credit.businessUnitId === office).length).toBeGreaterThan(0);
  });

  it('gives the card-only office paid receipts, owed declined captures (one paid in part, one credited) and a void duplicate', () => {
    const office = officeOf('demo-retail@example.com');
    const statuses = shownStatuses(office);
    for (const status of ['Paid', 'Overdue', 'Void']) expect(statuses).toContain(status);
    const owed = invoices.filter((invoice) => invoice.businessUnitId === office && invoice.status !== 'Paid');
    expect(owed.some((invoice) => (invoice.paidCentAmount ?? 0) > 0)).toBe(true);
    expect(credits.filter((credit) => credit.businessUnitId === office)).toHaveLength(1);
  });

  it('keeps every invoice consistent with its payments, credits and lines', () => {
    for (const invoice of invoices) {
      const paid = allocations
        .filter((allocation) => allocation.invoiceId === invoice.id)
        .reduce((sum, allocation) => sum + allocation.centAmount, 0);
      const credited = credits
        .filter((credit) => credit.invoiceId === invoice.id)
        .reduce((sum, credit) => sum + credit.centAmount, 0);
      expect(invoice.paidCentAmount ?? 0).toBe(paid);
      expect(invoice.creditedCentAmount ?? 0).toBe(credited);
      const amounts = { total: invoice.totalCentAmount, paid, credited };
      expect(paid + credited).toBeLessThanOrEqual(invoice.totalCentAmount);
      if (invoice.status !== 'Void') expect(invoice.status).toBe(storedStatusOf(amounts));
      else expect(paid + credited).toBe(0);
      expect(balanceOf(amounts)).toBeGreaterThanOrEqual(0);
      const invoiceLines = lines.filter((line) => line.invoiceId === invoice.id);
      expect(invoiceLines.length).toBeGreaterThan(0);
      expect(invoiceLines.reduce((sum, line) => sum + line.totalCentAmount, 0)).toBe(invoice.subtotalCentAmount);
      expect(invoice.issuedOn <= today && invoice.dueOn >= invoice.issuedOn).toBe(true);
    }
  });

  it('dates every payment after its invoices and before the seed day, for the sum of its parts', () => {
    const issued = new Map(invoices.map((invoice) => [invoice.id, invoice.issuedOn]));
    for (const payment of payments) {
      const parts = allocations.filter((allocation) => allocation.paymentId === payment.id);
      if (payment.state === 'Succeeded')
        expect(parts.reduce((sum, part) => sum + part.centAmount, 0)).toBe(payment.centAmount);
      else expect(parts).toEqual([]);
      expect(payment.finishedAt!.getTime()).toBeLessThan(now.getTime());
      for (const part of parts)
        expect(payment.finishedAt!.toISOString().slice(0, 10) >= issued.get(part.invoiceId)!).toBe(true);
    }
  });

  it('bills each order once (the void duplicate has no order of its own) and only shipped orders', () => {
    const billed = invoices.filter((invoice) => invoice.orderId).map((invoice) => invoice.orderId);
    expect(new Set(billed).size).toBe(billed.length);
    for (const orderId of billed) {
      const order = data.orders.orders.find((candidate) => candidate.id === orderId)!;
      expect(order.trackingNumbers?.length).toBeGreaterThan(0);
      expect(order.orderState).not.toBe('Cancelled');
    }
  });
});

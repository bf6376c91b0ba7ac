import { asapProgramme, quarterOf, rollingYearStart, tierStanding } from '@chairside/domain';
import { describe, expect, it } from 'vitest';
import { demoDataset } from './index';

const now = new Date('2026-03-15T15:30:00Z');
const today = '2026-03-15';
const day = 86_400_000;
const generate = () => demoDataset({ passwordHash: 'fake-hash', now });
const calendarDate = (at: Date) => at.toISOString().slice(0, 10);

describe('demo ASAP loyalty', () => {
  const data = generate();
  const { accounts, orders, invoices } = data;
  const retailCustomer = accounts.customers.find((customer) => customer.email === 'demo-retail@example.com')!;
  const maple = accounts.offices.find((office) => office.key === 'maple-street-family-dentistry')!;
  const ordersOf = (officeId: string) => orders.orders.filter((order) => order.businessUnitId === officeId);
  const linesOf = (orderId: string) => orders.lines.filter((line) => line.orderId === orderId);
  const spendBefore = (officeId: string, at: Date) => {
    const from = rollingYearStart(calendarDate(at));
    return ordersOf(officeId)
      .filter(
        (order) =>
          order.orderState !== 'Cancelled' &&
          order.completedAt.getTime() < at.getTime() &&
          calendarDate(order.completedAt) >= from,
      )
      .reduce((sum, order) => sum + order.subtotalCentAmount, 0);
  };

  it('is deterministic', () => {
    const again = generate();
    expect(JSON.stringify(again.accounts.enrollments)).toBe(JSON.stringify(accounts.enrollments));
    expect(JSON.stringify(again.orders)).toBe(JSON.stringify(orders));
  });

  it("enrols the retail practice's office about 14 months ago, by its customer, with the disclosure acknowledged", () => {
    const enrollment = accounts.enrollments.find((row) => row.businessUnitId === maple.id)!;
    expect(enrollment).toMatchObject({
      enrolledByCustomerId: retailCustomer.id,
      practiceName: 'Maple Street Family Dentistry',
      contactName: 'Marcus Lee',
      practiceType: 'dental',
      termsVersion: 'asap-2026-01',
    });
    expect(enrollment.disclosureAcknowledgedAt).toEqual(enrollment.enrolledAt);
    const monthsAgo = (now.getTime() - enrollment.enrolledAt!.getTime()) / day / 30.4;
    expect(monthsAgo).toBeGreaterThan(13.5);
    expect(monthsAgo).toBeLessThan(14.5);
  });

  it('enrols some generated retail offices, once each, never one on a pricing contract', () => {
    const offices = new Map(accounts.offices.map((office) => [office.id, office]));
    const enrolled = accounts.enrollments.map((row) => offices.get(row.businessUnitId)!);
    expect(enrolled.length).toBeGreaterThan(5);
    expect(new Set(enrolled.map((office) => office.id)).size).toBe(enrolled.length);
    for (const office of enrolled) expect(office.pricingContractChannelId).toBeNull();
    for (const row of accounts.enrollments) {
      const member = accounts.memberships.find((membership) => membership.businessUnitId === row.businessUnitId);
      expect(row.enrolledByCustomerId).toBe(member!.customerId);
      expect(row.enrolledAt!.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('puts the retail practice in Silver today with an amount still to spend for Gold', () => {
    const standing = tierStanding(spendBefore(maple.id, now));
    expect(standing.tier.name).toBe('Silver');
    expect(standing.next?.name).toBe('Gold');
    expect(standing.toNext).toBeGreaterThan(100_000);
  });

  it("prices each order with the tier the office's 12 months before it reached, and starts as a Member", () => {
    const placed = ordersOf(maple.id).sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime());
    expect(calendarDate(placed[0]!.completedAt) <= calendarDate(new Date(now.getTime() - 365 * day))).toBe(true);
    for (const order of placed) {
      expect(order.loyalty).toMatchObject({ status: 'Enrolled', buyingGroup: null });
      expect(order.loyalty!.tier).toBe(tierStanding(spendBefore(maple.id, order.completedAt)).tier.name);
    }
    expect(placed[0]!.loyalty!.tier).toBe('Member');
    expect(placed.at(-1)!.loyalty!.tier).toBe('Silver');
  });

  it("discounts retail lines of the programme's categories, never controlled or uncategorised ones, and totals the saving", () => {
    for (const order of orders.orders) {
      const lines = linesOf(order.id);
      const saving = lines.reduce((sum, line) => sum + line.loyaltySavingCentAmount! * line.quantity, 0);
      expect(order.loyaltySavingCentAmount ?? 0).toBe(saving);
      expect(order.subtotalCentAmount).toBe(lines.reduce((sum, line) => sum + line.totalCentAmount, 0));
      for (const line of lines) {
        expect(line.asapProductCategory).toBeTruthy();
        expect(line.totalCentAmount).toBe(line.priceCentAmount * line.quantity);
        if (!line.loyaltySavingCentAmount) {
          expect(line.loyaltyPercent ?? 0).toBe(0);
          continue;
        }
        expect(order.loyalty!.status).toBe('Enrolled');
        expect(line.priceChannel).toBe('retail');
        expect(line.requiresDeaLicense).toBe(false);
        const base = asapProgramme.categoryPercents[line.asapProductCategory!];
        const bonus = asapProgramme.tiers.find((tier) => tier.name === order.loyalty!.tier)!.bonusPercent;
        expect(line.loyaltyPercent).toBe(base! + bonus);
      }
    }
  });

  it('gives no saving to offices that are not enrolled, or are on a contract', () => {
    const enrolled = new Set(accounts.enrollments.map((row) => row.businessUnitId));
    const contract = new Set(
      accounts.offices.filter((office) => office.pricingContractChannelId).map((office) => office.id),
    );
    for (const order of orders.orders) {
      if (enrolled.has(order.businessUnitId)) continue;
      expect(order.loyalty?.status).toBe('NotEnrolled');
      expect(order.loyaltySavingCentAmount ?? 0).toBe(0);
    }
    expect(orders.orders.some((order) => contract.has(order.businessUnitId))).toBe(true);
    // Other enrolled retail offices save too, not only the demo practice.
    expect(
      orders.orders.some((order) => order.businessUnitId !== maple.id && (order.loyaltySavingCentAmount ?? 0) > 0),
    ).toBe(true);
  });

  it("copies each order line's loyalty onto its invoice line, over several quarters of the practice's invoices", () => {
    const orderOf = new Map(invoices.invoices.map((invoice) => [invoice.id, invoice.orderId]));
    for (const line of invoices.lines) {
      const orderId = orderOf.get(line.invoiceId);
      if (!orderId) continue;
      const ordered = linesOf(orderId).find((candidate) => candidate.position === line.position)!;
      expect([line.asapProductCategory, line.loyaltyPercent, line.loyaltySavingCentAmount]).toEqual([
        ordered.asapProductCategory,
        ordered.loyaltyPercent ?? 0,
        ordered.loyaltySavingCentAmount ?? 0,
      ]);
      expect(line.unitPriceCentAmount).toBe(ordered.priceCentAmount);
    }
    const mapleInvoices = new Map(
      invoices.invoices
        .filter((invoice) => invoice.businessUnitId === maple.id && invoice.status !== 'Void')
        .map((invoice) => [invoice.id, invoice.issuedOn]),
    );
    const quarters = new Set(
      invoices.lines
        .filter((line) => mapleInvoices.has(line.invoiceId) && line.loyaltySavingCentAmount! > 0)
        .map((line) => quarterOf(mapleInvoices.get(line.invoiceId)!).from),
    );
    expect(quarters.size).toBeGreaterThanOrEqual(4);
    expect(quarters).toContain(quarterOf(today).from);
  });
});

import { describe, expect, it } from 'vitest';
import { demoDataset } from './index';
import { repPractices } from './sales-reps';

const now = new Date('2026-03-15T15:30:00Z');
const today = new Date('2026-03-15T00:00:00Z');
const day = 86_400_000;
const generate = () => demoDataset({ passwordHash: 'fake-hash', now });

describe('the demo sales representative', () => {
  const data = generate();
  const { accounts, orders, salesRepAssignments } = data;
  const rep = accounts.customers.find((customer) => customer.email === 'demo-rep@example.com')!;
  const assigned = new Set(salesRepAssignments.map((row) => row.businessUnitId));
  const officesOf = (email: string) => {
    const customer = accounts.customers.find((candidate) => candidate.email === email)!;
    return accounts.memberships.filter((row) => row.customerId === customer.id).map((row) => row.businessUnitId);
  };

  it("serves both demo customers' offices and 60 generated practices, not the browser tests' shoppers", () => {
    expect(salesRepAssignments.every((row) => row.salesRepId === rep.id)).toBe(true);
    const demoOffices = [...officesOf('demo-customer@example.com'), ...officesOf('demo-retail@example.com')];
    expect(demoOffices).toHaveLength(3);
    for (const office of demoOffices) expect(assigned).toContain(office);
    expect(assigned.size).toBe(3 + repPractices);
    expect(accounts.offices.length).toBeGreaterThan(assigned.size);
  });

  it('gives each practice a name, account number, shipping account, city and a customer with 1–4 recent orders', () => {
    const practices = accounts.offices.filter((office) => assigned.has(office.id)).slice(3);
    expect(new Set(practices.map((office) => office.name)).size).toBe(repPractices);
    const cities = new Set<string>();
    for (const office of practices) {
      expect(office.key).toMatch(/^[a-z0-9-]+$/);
      expect(accounts.shippingAccounts.some((account) => account.businessUnitId === office.id)).toBe(true);
      const address = accounts.addresses.find((candidate) => candidate.businessUnitId === office.id)!;
      cities.add(address.city!);
      const placed = orders.orders.filter((order) => order.businessUnitId === office.id);
      expect(placed.length).toBeGreaterThanOrEqual(1);
      expect(placed.length).toBeLessThanOrEqual(4);
      for (const order of placed) expect(order.completedAt.getTime()).toBeGreaterThan(today.getTime() - 90 * day);
    }
    expect(cities.size).toBeGreaterThan(8);
  });

  it('is deterministic, and its orders are numbered oldest first with the others', () => {
    expect(JSON.stringify(generate().salesRepAssignments)).toBe(JSON.stringify(salesRepAssignments));
    const times = orders.orders.map((order) => order.completedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

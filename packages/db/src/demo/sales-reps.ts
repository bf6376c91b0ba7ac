import type * as schema from '../schema';
import { demoCustomers, demoOffices } from './account-plans';
import type { DemoAccounts } from './accounts';
import { buildOrder, favouritePool, type DemoOrderContext, type DemoOrders } from './orders';
import { Random } from './random';

type AssignmentRow = typeof schema.salesRepAssignments.$inferInsert;

/** Generated practices the demo representative serves besides the demo customers' offices (after the ordinary ones). */
export const repPractices = 60;
const demoRep = 'demo-rep@example.com';
const favouritesPerPractice = 10;

export interface DemoSalesReps {
  assignments: AssignmentRow[];
  /** The representative's practices' orders: one to four each over the last 90 days. */
  orders: DemoOrders;
}

/**
 * The demo representative's territory (issue 18): the demo customers' offices and the last `repPractices` generated
 * practices, whose first customer ordered one to four times over the last 90 days, so search and the dashboard have
 * something to find. Pure and deterministic.
 */
export function buildDemoSalesReps(context: DemoOrderContext): DemoSalesReps {
  const { accounts } = context;
  const rep = accounts.customers.find((customer) => customer.email === demoRep);
  const demoKeys = new Set(demoOffices.map((office) => office.key));
  const generated = accounts.offices.filter((office) => !demoKeys.has(office.key));
  const practices = generated.slice(generated.length - repPractices);
  const offices = [...officesOfDemoCustomers(accounts), ...practices.map((office) => office.id)];
  const orders: DemoOrders = { orders: [], lines: [], history: [], exports: [] };
  const pool = favouritePool(context);
  const ground = context.shippingMethods.find((method) => method.key === 'ground') ?? context.shippingMethods[0];
  if (pool.length > 0 && ground)
    for (const office of practices) {
      const membership = accounts.memberships.find((candidate) => candidate.businessUnitId === office.id);
      const customer = accounts.customers.find((candidate) => candidate.id === membership?.customerId);
      if (!customer) continue;
      const random = Random.for(context.seed, 'rep-practice-orders', office.key);
      const favourites = Array.from({ length: favouritesPerPractice }, () => random.pick(pool));
      const ages = Array.from({ length: random.int(1, 4) }, () => random.int(1, 89));
      ages.forEach((ageDays, n) => {
        const order = buildOrder(context, {
          random: Random.for(context.seed, 'rep-practice-order', office.key, n),
          customer,
          office,
          ageDays,
          favourites,
          ground,
          onAccountShare: 0.6,
          staple: undefined,
        });
        if (!order) return;
        orders.orders.push(order.order);
        orders.lines.push(...order.lines);
        orders.history.push(...order.history);
        if (order.exportRow) orders.exports.push(order.exportRow);
      });
    }
  return {
    assignments: rep ? offices.map((businessUnitId) => ({ salesRepId: rep.id, businessUnitId })) : [],
    orders,
  };
}

/** The offices of the documented demo customers. */
function officesOfDemoCustomers(accounts: DemoAccounts): string[] {
  const emails = new Set(demoCustomers.filter((plan) => !plan.isSalesRep).map((plan) => plan.email));
  const ids = new Set(accounts.customers.filter((customer) => emails.has(customer.email)).map((c) => c.id));
  return [
    ...new Set(
      accounts.memberships.filter((membership) => ids.has(membership.customerId)).map((m) => m.businessUnitId),
    ),
  ];
}

/** Two order histories as one, oldest first, so the order numbers the database gives grow with completion time. */
export function withOrders(first: DemoOrders, second: DemoOrders): DemoOrders {
  return {
    orders: [...first.orders, ...second.orders].sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime()),
    lines: [...first.lines, ...second.lines],
    history: [...first.history, ...second.history],
    exports: [...first.exports, ...second.exports],
  };
}

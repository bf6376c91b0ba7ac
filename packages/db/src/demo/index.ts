import { buildAccounts } from './accounts';
import { catalogChunks, type CatalogChunk } from './catalog';
import { buildCategoryTree } from './categories';
import { buildChannels } from './channels';
import { buildDiscountCodes } from './discount-codes';
import { buildDemoInvoices } from './invoices';
import { applyOrderLoyalty } from './order-loyalty';
import { buildDemoOrders, favouritePool } from './orders';
import { buildDemoShoppingLists } from './shopping-lists';
import { buildDemoReplenishPlans } from './replenish-plans';
import { buildPrintCatalogs } from './print-catalogs';
import { buildDemoSalesReps, withOrders } from './sales-reps';
import { generateReviews } from './reviews';
import { buildShippingMethods } from './shipping-methods';
import { buildApiClients, buildRedirectRules } from './site';
import { startOfUtcDay } from './text';

export { demoPassword } from './account-plans';
export { hashClientSecret } from './site';
export type { CatalogChunk } from './catalog';

export interface DemoDataOptions {
  /** Number of generated products (the reserved progress-bar product comes on top). Default 1,500. */
  products?: number;
  /** Same seed, same data, ids included. Default 2026. */
  seed?: number;
  /** Expirations, price windows and DEA expiry dates are relative to this day. Default: today. */
  now?: Date;
  /** The stored hash of the demo password, shared by every demo customer. */
  passwordHash: string;
}

export const defaultDemoProductCount = 1_500;
export const defaultDemoSeed = 2026;

/**
 * The whole demo data set as plain rows: the small tables at once, the catalogue as a lazy
 * sequence of chunks. Pure: no I/O, no clock beyond `now`.
 */
export function demoDataset(options: DemoDataOptions) {
  const seed = options.seed ?? defaultDemoSeed;
  const now = options.now ?? new Date();
  const today = startOfUtcDay(now);
  const tree = buildCategoryTree(seed);
  const channels = buildChannels(seed);
  const accounts = buildAccounts(seed, today, channels, options.passwordHash);
  const shippingMethods = buildShippingMethods(seed);
  const orderContext = {
    seed,
    today,
    leaves: tree.leaves,
    channels,
    productCount: options.products ?? defaultDemoProductCount,
    accounts,
    shippingMethods,
  };
  const salesReps = buildDemoSalesReps(orderContext);
  const orders = withOrders(buildDemoOrders(orderContext), salesReps.orders);
  applyOrderLoyalty(orders, { accounts, shippingMethods, products: favouritePool(orderContext) });
  const invoices = buildDemoInvoices({ seed, today, orders });
  // An order's payment state follows its invoice (paid, paid in part, a declined capture).
  for (const order of orders.orders)
    order.paymentState = invoices.orderPaymentStates.get(order.id) ?? order.paymentState;
  return {
    categories: tree.rows,
    channels: [
      ...channels.warehouses,
      ...channels.contracts.map(({ coverage: _coverage, discount: _discount, ...row }) => row),
    ],
    accounts,
    apiClients: buildApiClients(),
    redirectRules: buildRedirectRules(seed, tree.rows),
    printCatalogs: buildPrintCatalogs(seed, tree, options.products ?? defaultDemoProductCount),
    shippingMethods,
    discountCodes: buildDiscountCodes(seed, today),
    /** The demo customers' and the representative's practices' order history; after the accounts it belongs to. */
    orders,
    /** The demo representative's assigned offices; written after the accounts. */
    salesRepAssignments: salesReps.assignments,
    /** The offices' invoices, payments and credit memos; written after the orders they bill. */
    invoices,
    /** The demo customer's Favorites and an office-shared list; written after the catalogue and accounts. */
    shoppingLists: buildDemoShoppingLists({
      seed,
      today,
      leaves: tree.leaves,
      productCount: options.products ?? defaultDemoProductCount,
      accounts,
    }),
    /** REPLENISH plans of both demo customers (one due today, one needing attention); after catalogue and accounts. */
    replenishPlans: buildDemoReplenishPlans({
      seed,
      now,
      today,
      leaves: tree.leaves,
      channels,
      productCount: options.products ?? defaultDemoProductCount,
      accounts,
    }),
    /** Reviews of a chunk's products (about 30% of them get some). */
    reviewsFor: (products: CatalogChunk['products']) => generateReviews(seed, products, today),
    catalogChunks: (chunkSize: number) =>
      catalogChunks(
        { seed, leaves: tree.leaves, channels, today },
        options.products ?? defaultDemoProductCount,
        chunkSize,
      ),
  };
}

export type DemoDataset = ReturnType<typeof demoDataset>;

import type * as schema from '../schema';
import type { DemoAccounts } from './accounts';
import type { CategoryLeaf } from './categories';
import { generateProduct } from './products';
import { Random } from './random';
import { addDays } from './text';

type ListRow = typeof schema.shoppingLists.$inferInsert & { id: string };
type ListLineRow = typeof schema.shoppingListLines.$inferInsert;

export interface DemoShoppingLists {
  lists: ListRow[];
  lines: ListLineRow[];
}

/** The demo customer's lists: Favorites, and a restock list shared with its office (issue 15). */
const plans = [
  { name: 'Favorites', favorites: true, shared: false, products: [0, 7, 14, 21, 28, 35], ageDays: 2 },
  { name: 'Operatory restock', favorites: false, shared: true, products: [3, 10, 17, 24, 31, 38, 45, 52], ageDays: 6 },
] as const;

/**
 * Pure and deterministic, like the rest of the demo data: line variants are the generated catalogue's own rows (the
 * first products, each product's first unit, every third line in its second unit where it has one).
 */
export function buildDemoShoppingLists(context: {
  seed: number;
  today: Date;
  leaves: readonly CategoryLeaf[];
  productCount: number;
  accounts: DemoAccounts;
}): DemoShoppingLists {
  const result: DemoShoppingLists = { lists: [], lines: [] };
  const { accounts } = context;
  const customer = accounts.customers.find((candidate) => candidate.email === 'demo-customer@example.com');
  if (!customer) return result;
  // The office a fresh session works in: the customer's first by name.
  const office = accounts.memberships
    .filter((membership) => membership.customerId === customer.id)
    .map((membership) => accounts.offices.find((candidate) => candidate.id === membership.businessUnitId)!)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))[0];
  for (const plan of plans) {
    const random = Random.for(context.seed, 'shopping-list', plan.name);
    const at = addDays(context.today, -plan.ageDays);
    const list: ListRow = {
      id: random.uuid(),
      customerId: customer.id,
      businessUnitId: office?.id ?? null,
      name: { 'en-US': plan.name },
      favorites: plan.favorites,
      sharedWithOffice: plan.shared && office !== undefined,
      createdAt: addDays(at, -30),
      lastModifiedAt: at,
    };
    result.lists.push(list);
    plan.products
      .filter((index) => index < context.productCount)
      .forEach((index, position) => {
        const { variants } = generateProduct(context.seed, index, context.leaves);
        const variant = (position % 3 === 2 ? variants[1] : undefined) ?? variants[0]!;
        result.lines.push({
          id: random.uuid(),
          listId: list.id,
          variantId: variant.id,
          quantity: random.int(1, 6),
          position,
          addedByCustomerId: customer.id,
          addedAt: addDays(at, -position),
        });
      });
  }
  return result;
}

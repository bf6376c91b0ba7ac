import { cartStates, orderStates } from '@chairside/domain';
import { getTableConfig, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { carts } from './carts';
import { orders } from './orders';

/** The values a check constraint of the form `"table"."column" in ('A', 'B')` admits. */
function admitted(table: PgTable, name: string): string[] {
  const check = getTableConfig(table).checks.find((candidate) => candidate.name === name)!;
  const text = new PgDialect().sqlToQuery(check.value).sql;
  return [...text.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

// The domain names the states and the database refuses any other, so a state added to the domain
// needs a migration that widens its check (payment and shipment states have none).
describe('state check constraints', () => {
  it.each([
    { name: 'orders_order_state_ck', table: orders, states: orderStates },
    { name: 'carts_state_ck', table: carts, states: cartStates },
  ])('$name admits exactly the domain states', ({ name, table, states }) =>
    expect(admitted(table, name)).toEqual([...states]),
  );
});

import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { demoPassword, schema, seedDemoData } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { hashPassword } from '../auth/password';

/**
 * The official commercetools SDK, signed in as the demo customer (password grant), reading its seeded order history.
 */
function customerSdkFor(host: string) {
  const user = { username: 'demo-customer@example.com', password: demoPassword };
  const client = new ClientBuilder()
    .withPasswordFlow({
      host,
      projectKey: 'aces',
      credentials: { clientId: 'storefront', clientSecret: 'storefront-demo-secret', user },
      httpClient: fetch,
    })
    .withHttpMiddleware({ host, httpClient: fetch })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'aces' });
}

describe.each(testDatabaseTargets())('me/orders through the commercetools SDK ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    // Seeded relative to today, so the demo history falls inside the 100-day window.
    api = await startTestApi(target, {
      prepare: (database) => seedDemoData(database, { products: 60, hashPassword, now: new Date() }),
    });
  });
  afterAll(() => api.close());

  it('lists the orders as spec §7 asks and reads one with payment and discount codes expanded', async () => {
    const sdk = customerSdkFor(api.baseUrl);
    const since = new Date(Date.now() - 100 * 86_400_000).toISOString();
    const { body: page } = await sdk
      .me()
      .orders()
      .get({ queryArgs: { sort: 'lastModifiedAt desc', limit: 500, where: `lastModifiedAt > "${since}"` } })
      .execute();
    const [customer] = await api.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.email, 'demo-customer@example.com'));
    const stored = await api.db.select().from(schema.orders).where(eq(schema.orders.customerId, customer!.id));
    const inWindow = stored.filter((order) => order.lastModifiedAt.toISOString() > since);
    expect(page.results.length).toBe(inWindow.length);
    expect(page.results.length).toBeGreaterThanOrEqual(20);
    const modified = page.results.map((order) => order.lastModifiedAt);
    expect(modified).toEqual([...modified].sort().reverse());

    const first = page.results[0]!;
    const { body: order } = await sdk
      .me()
      .orders()
      .withId({ ID: first.id })
      .get({ queryArgs: { expand: ['paymentInfo.payments[0]', 'discountCodes[*].discountCode'] } })
      .execute();
    expect(order.orderNumber).toBe(first.orderNumber);
    expect(order.lineItems.length).toBeGreaterThan(0);
    expect(order.paymentInfo?.payments[0]?.obj?.amountPlanned.centAmount).toBe(order.totalPrice.centAmount);
  });
});

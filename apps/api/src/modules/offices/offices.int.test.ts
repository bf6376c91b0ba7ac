import { customerSchema, officeListSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe.each(testDatabaseTargets())('offices ($name)', (target) => {
  let api: TestApi;
  let fx: ReturnType<typeof customerFixture>;
  beforeAll(async () => {
    api = await startTestApi(target);
    fx = customerFixture(api.db);
  });
  afterAll(() => api.close());

  const offices = async (headers: Record<string, string>) => {
    const response = await fetch(`${api.baseUrl}/mw/offices`, { headers });
    expect(response.status).toBe(200);
    return officeListSchema.parse(await response.json()).results;
  };
  const switchTo = (headers: Record<string, string>, businessUnitId: string) =>
    fetch(`${api.baseUrl}/mw/offices/active`, { method: 'POST', headers, body: JSON.stringify({ businessUnitId }) });

  it('lists the offices by name, the first active, and switches the session to another one the customer belongs to', async () => {
    const surgery = await fx.office('Oral Surgery Center', [{ id: 'surg0001', shippingAccountNumber: 'SA-7001' }], {
      termsAllowed: true,
      contract: true,
    });
    const dental = await fx.office('Dental Group', [
      { id: 'dent0001', shippingAccountNumber: 'SA-7002' },
      { id: 'dent0002' },
    ]);
    const stranger = await fx.office('Somebody Else', [{ id: 'strn0001', shippingAccountNumber: 'SA-7003' }]);
    const customer = await fx.customer({ officeIds: [surgery.id, dental.id] });
    const session = await signIn(api.db, customer.id);

    expect(await offices(session.headers)).toEqual([
      {
        id: dental.id,
        key: dental.key,
        name: 'Dental Group',
        isActive: true,
        hasPricingContract: false,
        termsAllowed: false,
        addressCount: 2,
        notify_rep_orders: true,
      },
      {
        id: surgery.id,
        key: surgery.key,
        name: 'Oral Surgery Center',
        isActive: false,
        hasPricingContract: true,
        termsAllowed: true,
        addressCount: 1,
        notify_rep_orders: true,
      },
    ]);
    const me = async () =>
      customerSchema.parse(await (await fetch(`${api.baseUrl}/aces/me`, { headers: session.headers })).json());
    expect((await me()).addresses.map((address) => address.id)).toEqual(['dent0001', 'dent0002']);

    const switched = await switchTo(session.headers, surgery.id);
    expect(switched.status).toBe(200);
    expect(officeListSchema.parse(await switched.json()).results.find((office) => office.isActive)?.id).toBe(
      surgery.id,
    );
    const [stored] = await api.db
      .select()
      .from(schema.authSessions)
      .where(eq(schema.authSessions.id, session.sessionId));
    expect(stored!.activeBusinessUnitId).toBe(surgery.id);
    // Addresses, default, contract and terms follow the office.
    expect(await me()).toMatchObject({
      addresses: [{ id: 'surg0001' }],
      defaultShippingAddressId: 'surg0001',
      custom: { fields: { terms_allowed: true } },
    });

    // Another session of the same customer keeps its own office.
    const elsewhere = await signIn(api.db, customer.id);
    expect((await offices(elsewhere.headers)).find((office) => office.isActive)?.id).toBe(dental.id);

    for (const id of [stranger.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await switchTo(session.headers, id)).status).toBe(404);
    }
    expect((await offices(session.headers)).find((office) => office.isActive)?.id).toBe(surgery.id);
  });

  it('refuses tokens that are not a customer’s', async () => {
    const headers = { authorization: `Bearer ${await api.tokenFor(['manage_my_profile'])}` };
    expect((await fetch(`${api.baseUrl}/mw/offices`, { headers })).status).toBe(403);
    expect((await fetch(`${api.baseUrl}/mw/offices`)).status).toBe(401);
  });
});

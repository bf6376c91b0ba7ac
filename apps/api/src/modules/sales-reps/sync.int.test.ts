import { auditEventListSchema, customerSchema, salesRepSyncSchema } from '@chairside/contracts';
import { hashClientSecret, schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontBasic } from '../auth/auth-test-client';
import { checkoutFixture, type CheckoutFixture, type Headers } from '../checkout/checkout.test-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { salesRepFixture } from './sales-rep.test-fixture';

const refusal =
  "A sales representative acting for a customer cannot change the customer's password, email, saved cards or sign-in settings.";

describe.each(testDatabaseTargets())('a sales representative syncing to a customer ($name)', (target) => {
  let api: TestApi;
  let ck: CheckoutFixture;
  let reps: ReturnType<typeof salesRepFixture>;
  let rep: Awaited<ReturnType<ReturnType<typeof salesRepFixture>['rep']>>;
  let assigned: Awaited<ReturnType<CheckoutFixture['customerIn']>>;
  let unassigned: Awaited<ReturnType<CheckoutFixture['customerIn']>>;

  beforeAll(async () => {
    api = await startTestApi(target);
    ck = await checkoutFixture(api);
    reps = salesRepFixture(api.db);
    rep = await reps.rep();
    await reps.assign(rep.id, ck.offices.terms.id);
    assigned = await ck.customerIn(ck.offices.terms);
    unassigned = await ck.customerIn(ck.offices.card);
    // The storefront's server signs out with its own credentials.
    await api.db.insert(schema.apiClients).values({
      clientId: 'storefront',
      name: 'Storefront',
      secretHash: hashClientSecret('storefront-demo-secret'),
      scopes: [],
    });
  });
  afterAll(() => api.close());

  const sync = async (headers: Headers, path = '/mw/sales-reps/sync') => {
    const response = await ck.call(headers, 'GET', path);
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return salesRepSyncSchema.parse(body);
  };
  const me = async (headers: Headers) => customerSchema.parse(await (await ck.call(headers, 'GET', '/aces/me')).json());

  it('acts for nobody at first: subject routes answer 403 SubjectRequired, me has no is_impersonating_email', async () => {
    const { headers } = await reps.signIn(rep.id);
    expect(await sync(headers)).toEqual({ synced: false, customer: null, since: null, until: null });
    await ck.expectError(await ck.call(headers, 'GET', '/aces/me/active-cart'), 403, 'SubjectRequired');
    const own = await me(headers);
    expect(own.email).toBe(rep.email);
    expect(own.custom.fields.is_sales_rep).toBe(true);
    expect(own.custom.fields.is_impersonating_email).toBeUndefined();
  });

  it('syncs to an assigned customer only: another office, a malformed id, a representative are not found', async () => {
    const { headers, sessionId } = await reps.signIn(rep.id);
    for (const id of [unassigned.customer.id, 'not-a-uuid', rep.id, '00000000-0000-4000-8000-000000000000'])
      await ck.expectError(await ck.call(headers, 'GET', `/mw/sales-reps/sync/${id}`), 404, 'ResourceNotFound');
    expect(await reps.trailOf(sessionId)).toEqual([]);
  });

  it("starts a sync: the customer's summary, the session's subject for 8 hours, me names the customer", async () => {
    const { headers, sessionId } = await reps.signIn(rep.id);
    const started = await sync(headers, `/mw/sales-reps/sync/${assigned.customer.id}`);
    expect(started.synced).toBe(true);
    expect(started.customer).toMatchObject({
      customer_id: assigned.customer.id,
      email: assigned.customer.email,
      office: {
        id: ck.offices.terms.id,
        name: 'A Terms Dental',
        account_number: ck.offices.terms.key,
        shipping_account_numbers: ['SA-ORD-1', 'SA-ORD-2'],
        city: 'Philadelphia',
      },
      last_order_at: null,
      open_balance: 0,
      plans_needing_attention: 0,
    });
    expect(Date.parse(started.until!) - Date.parse(started.since!)).toBe(8 * 3_600_000);
    expect(await sync(headers)).toEqual(started);

    const viewed = await me(headers);
    expect(viewed.email).toBe(assigned.customer.email);
    expect(viewed.custom.fields).toMatchObject({ is_sales_rep: true, is_impersonating_email: assigned.customer.email });
    // The customer's own offices, and the customer's addresses to ship to.
    const offices = (await (await ck.call(headers, 'GET', '/mw/offices')).json()) as { results: { id: string }[] };
    expect(offices.results.map((office) => office.id)).toEqual([ck.offices.terms.id]);
    expect(viewed.addresses.map((address) => address.id)).toEqual(['ordT0001', 'ordDea01']);

    const [event] = await reps.trailOf(sessionId);
    expect(event).toMatchObject({
      action: 'sync.start',
      actorKind: 'sales-rep',
      actorId: rep.id,
      actorEmail: rep.email,
      subjectCustomerId: assigned.customer.id,
      subjectEmail: assigned.customer.email,
      businessUnitId: ck.offices.terms.id,
    });
  });

  it('refuses password, saved-card and office-setting changes while synced (403), and still reads cards', async () => {
    const { headers } = await reps.signIn(rep.id);
    await sync(headers, `/mw/sales-reps/sync/${assigned.customer.id}`);
    const attempts: [string, string, unknown][] = [
      [
        'POST',
        '/aces/me/password',
        { version: 1, currentPassword: 'chairside-demo-2026', newPassword: 'x'.repeat(20) },
      ],
      ['POST', '/mw/cards', { token: 'tok', save: true }],
      ['DELETE', '/mw/cards/00000000-0000-4000-8000-000000000000', undefined],
      ['POST', '/mw/cards/00000000-0000-4000-8000-000000000000/primary', undefined],
      ['POST', `/mw/offices/${ck.offices.terms.id}/settings`, { notify_rep_orders: false }],
    ];
    for (const [method, path, body] of attempts) {
      const error = await ck.expectError(await ck.call(headers, method, path, body), 403, 'AccessDenied');
      expect(error.errors[0]!.message).toBe(refusal);
    }
    expect((await ck.call(headers, 'GET', '/mw/cards')).status).toBe(200);
  });

  it("lets staff read a representative's, an office's or a customer's trail; nobody else", async () => {
    const { headers } = await reps.signIn(rep.id);
    await sync(headers, `/mw/sales-reps/sync/${assigned.customer.id}`);
    const staff = { authorization: `Bearer ${await api.tokenFor(['manage_project'])}` };
    for (const query of [
      `actor_id=${rep.id}`,
      `business_unit_id=${ck.offices.terms.id}`,
      `subject_customer_id=${assigned.customer.id}`,
    ]) {
      const response = await ck.call(staff, 'GET', `/aces/audit-events?${query}`);
      const body = auditEventListSchema.parse(await response.json());
      expect(body.results[0]).toMatchObject({
        action: 'sync.start',
        actor: { kind: 'sales-rep', email: rep.email },
        actor_id: rep.id,
        subject_customer_id: assigned.customer.id,
        office_id: ck.offices.terms.id,
      });
    }
    await ck.expectError(await ck.call(staff, 'GET', '/aces/audit-events'), 400, 'InvalidInput');
    expect((await ck.call(assigned.headers, 'GET', `/aces/audit-events?actor_id=${rep.id}`)).status).toBe(403);
  });

  it('is refused to customers: /mw/sales-reps/* answers 403', async () => {
    for (const [method, path] of [
      ['GET', `/mw/sales-reps/sync/${assigned.customer.id}`],
      ['GET', '/mw/sales-reps/sync'],
      ['DELETE', '/mw/sales-reps/sync'],
    ] as const)
      await ck.expectError(await ck.call(assigned.headers, method, path), 403, 'AccessDenied');
  });

  it('ends on the next request once the assignment is removed, and says why in the trail', async () => {
    const other = await ck.fx.office('D Moving Dental', [{ id: 'repMv001', shippingAccountNumber: 'SA-REP-MV' }]);
    const customer = await ck.fx.customer({ officeIds: [other.id] });
    await reps.assign(rep.id, other.id);
    const { headers, sessionId } = await reps.signIn(rep.id);
    await sync(headers, `/mw/sales-reps/sync/${customer.id}`);
    expect((await ck.call(headers, 'GET', '/mw/offices')).status).toBe(200);
    await reps.unassign(rep.id, other.id);
    await ck.expectError(await ck.call(headers, 'GET', '/mw/offices'), 403, 'SubjectRequired');
    expect((await sync(headers)).synced).toBe(false);
    const trail = await reps.trailOf(sessionId);
    expect(trail.map((event) => [event.action, event.note])).toEqual([
      ['sync.start', null],
      ['sync.end', 'assignment removed'],
    ]);
    expect(trail[1]).toMatchObject({ subjectCustomerId: customer.id, businessUnitId: other.id });
    const [session] = await api.db.select().from(schema.authSessions).where(eq(schema.authSessions.id, sessionId));
    expect(session).toMatchObject({ subjectCustomerId: null, subjectSince: null, subjectUntil: null });
  });

  it('ends once expired', async () => {
    const { headers, sessionId } = await reps.signIn(rep.id);
    await sync(headers, `/mw/sales-reps/sync/${assigned.customer.id}`);
    await api.db
      .update(schema.authSessions)
      .set({ subjectUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.authSessions.id, sessionId));
    await ck.expectError(await ck.call(headers, 'GET', '/aces/me/active-cart'), 403, 'SubjectRequired');
    expect((await me(headers)).custom.fields.is_impersonating_email).toBeUndefined();
    expect((await reps.trailOf(sessionId)).map((event) => event.note)).toEqual([null, 'expired']);
  });

  it('replaces a sync with another, ends it on DELETE (twice: the same answer) and on sign-out', async () => {
    const second = await ck.fx.customer({ officeIds: [ck.offices.terms.id] });
    const { headers, sessionId, refreshToken } = await reps.signIn(rep.id);
    await sync(headers, `/mw/sales-reps/sync/${assigned.customer.id}`);
    await sync(headers, `/mw/sales-reps/sync/${second.id}`);
    expect((await me(headers)).custom.fields.is_impersonating_email).toBe(second.email);
    for (let n = 0; n < 2; n += 1) {
      const ended = salesRepSyncSchema.parse(await (await ck.call(headers, 'DELETE', '/mw/sales-reps/sync')).json());
      expect(ended.synced).toBe(false);
    }
    await sync(headers, `/mw/sales-reps/sync/${assigned.customer.id}`);
    const logout = await fetch(`${api.baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { authorization: storefrontBasic, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(
      logout.status,
      JSON.stringify(
        await logout
          .clone()
          .json()
          .catch(() => null),
      ),
    ).toBeLessThan(300);
    const trail = await reps.trailOf(sessionId);
    expect(trail.map((event) => [event.action, event.subjectEmail, event.note])).toEqual([
      ['sync.start', assigned.customer.email, null],
      ['sync.end', assigned.customer.email, 'replaced'],
      ['sync.start', second.email, null],
      ['sync.end', second.email, 'ended'],
      ['sync.start', assigned.customer.email, null],
      ['sync.end', assigned.customer.email, 'signed out'],
    ]);
    expect(trail.every((event) => event.businessUnitId === ck.offices.terms.id)).toBe(true);
  });

  it('keeps a customer request free of the representative lookup: a customer still reads its own me', async () => {
    const own = await me(assigned.headers);
    expect(own.custom.fields.is_sales_rep).toBe(false);
    expect(own.custom.fields.is_impersonating_email).toBeUndefined();
    expect((await readError(await ck.call(assigned.headers, 'GET', '/mw/sales-reps/sync'))).statusCode).toBe(403);
  });
});

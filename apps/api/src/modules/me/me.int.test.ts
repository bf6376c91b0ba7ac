import { customerSchema, type Customer } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { messages, support } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { verifyPassword } from '../auth/password';
import { addressTypeId } from './customer.mapper';

describe.each(testDatabaseTargets())('GET/POST /aces/me ($name)', (target) => {
  let api: TestApi;
  let fx: ReturnType<typeof customerFixture>;
  let office: { id: string; pricingContractChannelId: string | null };
  beforeAll(async () => {
    api = await startTestApi(target);
    fx = customerFixture(api.db);
    office = await fx.office(
      'Bright Smiles Dental Group',
      [
        { id: 'noAcct01' },
        { id: 'blocked1', shippingAccountNumber: 'SA-9001', eligible: false },
        { id: 'okFirst1', shippingAccountNumber: 'SA-9001', dea: true },
        { id: 'okSecnd1', shippingAccountNumber: 'SA-9002' },
        { id: 'billing1', billingOnly: true },
      ],
      // Enrolled before its contract began: asap_enrolled is the office's enrolment, the contract keeps it from applying.
      { contract: true, termsAllowed: true, asapEnrolled: true },
    );
  });
  afterAll(() => api.close());

  const me = (headers: Record<string, string>) => fetch(`${api.baseUrl}/aces/me`, { headers });
  const update = (headers: Record<string, string>, body: unknown) =>
    fetch(`${api.baseUrl}/aces/me`, { method: 'POST', headers, body: JSON.stringify(body) });
  const readCustomer = async (response: Response): Promise<Customer> => {
    expect(response.status).toBe(200);
    return customerSchema.parse(await response.json());
  };
  /** A fresh customer of the office, signed in, whose default has been settled by a first GET. */
  const signedIn = async () => {
    const customer = await fx.customer({ officeIds: [office.id] });
    const session = await signIn(api.db, customer.id);
    const current = await readCustomer(await me(session.headers));
    return { customer, session, current };
  };

  it('answers the commercetools Customer with the active office, and stores the first eligible address as the default', async () => {
    const customer = await fx.customer({ officeIds: [office.id] });
    const { headers } = await signIn(api.db, customer.id);
    const response = await me(headers);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await readCustomer(response);
    expect(body).toMatchObject({
      id: customer.id,
      version: 2,
      email: customer.email,
      firstName: 'Dana',
      defaultShippingAddressId: 'okFirst1',
      shippingAddressIds: ['noAcct01', 'blocked1', 'okFirst1', 'okSecnd1'],
      billingAddressIds: ['billing1'],
      defaultBillingAddressId: 'billing1',
      authenticationMode: 'Password',
      stores: [],
      custom: {
        fields: {
          pricing_contract: { typeId: 'channel', id: office.pricingContractChannelId },
          terms_allowed: true,
          asap_enrolled: true,
          buying_group: 'dso-east',
          job_function: 'office_manager',
          is_sales_rep: false,
          no_address_message_sent: false,
        },
      },
    });
    expect(body.addresses.find((address) => address.id === 'okFirst1')!.custom).toEqual({
      type: { typeId: 'type', id: addressTypeId },
      fields: {
        hs_shipping_account_number: 'SA-9001',
        business_unit: office.id,
        has_active_dea_license: true,
        eligible_for_online_ordering: true,
      },
    });
    expect(body).not.toHaveProperty('password');
    expect(JSON.stringify(body)).not.toContain('$argon2');
    expect((await fx.reload(customer.id)).defaultShippingAddressId).toBe('okFirst1');
    // Settled: a second read changes nothing.
    expect((await readCustomer(await me(headers))).version).toBe(2);
  });

  it('sends customer service one message when no address can be ordered to, and never a second', async () => {
    const bare = await fx.office('Maple Street Family Dentistry', [{ id: 'maple001' }]);
    const customer = await fx.customer({ officeIds: [bare.id] });
    const { headers } = await signIn(api.db, customer.id);
    const first = await readCustomer(await me(headers));
    expect(first.defaultShippingAddressId).toBeUndefined();
    expect(first.custom.fields.no_address_message_sent).toBe(true);
    const again = await readCustomer(await me(headers));
    expect(again.version).toBe(first.version);
    const rows = await api.db
      .select()
      .from(schema.supportMessages)
      .where(eq(schema.supportMessages.customerId, customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ topic: 'no_shipping_address', businessUnitId: bare.id });
    const mails = await api.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, support.email));
    expect(mails.some((mail) => mail.text.includes(customer.email))).toBe(true);
  });

  it('changes the default shipping address to an eligible one of the office', async () => {
    const { session, current } = await signedIn();
    const body = await readCustomer(
      await update(session.headers, {
        version: current.version,
        actions: [{ action: 'setDefaultShippingAddress', addressId: 'okSecnd1' }],
      }),
    );
    expect(body).toMatchObject({ defaultShippingAddressId: 'okSecnd1', version: current.version + 1 });
  });

  it("answers 404 for another customer's address and changes nothing", async () => {
    const other = await fx.office('Other Practice', [{ id: 'otherOk1', shippingAccountNumber: 'SA-9100' }]);
    await fx.customer({ officeIds: [other.id] });
    const { customer, session, current } = await signedIn();
    const response = await update(session.headers, {
      version: current.version,
      actions: [{ action: 'setDefaultShippingAddress', addressId: 'otherOk1' }],
    });
    expect(response.status).toBe(404);
    expect((await readError(response)).errors[0]).toMatchObject({ code: 'ResourceNotFound' });
    expect(await fx.reload(customer.id)).toMatchObject({
      version: current.version,
      defaultShippingAddressId: 'okFirst1',
    });
  });

  it.each(['blocked1', 'noAcct01', 'billing1'])(
    'refuses the address %s that is not eligible with the Attention text',
    async (addressId) => {
      const { session, current } = await signedIn();
      const response = await update(session.headers, {
        version: current.version,
        actions: [{ action: 'setDefaultShippingAddress', addressId }],
      });
      if (addressId === 'billing1') {
        // A billing-only address is not a shipping address at all.
        expect(response.status).toBe(404);
        return;
      }
      expect(response.status).toBe(400);
      expect((await readError(response)).errors[0]).toEqual({
        code: 'AddressNotEligible',
        field: 'shippingAddress',
        message: messages.addressNotEligible,
      });
    },
  );

  it('sets names and the customer-editable custom fields', async () => {
    const { session, current } = await signedIn();
    const body = await readCustomer(
      await update(session.headers, {
        version: current.version,
        actions: [
          { action: 'setFirstName', firstName: 'Dane' },
          { action: 'setLastName' },
          { action: 'setCustomField', name: 'job_function', value: 'dental_assistant' },
          { action: 'setCustomField', name: 'practice_name', value: 'Bright Smiles' },
        ],
      }),
    );
    expect(body.version).toBe(current.version + 1);
    expect(body.firstName).toBe('Dane');
    expect(body.lastName).toBeUndefined();
    expect(body.custom.fields).toMatchObject({ job_function: 'dental_assistant', practice_name: 'Bright Smiles' });
  });

  it.each([
    'pricing_contract',
    'checkout_approved',
    'checkout_declined',
    'terms_allowed',
    'asap_enrolled',
    'is_sales_rep',
    'is_impersonating_email',
    'buying_group',
  ])('refuses setCustomField %s: it is not the customer’s to set', async (name) => {
    const { session, current } = await signedIn();
    const response = await update(session.headers, {
      version: current.version,
      actions: [{ action: 'setCustomField', name, value: true }],
    });
    expect(response.status).toBe(400);
    expect((await readError(response)).errors[0]).toEqual({
      code: 'InvalidOperation',
      message: `Field ${name} cannot be changed by the customer.`,
    });
  });

  it.each([
    ['job_function', 'ceo'],
    ['practice_type', 'spaceport'],
  ])('refuses a %s that is not on the list', async (name, value) => {
    const { session, current } = await signedIn();
    const response = await update(session.headers, {
      version: current.version,
      actions: [{ action: 'setCustomField', name, value }],
    });
    expect(response.status).toBe(400);
    expect((await readError(response)).errors[0]).toMatchObject({ code: 'InvalidField', field: name });
  });

  it('answers 409 with the current version to a stale update', async () => {
    const { session, current } = await signedIn();
    const response = await update(session.headers, {
      version: current.version - 1,
      actions: [{ action: 'setFirstName', firstName: 'Late' }],
    });
    expect(response.status).toBe(409);
    expect((await readError(response)).errors[0]).toMatchObject({
      code: 'ConcurrentModification',
      currentVersion: current.version,
    });
  });

  it('applies all actions or none', async () => {
    const { customer, session, current } = await signedIn();
    const response = await update(session.headers, {
      version: current.version,
      actions: [
        { action: 'setFirstName', firstName: 'Changed' },
        { action: 'setCustomField', name: 'pricing_contract', value: 'x' },
      ],
    });
    expect(response.status).toBe(400);
    expect(await fx.reload(customer.id)).toMatchObject({ firstName: 'Dana', version: current.version });
  });

  it('refuses names over 100 characters, naming the field, and accepts 100', async () => {
    const { session, current } = await signedIn();
    const tooLong = await update(session.headers, {
      version: current.version,
      actions: [{ action: 'setFirstName', firstName: 'x'.repeat(1000) }],
    });
    expect(tooLong.status).toBe(400);
    expect((await readError(tooLong)).message).toMatch(/firstName/);
    const longest = await readCustomer(
      await update(session.headers, {
        version: current.version,
        actions: [{ action: 'setLastName', lastName: 'y'.repeat(100) }],
      }),
    );
    expect(longest.lastName).toHaveLength(100);
  });

  it('stores HTML in names exactly as typed (renderers escape it)', async () => {
    const { customer, session, current } = await signedIn();
    const name = '<img src=x onerror=alert(1)>&amp;';
    expect(
      (
        await readCustomer(
          await update(session.headers, {
            version: current.version,
            actions: [{ action: 'setFirstName', firstName: name }],
          }),
        )
      ).firstName,
    ).toBe(name);
    expect((await fx.reload(customer.id)).firstName).toBe(name);
  });

  it.each([
    { version: 1, actions: [{ action: 'setEmail', email: 'x@example.com' }] },
    { version: 1, actions: [{ action: 'setFirstName', firstName: 'A', isSalesRep: true }] },
    { version: 1, actions: [], password: 'x' },
  ])('refuses unknown actions and fields: %j', async (body) => {
    const { session } = await signedIn();
    expect((await update(session.headers, body)).status).toBe(400);
  });

  it('admits customer tokens only', async () => {
    const clientToken = await api.tokenFor(['manage_my_profile']);
    const anonymousToken = await api.tokenFor(['manage_my_profile', 'anonymous_id:visitor-1']);
    for (const token of [clientToken, anonymousToken]) {
      const response = await me({ authorization: `Bearer ${token}` });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        message: messages.notAUserToken,
        errors: [{ code: 'insufficient_scope' }],
        error: 'insufficient_scope',
      });
    }
    expect((await me({})).status).toBe(401);
    const { customer } = await signedIn();
    const withoutProfileScope = await signIn(api.db, customer.id, { scopes: ['manage_my_orders'] });
    expect((await me(withoutProfileScope.headers)).status).toBe(403);
  });
});

describe.each(testDatabaseTargets())('POST /aces/me/password ($name)', (target) => {
  let api: TestApi;
  let fx: ReturnType<typeof customerFixture>;
  beforeAll(async () => {
    api = await startTestApi(target);
    fx = customerFixture(api.db);
  });
  afterAll(() => api.close());

  const change = (headers: Record<string, string>, body: unknown) =>
    fetch(`${api.baseUrl}/aces/me/password`, { method: 'POST', headers, body: JSON.stringify(body) });

  it.each([
    [
      'wrong current password',
      'not-my-password',
      'a-fresh-passphrase',
      'InvalidCurrentPassword',
      messages.currentPasswordMismatch,
    ],
    ['too short', 'chairside-demo-2026', 'short', 'InvalidField', messages.passwordTooShort(8)],
    ['too long', 'chairside-demo-2026', 'x'.repeat(129), 'InvalidField', messages.passwordTooLong(128)],
    ['too common', 'chairside-demo-2026', 'Password1', 'InvalidField', messages.passwordTooCommon],
  ])('refuses a change with a %s', async (_name, currentPassword, newPassword, code, message) => {
    const customer = await fx.customer();
    const { headers } = await signIn(api.db, customer.id);
    const response = await change(headers, { version: customer.version, currentPassword, newPassword });
    expect(response.status).toBe(400);
    const error = (await readError(response)).errors[0]!;
    expect(error).toMatchObject({ code, message });
    if (code === 'InvalidField') expect(error.field).toBe('newPassword');
    expect((await fx.reload(customer.id)).passwordHash).toBe(customer.passwordHash);
  });

  it('stores the new password and ends the other sessions, keeping this one', async () => {
    const customer = await fx.customer();
    const current = await signIn(api.db, customer.id);
    const other = await signIn(api.db, customer.id);
    const response = await change(current.headers, {
      version: customer.version,
      currentPassword: 'chairside-demo-2026',
      newPassword: 'ein langes Passwort 🦷',
    });
    expect(response.status).toBe(200);
    const stored = await fx.reload(customer.id);
    // The customer has no office, so the same read also flagged the no-address message: the version tells the client
    // the latest.
    expect(customerSchema.parse(await response.json()).version).toBe(stored.version);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored.passwordHash, 'ein langes Passwort 🦷')).toBe(true);
    const sessions = await api.db
      .select()
      .from(schema.authSessions)
      .where(eq(schema.authSessions.customerId, customer.id));
    expect(sessions.find((session) => session.id === other.sessionId)!.revokedAt).not.toBeNull();
    expect(sessions.find((session) => session.id === current.sessionId)!.revokedAt).toBeNull();
  });

  it('answers 409 to a stale version', async () => {
    const customer = await fx.customer();
    const { headers } = await signIn(api.db, customer.id);
    const response = await change(headers, {
      version: customer.version + 5,
      currentPassword: 'chairside-demo-2026',
      newPassword: 'a-fresh-passphrase',
    });
    expect(response.status).toBe(409);
    expect((await readError(response)).errors[0]).toMatchObject({ currentVersion: customer.version });
  });
});

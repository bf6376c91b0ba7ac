import { cartSchema, orderSchema, type Cart } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { smsConsent, smsSignupRules, smsTexts } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerFixture } from '../../../test/customer-fixture';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { pricingFixture } from '../../../test/pricing-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';
import { smsTestClient } from './sms-test-client';

type Headers = Record<string, string>;

describe.each(testDatabaseTargets())('SMS sign-up /mw/sms-signups ($name)', (target) => {
  let api: TestApi;
  let siteverify: Awaited<ReturnType<typeof startFakeHttpServer>>;
  let sms: ReturnType<typeof smsTestClient>;
  let officeId: string;
  let gloves: string;
  let phoneSeq = 100;
  /** A valid US number no other test uses. */
  const newPhone = () => {
    const n = phoneSeq++;
    return { typed: `(212) 555-${String(n).padStart(4, '0')}`, e164: `+1212555${String(n).padStart(4, '0')}` };
  };

  beforeAll(async () => {
    siteverify = await startFakeHttpServer();
    api = await startTestApi(target, {
      env: {
        TRUST_PROXY: 'true',
        SMS_SIGNUPS_PER_HOUR: '6',
        RECAPTCHA_SECRET_KEY: 'test-secret',
        RECAPTCHA_VERIFY_URL: `${siteverify.baseUrl}/siteverify`,
      },
    });
    sms = smsTestClient(api.baseUrl, api.db);
    const office = await customerFixture(api.db).office(
      'Texting Dental',
      [{ id: 'smsA0001', shippingAccountNumber: 'SA-SMS-1' }],
      {
        termsAllowed: true,
      },
    );
    officeId = office.id;
    const px = pricingFixture(api.db);
    [gloves] = (await px.product('9600001', [{ uom: 'BX', countPerUnit: 100 }])) as [string];
    await px.prices([{ sku: gloves, centAmount: 10_000 }]);
  });
  afterAll(async () => {
    await api?.close();
    await siteverify?.close();
  });
  beforeEach(() => {
    siteverify.state.respondWith = 200;
    siteverify.state.body = { success: true, score: 0.9, action: 'sms_signup' };
  });

  const refusal = async (response: Response): Promise<{ status: number; code: string; [field: string]: unknown }> => {
    const error = await readError(response);
    return { status: response.status, ...error.errors[0]! };
  };
  /** A customer with a pending sign-up for a fresh number. */
  const pending = async () => {
    const customer = await sms.customer([officeId]);
    const phone = newPhone();
    await sms.signup(await sms.signUp(customer.headers, { phone: phone.typed }));
    return { ...customer, phone };
  };

  it('stores the number in E.164 with the consent text, version, time, address and browser, and texts a code', async () => {
    const customer = await sms.customer();
    const phone = newPhone();
    const before = Date.now();
    const signup = await sms.signup(await sms.signUp(customer.headers, { phone: ` 1 ${phone.typed} ` }));
    expect(signup).toMatchObject({
      status: 'pending',
      phone: phone.e164,
      phone_display: phone.typed,
      consent_version: smsConsent.version,
      attempts_left: smsSignupRules.maxAttempts,
      discount_code: null,
    });
    expect(Date.parse(signup.code_expires_at!) - Date.parse(signup.consented_at)).toBe(smsSignupRules.codeTtlMs);
    expect(Date.parse(signup.next_code_at!) - Date.parse(signup.consented_at)).toBe(smsSignupRules.resendCooldownMs);

    const [row] = await api.db.select().from(schema.smsSignups).where(eq(schema.smsSignups.id, signup.id));
    expect(row).toMatchObject({
      customerId: customer.id,
      consentText: smsConsent.text,
      consentVersion: smsConsent.version,
      consentIp: customer.headers['x-forwarded-for'],
      consentUserAgent: 'Mozilla/5.0 (test)',
    });
    expect(row!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new URLSearchParams(siteverify.requests.at(-1)!.body).get('response')).toBe('browser-token');

    const texts = await sms.textsTo(phone.e164);
    expect(texts).toHaveLength(1);
    const code = await sms.lastCode(customer.id);
    expect(texts[0]).toMatchObject({
      purpose: 'confirmation-code',
      provider: null,
      body: smsTexts.confirmationSms(code),
    });
    // Only a hash of the code is kept.
    expect(JSON.stringify(row)).not.toContain(code);
    expect((await sms.call(customer.headers, 'GET', '/mw/sms-signups/me')).status).toBe(200);
  });

  it.each([
    ['', 'phone', smsTexts.phoneMissing],
    ['555-0123', 'phone', smsTexts.phoneInvalid],
    ['+44 20 7946 0958', 'phone', smsTexts.phoneRegion],
  ])('refuses the number %j with a clear message and writes nothing', async (typed, field, message) => {
    const customer = await sms.customer();
    expect(await refusal(await sms.signUp(customer.headers, { phone: typed }))).toMatchObject({
      status: 400,
      code: 'InvalidField',
      field,
      message,
    });
    expect(await api.db.select().from(schema.smsSignups).where(eq(schema.smsSignups.customerId, customer.id))).toEqual(
      [],
    );
  });

  it('refuses without the consent ticked, or with another version of the consent text', async () => {
    const customer = await sms.customer();
    expect(await refusal(await sms.signUp(customer.headers, { consent: false }))).toMatchObject({
      status: 400,
      code: 'InvalidField',
      field: 'consent',
      message: smsTexts.consentMissing,
    });
    expect(await refusal(await sms.signUp(customer.headers, { consent_version: 'sms-consent-2020-01' }))).toMatchObject(
      {
        status: 400,
        field: 'consent_version',
        message: smsTexts.consentOutdated,
      },
    );
    expect((await sms.call(customer.headers, 'GET', '/mw/sms-signups/me')).status).toBe(404);
  });

  it('refuses when bot protection fails, visitors without an account, and a visitor beyond its hourly limit', async () => {
    siteverify.state.body = { success: true, score: 0.1, action: 'sms_signup' };
    const customer = await sms.customer();
    expect((await refusal(await sms.signUp(customer.headers))).code).toBe('BotProtectionFailed');
    siteverify.state.body = { success: true, score: 0.9, action: 'sms_signup' };

    const anonymous = `Bearer ${await api.tokenFor(['manage_my_profile', 'anonymous_id:sms-visitor'])}`;
    expect((await sms.signUp({ authorization: anonymous })).status).toBe(403);

    // SMS_SIGNUPS_PER_HOUR is 6 here: the refused attempt above counted as the first.
    for (let n = 0; n < 5; n += 1) expect((await sms.signUp(customer.headers, { phone: '' })).status).toBe(400);
    const limited = await sms.signUp(customer.headers);
    expect(limited.status).toBe(429);
    expect((await refusal(limited)).message).toBe(smsTexts.tooManyAttempts);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('confirms with the texted code: a single-use 10% code for this customer, shown, texted and in GET me', async () => {
    const customer = await pending();
    const code = await sms.lastCode(customer.id);
    const confirmed = await sms.signup(await sms.confirm(customer.headers, code.replace(/(\d{3})/, '$1 ')), 200);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      attempts_left: null,
      code_expires_at: null,
      discount_code: { percent_off: smsSignupRules.percentOff, used: false },
    });
    const discount = confirmed.discount_code!.code;
    expect(discount).toMatch(/^SMS10-[2-9A-HJ-NP-Z]{8}$/);
    const [stored] = await api.db.select().from(schema.discountCodes).where(eq(schema.discountCodes.code, discount));
    expect(stored).toMatchObject({ permyriad: 1000, maxApplications: 1, customerId: customer.id, isActive: true });

    const [text] = await sms.textsTo(customer.phone.e164);
    expect(text).toMatchObject({ purpose: 'discount-code', body: smsTexts.discountSms(discount) });
    expect(await sms.signup(await sms.call(customer.headers, 'GET', '/mw/sms-signups/me'), 200)).toEqual(confirmed);
    // Confirming again answers the same sign-up; signing up again is refused.
    expect(await sms.signup(await sms.confirm(customer.headers, code), 200)).toEqual(confirmed);
    expect(await refusal(await sms.signUp(customer.headers, { phone: newPhone().typed }))).toMatchObject({
      status: 409,
      code: 'SmsAlreadySignedUp',
      message: smsTexts.customerTaken,
    });
    expect((await refusal(await sms.resend(customer.headers))).code).toBe('SmsAlreadySignedUp');
  });

  it('counts wrong codes, says how many tries are left, and then refuses even the right code', async () => {
    const customer = await pending();
    const right = await sms.lastCode(customer.id);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= smsSignupRules.maxAttempts; attempt += 1) {
      const left = smsSignupRules.maxAttempts - attempt;
      expect(await refusal(await sms.confirm(customer.headers, wrong))).toEqual({
        status: 400,
        code: 'SmsCodeInvalid',
        message: smsTexts.codeWrong(left),
        reason: 'wrong',
        attemptsLeft: left,
      });
    }
    expect(await refusal(await sms.confirm(customer.headers, right))).toMatchObject({
      code: 'SmsCodeInvalid',
      reason: 'attemptsUsedUp',
      message: smsTexts.codeAttemptsUsedUp,
    });
    // Not a code at all: refused without counting.
    expect(await refusal(await sms.confirm(customer.headers, '12ab'))).toMatchObject({
      code: 'InvalidField',
      field: 'code',
    });

    // A new code (after the cooldown) works; the old one does not.
    await sms.age(customer.id, smsSignupRules.resendCooldownMs);
    const resent = await sms.signup(await sms.resend(customer.headers), 200);
    expect(resent.attempts_left).toBe(smsSignupRules.maxAttempts);
    const fresh = await sms.lastCode(customer.id);
    // One chance in a million the new code is the old one; then there is no old code left to refuse.
    if (fresh !== right) expect((await refusal(await sms.confirm(customer.headers, right))).reason).toBe('wrong');
    expect((await sms.signup(await sms.confirm(customer.headers, fresh), 200)).status).toBe('confirmed');
  });

  it('refuses an expired code', async () => {
    const customer = await pending();
    const code = await sms.lastCode(customer.id);
    await sms.age(customer.id, smsSignupRules.codeTtlMs);
    expect(await refusal(await sms.confirm(customer.headers, code))).toMatchObject({
      status: 400,
      code: 'SmsCodeInvalid',
      reason: 'expired',
      message: smsTexts.codeExpired,
    });
  });

  it('resends only after the cooldown, and no more codes than the hourly allowance', async () => {
    const customer = await pending();
    const early = await sms.resend(customer.headers);
    expect(await refusal(early)).toMatchObject({
      status: 429,
      code: 'TooManyRequests',
      message: smsTexts.resendTooSoon,
    });
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(smsSignupRules.resendCooldownMs / 1000);
    expect((await refusal(await sms.resend((await sms.customer()).headers))).status).toBe(404);

    // The early resend counted too: 1 (sign-up) + 1 + 3 = 5 codes in the hour.
    for (let n = 0; n < 3; n += 1) {
      await sms.age(customer.id, smsSignupRules.resendCooldownMs);
      await sms.signup(await sms.resend(customer.headers), 200);
    }
    await sms.age(customer.id, smsSignupRules.resendCooldownMs);
    expect(await refusal(await sms.resend(customer.headers))).toMatchObject({
      status: 429,
      message: smsTexts.tooManyCodes,
    });
    expect(await sms.textsTo(customer.phone.e164)).toHaveLength(4);
  });

  it('lets a pending sign-up take a corrected number, with a new consent and code', async () => {
    const customer = await pending();
    await sms.age(customer.id, smsSignupRules.resendCooldownMs);
    const corrected = newPhone();
    const signup = await sms.signup(await sms.signUp(customer.headers, { phone: corrected.typed }));
    expect(signup.phone).toBe(corrected.e164);
    const rows = await api.db.select().from(schema.smsSignups).where(eq(schema.smsSignups.customerId, customer.id));
    expect(rows).toHaveLength(1);
    expect(await sms.textsTo(corrected.e164)).toHaveLength(1);
  });

  it('signs a number up once: another customer is refused, at sign-up or at confirmation', async () => {
    const phone = newPhone();
    const first = await sms.customer();
    const second = await sms.customer();
    await sms.signup(await sms.signUp(first.headers, { phone: phone.typed }));
    await sms.signup(await sms.signUp(second.headers, { phone: phone.typed }));
    await sms.signup(await sms.confirm(first.headers, await sms.lastCode(first.id)), 200);
    expect(await refusal(await sms.confirm(second.headers, await sms.lastCode(second.id)))).toMatchObject({
      status: 409,
      code: 'SmsPhoneTaken',
      message: smsTexts.phoneTaken,
    });
    const third = await sms.customer();
    expect((await refusal(await sms.signUp(third.headers, { phone: phone.typed }))).code).toBe('SmsPhoneTaken');
    expect(await sms.textsTo(phone.e164)).toHaveLength(3);
  });

  it('gives one discount code however many confirmations race, and texts one code for racing sign-ups', async () => {
    const customer = await pending();
    const code = await sms.lastCode(customer.id);
    const answers = await Promise.all(Array.from({ length: 4 }, () => sms.confirm(customer.headers, code)));
    const signups = await Promise.all(answers.map((response) => sms.signup(response, 200)));
    expect(new Set(signups.map((signup) => signup.discount_code?.code)).size).toBe(1);
    const codes = await api.db
      .select()
      .from(schema.discountCodes)
      .where(eq(schema.discountCodes.customerId, customer.id));
    expect(codes).toHaveLength(1);
    expect((await sms.textsTo(customer.phone.e164)).filter((text) => text.purpose === 'discount-code')).toHaveLength(1);

    const racer = await sms.customer();
    const phone = newPhone();
    const started = await Promise.all(
      Array.from({ length: 3 }, () => sms.signUp(racer.headers, { phone: phone.typed })),
    );
    expect(started.map((response) => response.status).sort()).toEqual([201, 429, 429]);
    expect(await sms.textsTo(phone.e164)).toHaveLength(1);

    // Two customers confirming one number at once: one wins, the other hears the number is taken.
    const shared = newPhone();
    const [a, b] = [await sms.customer(), await sms.customer()];
    await sms.signup(await sms.signUp(a.headers, { phone: shared.typed }));
    await sms.signup(await sms.signUp(b.headers, { phone: shared.typed }));
    const both = await Promise.all([
      sms.confirm(a.headers, await sms.lastCode(a.id)),
      sms.confirm(b.headers, await sms.lastCode(b.id)),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    const confirmed = await api.db.select().from(schema.smsSignups).where(eq(schema.smsSignups.phone, shared.e164));
    expect(confirmed.filter((row) => row.status === 'confirmed')).toHaveLength(1);
  });

  describe('the discount code at checkout', () => {
    const update = (headers: Headers, cart: Pick<Cart, 'id' | 'version'>, actions: unknown[]) =>
      sms.call(headers, 'POST', `/aces/me/carts/${cart.id}`, { version: cart.version, actions });
    const cartOf = async (headers: Headers, extra: unknown[] = []) => {
      const created = cartSchema.parse(
        await (await sms.call(headers, 'POST', '/aces/me/carts', { currency: 'USD' })).json(),
      );
      const response = await update(headers, created, [
        { action: 'addLineItem', sku: gloves, quantity: 3 },
        { action: 'setShippingAddress', address: { id: 'smsA0001' } },
        ...extra,
      ]);
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return cartSchema.parse(body);
    };

    it("takes 10% off the customer's next order once, and is unknown to anyone else's cart", async () => {
      const customer = await pending();
      const confirmed = await sms.signup(await sms.confirm(customer.headers, await sms.lastCode(customer.id)), 200);
      const discount = confirmed.discount_code!.code;

      const other = await sms.customer([officeId]);
      const foreign = await cartOf(other.headers);
      expect(
        await refusal(await update(other.headers, foreign, [{ action: 'addDiscountCode', code: discount }])),
      ).toMatchObject({
        status: 400,
        code: 'DiscountCodeNonApplicable',
        reason: 'DoesNotExist',
        message: `The discount code '${discount}' was not found.`,
      });

      const cart = await cartOf(customer.headers, [{ action: 'addDiscountCode', code: discount.toLowerCase() }]);
      const second = await cartOf(customer.headers, [{ action: 'addDiscountCode', code: discount }]);
      const placed = await sms.call(customer.headers, 'POST', '/ct/hs-orders', { cart_id: cart.id, card: false });
      const body: unknown = await placed.json();
      expect(placed.status, JSON.stringify(body)).toBe(201);
      const order = orderSchema.parse((body as { order: unknown }).order);
      expect(order.custom.fields.discount_total?.centAmount).toBe(3000);
      expect(order.totalPrice.centAmount).toBe(30_000 - 3000 + 599);

      const afterOrder = await sms.signup(await sms.call(customer.headers, 'GET', '/mw/sms-signups/me'), 200);
      expect(afterOrder.discount_code).toEqual({ code: discount, percent_off: 10, used: true });
      // Single use: the other cart holding it cannot order with it, and no new cart takes it.
      expect(
        await refusal(await sms.call(customer.headers, 'POST', '/ct/hs-orders', { cart_id: second.id, card: false })),
      ).toMatchObject({
        code: 'DiscountCodeNonApplicable',
        message: `The discount code '${discount}' has reached its maximum number of uses.`,
      });
      const third = await cartOf(customer.headers);
      expect(
        (await refusal(await update(customer.headers, third, [{ action: 'addDiscountCode', code: discount }]))).reason,
      ).toBe('MaxApplicationReached');
    });
  });
});

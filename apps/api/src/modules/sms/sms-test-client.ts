import { smsSignupSchema, type SmsSignup } from '@chairside/contracts';
import { schema, type Db } from '@chairside/db';
import { smsConsent } from '@chairside/domain';
import { and, desc, eq } from 'drizzle-orm';
import { customerFixture, signIn } from '../../../test/customer-fixture';

type Headers = Record<string, string>;

/**
 * The SMS sign-up calls as a signed-in customer makes them, for the API tests: each customer of its own and, with
 * TRUST_PROXY, each from its own address so the per-visitor limit does not carry over between tests.
 */
export function smsTestClient(baseUrl: string, db: Db) {
  let nextIp = 1;
  const fx = customerFixture(db);
  const call = (headers: Headers, method: string, path: string, body?: unknown) => {
    // A call without a body has no content type (the API refuses an empty JSON body).
    const { 'content-type': _json, ...rest } = headers;
    return fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? rest : { ...rest, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  };

  return {
    call,
    /** A new customer signed in, calling from an address of its own. */
    async customer(officeIds: string[] = []) {
      const customer = await fx.customer({ officeIds });
      const { headers } = await signIn(db, customer.id);
      return { id: customer.id, headers: { ...headers, 'x-forwarded-for': `198.51.100.${nextIp++}` } as Headers };
    },
    signUp: (headers: Headers, body: Record<string, unknown> = {}) =>
      call(headers, 'POST', '/mw/sms-signups', {
        phone: '(201) 555-0123',
        consent: true,
        consent_version: smsConsent.version,
        user_agent: 'Mozilla/5.0 (test)',
        'recaptcha-token': 'browser-token',
        ...body,
      }),
    confirm: (headers: Headers, code: string) => call(headers, 'POST', '/mw/sms-signups/confirm', { code }),
    resend: (headers: Headers) => call(headers, 'POST', '/mw/sms-signups/resend'),
    async signup(response: Response, status = 201): Promise<SmsSignup> {
      const body: unknown = await response.json();
      if (response.status !== status)
        throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(body)}`);
      return smsSignupSchema.parse(body);
    },
    /** The texts sent to a number, newest first (the local outbox). */
    textsTo: (phone: string) =>
      db
        .select()
        .from(schema.smsOutbox)
        .where(eq(schema.smsOutbox.to, phone))
        .orderBy(desc(schema.smsOutbox.createdAt)),
    /** The six-digit code of the newest confirmation text of the customer's sign-up. */
    async lastCode(customerId: string): Promise<string> {
      const [text] = await db
        .select({ body: schema.smsOutbox.body })
        .from(schema.smsOutbox)
        .innerJoin(schema.smsSignups, eq(schema.smsSignups.id, schema.smsOutbox.signupId))
        .where(and(eq(schema.smsSignups.customerId, customerId), eq(schema.smsOutbox.purpose, 'confirmation-code')))
        .orderBy(desc(schema.smsOutbox.createdAt))
        .limit(1);
      const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1];
      if (!code) throw new Error('no confirmation text for the customer');
      return code;
    },
    /** Moves the customer's pending code back in time: sent (and expiring) `ms` earlier. */
    async age(customerId: string, ms: number) {
      const [row] = await db.select().from(schema.smsSignups).where(eq(schema.smsSignups.customerId, customerId));
      await db
        .update(schema.smsSignups)
        .set({
          codeSentAt: new Date(row!.codeSentAt!.getTime() - ms),
          codeExpiresAt: new Date(row!.codeExpiresAt!.getTime() - ms),
        })
        .where(eq(schema.smsSignups.customerId, customerId));
    },
  };
}

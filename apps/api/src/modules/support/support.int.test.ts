import { supportMessageResponseSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { support } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';

describe.each(testDatabaseTargets())('POST /mw/support ($name)', (target) => {
  let api: TestApi;
  let headers: Record<string, string>;
  let customerId: string;
  let officeId: string;
  beforeAll(async () => {
    api = await startTestApi(target);
    const fx = customerFixture(api.db);
    const office = await fx.office('Bright Smiles', [{ id: 'supp0001', shippingAccountNumber: 'SA-6001' }]);
    const customer = await fx.customer({ officeIds: [office.id] });
    ({ headers } = await signIn(api.db, customer.id));
    customerId = customer.id;
    officeId = office.id;
  });
  afterAll(() => api.close());

  const send = (body: unknown, requestHeaders = headers) =>
    fetch(`${api.baseUrl}/mw/support`, { method: 'POST', headers: requestHeaders, body: JSON.stringify(body) });

  it('stores the message with the customer and office, and mails customer service', async () => {
    const response = await send({ topic: 'Invoice question', message: 'Invoice 123 shows <b>two</b> handling fees.' });
    expect(response.status).toBe(201);
    const { id } = supportMessageResponseSchema.parse(await response.json());
    const [stored] = await api.db.select().from(schema.supportMessages).where(eq(schema.supportMessages.id, id));
    expect(stored).toMatchObject({
      customerId,
      businessUnitId: officeId,
      topic: 'Invoice question',
      message: 'Invoice 123 shows <b>two</b> handling fees.',
    });
    const mails = await api.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, support.email));
    expect(mails.some((mail) => mail.subject === 'Support request: Invoice question')).toBe(true);
  });

  it.each([
    { topic: '', message: 'hello' },
    { topic: 'x'.repeat(101), message: 'hello' },
    { topic: 'Order', message: 'x'.repeat(5001) },
    { topic: 'Order', message: '   ' },
    { topic: 'Order', message: 'hello', customerId: 'someone-else' },
  ])('refuses %j', async (body) => {
    expect((await send(body)).status).toBe(400);
  });

  it('needs a customer token', async () => {
    const clientHeaders = {
      authorization: `Bearer ${await api.tokenFor(['manage_my_profile'])}`,
      'content-type': 'application/json',
    };
    expect((await send({ topic: 'Order', message: 'hello' }, clientHeaders)).status).toBe(403);
  });
});

// Shared by the cart and place-order benchmarks: customers of the bench contract office (written
// straight into the bench database), their sign-in and a fresh empty cart each.
import postgres from 'postgres';
import { benchCustomer } from './customer-load.mjs';

const storefrontBasic = `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}`;

/** A loopback database only: the benchmarks write customers into it. */
export function benchDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error(`Refusing to write to a non-loopback database: ${url.hostname}`);
  return postgres(databaseUrl, { max: 1, onnotice: () => {} });
}

/**
 * Customers `emails` in the office of the bench customer (pricing-data.mjs), with its password
 * and default address; reruns keep them. Returns the office's pricing contract id.
 */
export async function writeOfficeCustomers(sql, emails) {
  const [bench] = await sql`
    select c.password_hash, m.business_unit_id, bu.pricing_contract_channel_id as contract_id
    from customers c join customer_business_units m on m.customer_id = c.id join business_units bu on bu.id = m.business_unit_id
    where lower(c.email) = ${benchCustomer.email}`;
  if (!bench?.contract_id)
    throw new Error(`No ${benchCustomer.email} on a contract: run npm run bench -- pricing-data first.`);
  await sql.begin(async (tx) => {
    for (const [n, email] of emails.entries()) {
      const [customer] = await tx`
        insert into customers (email, password_hash, first_name, last_name, default_shipping_address_id, job_function)
        values (${email}, ${bench.password_hash}, 'Bench', ${`Customer ${n + 1}`}, 'benchad1', 'office_manager')
        on conflict ((lower(email))) do update set password_hash = excluded.password_hash
        returning id`;
      await tx`insert into customer_business_units (customer_id, business_unit_id) values (${customer.id}, ${bench.business_unit_id}) on conflict do nothing`;
    }
  });
  return bench.contract_id;
}

/** Sign-in and a fresh cart through the API, for customers of writeOfficeCustomers. */
export function officeSessions(client) {
  return {
    async signIn(email) {
      const tokens = await client.json('/auth/user', {
        method: 'POST',
        headers: { authorization: storefrontBasic, 'content-type': 'application/json' },
        body: JSON.stringify({ username: email, password: benchCustomer.password }),
      });
      return { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };
    },

    /** A fresh empty cart for the customer (a previous run's active cart is deleted first). */
    async freshCart(headers) {
      const active = await client.request('/aces/me/active-cart', {
        headers: { authorization: headers.authorization },
      });
      if (active.status === 200) {
        const old = JSON.parse(active.body.toString());
        await client.json(`/aces/me/carts/${old.id}?version=${old.version}`, {
          method: 'DELETE',
          headers: { authorization: headers.authorization },
        });
      }
      const created = await client.request('/aces/me/carts', {
        method: 'POST',
        headers,
        body: JSON.stringify({ currency: 'USD' }),
      });
      if (created.status !== 201)
        throw new Error(`POST me/carts answered ${created.status}: ${created.body.toString().slice(0, 300)}`);
      return JSON.parse(created.body.toString());
    },
  };
}

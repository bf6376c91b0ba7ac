// Pricing benchmark data, added to an already seeded large catalogue (npm run seed -- --products 100000):
// npm run bench -- pricing-data --database-url postgres://postgres@127.0.0.1:5432/chairside_bench [--contracts 20]
// [--prices 5000]
// Adds `contracts` pricing-contract channels (bench-contract-01…) of `prices` plan prices each, on skus
// spread over the whole catalogue (a different spread per contract), and one office on the first
// contract with shipping account SA-BENCH-01 (warehouse ES1) and its customer bench-contract@example.com
// (the demo password). Idempotent: reruns replace the bench rows and leave everything else alone.
// --pglite-dir <DATA_DIR>/pglite writes them into an embedded PGlite catalogue instead (while no API runs on it).
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { benchCustomer, benchRetailCustomer } from './lib/customer-load.mjs';
import { pgliteSql } from './lib/pglite-sql.mjs';

const { values } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chairside_bench',
    },
    'pglite-dir': { type: 'string' },
    contracts: { type: 'string', default: '20' },
    prices: { type: 'string', default: '5000' },
  },
});
const contracts = Number(values.contracts);
const pricesPerContract = Number(values.prices);
const url = new URL(values['database-url']);
if (!values['pglite-dir'] && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
  throw new Error(`Refusing to write to a non-loopback database: ${url.hostname}`);

/**
 * The retail bench office, enrolled in ASAP loyalty, with 48 weekly orders of $250 over the last year (Silver tier):
 * its prices carry the loyalty discount and every lookup sums its 12-month spend.
 */
async function retailOffice(tx, passwordHash, warehouseId) {
  const [office] = await tx`
    insert into business_units (key, name) values ('bench-retail-office', 'Benchmark Retail Dental')
    on conflict (key) do update set pricing_contract_channel_id = null, buying_group = null
    returning id`;
  await tx`insert into shipping_accounts (number, business_unit_id, warehouse_channel_id, billing_account_number)
           values (${benchRetailCustomer.shippingAccount}, ${office.id}, ${warehouseId}, 'BA-BENCH-02')
           on conflict (number) do update set business_unit_id = excluded.business_unit_id`;
  await tx`insert into addresses (id, business_unit_id, key, first_name, last_name, street_number, street_name, city, state, postal_code, shipping_account_number)
           values ('benchad2', ${office.id}, 'bench-retail-office-1', 'Bench', 'Retail', '2', 'Load St', 'Philadelphia', 'PA', '19107', ${benchRetailCustomer.shippingAccount})
           on conflict (id) do nothing`;
  const [customer] = await tx`
    insert into customers (email, password_hash, first_name, last_name, default_shipping_address_id, job_function)
    values (${benchRetailCustomer.email}, ${passwordHash}, 'Bench', 'Retail', 'benchad2', 'office_manager')
    on conflict ((lower(email))) do update set password_hash = excluded.password_hash
    returning id`;
  await tx`insert into customer_business_units (customer_id, business_unit_id) values (${customer.id}, ${office.id}) on conflict do nothing`;
  await tx`insert into asap_enrollments (business_unit_id, enrolled_by_customer_id, practice_name, contact_name, practice_type, terms_version, disclosure_acknowledged_at, enrolled_at)
           select ${office.id}, ${customer.id}, 'Benchmark Retail Dental', 'Bench Retail', 'dental', 'asap-2026-01', now() - interval '400 days', now() - interval '400 days'
           where not exists (select 1 from asap_enrollments where business_unit_id = ${office.id} and ended_at is null)`;
  await tx`delete from orders where business_unit_id = ${office.id}`;
  await tx`insert into orders (customer_id, business_unit_id, cart_id, subtotal_cent_amount, handling_fee_cent_amount, minimum_order_fee_cent_amount, total_cent_amount, payment_method, completed_at)
           select ${customer.id}, ${office.id}, gen_random_uuid(), 25000, 0, 0, 25000, 'on-account', now() - make_interval(days => n * 7)
           from generate_series(0, 47) n`;
}

const contractKey = (n) => `bench-contract-${String(n).padStart(2, '0')}`;

const sql = values['pglite-dir']
  ? await pgliteSql(values['pglite-dir'])
  : postgres(values['database-url'], { max: 1, onnotice: () => {} });
const started = performance.now();
try {
  const [{ variants }] = await sql`select count(*)::int as variants from product_variants`;
  if (variants < pricesPerContract)
    throw new Error(
      `Only ${variants} variants: seed a large catalogue first (npm run seed -- --products 100000 --reset).`,
    );
  const [demo] = await sql`select password_hash from customers where lower(email) = 'demo-customer@example.com'`;
  const [warehouse] = await sql`select id from channels where key = 'ES1'`;
  if (!demo || !warehouse) throw new Error('The demo accounts and warehouse ES1 are missing: seed the database first.');

  await sql.begin(async (tx) => {
    const keys = Array.from({ length: contracts }, (_, i) => contractKey(i + 1));
    await tx`delete from standalone_prices where key like 'bench-contract-%'`;
    for (const key of keys) {
      await tx`insert into channels (key, roles, name) values (${key}, ${['ProductDistribution']}, ${tx.json({ 'en-US': `Benchmark contract ${key.slice(-2)}` })})
               on conflict (key) do nothing`;
    }
    const channels = await tx`select id, key from channels where key = any(${keys}) order by key`;
    for (const [n, channel] of channels.entries()) {
      // Every contract covers its own pseudo-random spread of skus (hash order differs per key), at 5–25% below retail.
      await tx`
        insert into standalone_prices (key, sku, currency_code, cent_amount, channel_id)
        select ${channel.key} || '-' || v.sku, v.sku, 'USD',
               greatest(99, floor(coalesce(r.cent_amount, 2000) * (0.75 + (abs(hashtext(v.sku || ${channel.key})) % 20) / 100.0)))::int,
               ${channel.id}
        from (select sku from product_variants order by md5(sku || ${channel.key}) limit ${pricesPerContract}) v
        left join lateral (select cent_amount from standalone_prices where sku = v.sku and channel_id is null limit 1) r on true`;
      process.stdout.write(`\r${n + 1}/${channels.length} contracts`);
    }
    process.stdout.write('\n');

    const first = channels[0];
    const [office] = await tx`
      insert into business_units (key, name, pricing_contract_channel_id, terms_allowed)
      values ('bench-contract-office', 'Benchmark Contract Dental', ${first.id}, true)
      on conflict (key) do update set pricing_contract_channel_id = excluded.pricing_contract_channel_id
      returning id`;
    await tx`insert into shipping_accounts (number, business_unit_id, warehouse_channel_id, billing_account_number)
             values (${benchCustomer.shippingAccount}, ${office.id}, ${warehouse.id}, 'BA-BENCH-01')
             on conflict (number) do update set business_unit_id = excluded.business_unit_id, warehouse_channel_id = excluded.warehouse_channel_id`;
    await tx`insert into addresses (id, business_unit_id, key, first_name, last_name, street_number, street_name, city, state, postal_code, shipping_account_number)
             values ('benchad1', ${office.id}, 'bench-contract-office-1', 'Bench', 'Mark', '1', 'Load St', 'Philadelphia', 'PA', '19107', ${benchCustomer.shippingAccount})
             on conflict (id) do nothing`;
    const [customer] = await tx`
      insert into customers (email, password_hash, first_name, last_name, default_shipping_address_id, job_function)
      values (${benchCustomer.email}, ${demo.password_hash}, 'Bench', 'Mark', 'benchad1', 'office_manager')
      on conflict ((lower(email))) do update set password_hash = excluded.password_hash
      returning id`;
    await tx`insert into customer_business_units (customer_id, business_unit_id) values (${customer.id}, ${office.id}) on conflict do nothing`;
    await retailOffice(tx, demo.password_hash, warehouse.id);
  });
  await sql`analyze standalone_prices`;
  const [{ plan }] = await sql`select count(*)::int as plan from standalone_prices where key like 'bench-contract-%'`;
  console.log(
    JSON.stringify({
      contracts,
      planPrices: plan,
      customer: benchCustomer,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    }),
  );
} finally {
  await sql.end({ timeout: 5 });
}

// Sales representative benchmark data (issue 18), added to the bench database after pricing-data:
// npm run bench -- sales-reps-data [--database-url postgres://postgres@127.0.0.1:5432/chairside_bench]
//     [--customers 20000] [--assigned 10000]
// Writes `customers` practices (an office each with a practice name, an account number, a shipping account, a
// default address in one of 60 US cities, one customer and two orders over the last 90 days) and the representative
// bench-rep@example.com (the bench customer's password) assigned to `assigned` of them, then VACUUM ANALYZE. Idempotent: a
// rerun replaces the practices it wrote (keys BR-…) and leaves everything else alone.
import { parseArgs } from 'node:util';
import { benchCustomer } from './lib/customer-load.mjs';
import { benchDatabase } from './lib/office-customers.mjs';

const { values } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chairside_bench',
    },
    customers: { type: 'string', default: '20000' },
    assigned: { type: 'string', default: '10000' },
  },
});
const count = Number(values.customers);
const assigned = Number(values.assigned);
const benchRep = { email: 'bench-rep@example.com', password: benchCustomer.password };

const firstNames =
  'Olivia Liam Emma Noah Ava Ethan Sophia Mason Isabella Lucas Mia Aiden Harper Elijah Amelia James Priya Mateo Grace Daniel Chloe Samuel Nora Kenji Layla Omar Hannah Diego Fatima Wei Aaliyah Connor Ingrid Rafael Yuki Zara Tomas Leah Arjun Maya'.split(
    ' ',
  );
const lastNames =
  'Patel Nguyen Garcia Johnson Kim Rodriguez Chen Okafor Miller Davis Martinez Anderson Thompson Hernandez Walker Young Robinson Lopez Campbell Rivera Brooks Foster Sullivan Bennett Hughes Schmidt Kowalski Novak Ivanova Haddad Moreau Rossi Silva Tanaka Oyelaran Lindqvist Murphy Fischer Castillo Abernathy'.split(
    ' ',
  );
const cities = [
  ['Albany', 'NY'],
  ['Albuquerque', 'NM'],
  ['Allentown', 'PA'],
  ['Anchorage', 'AK'],
  ['Atlanta', 'GA'],
  ['Austin', 'TX'],
  ['Baltimore', 'MD'],
  ['Baton Rouge', 'LA'],
  ['Birmingham', 'AL'],
  ['Boise', 'ID'],
  ['Boston', 'MA'],
  ['Buffalo', 'NY'],
  ['Charleston', 'SC'],
  ['Charlotte', 'NC'],
  ['Chattanooga', 'TN'],
  ['Cheyenne', 'WY'],
  ['Chicago', 'IL'],
  ['Cincinnati', 'OH'],
  ['Cleveland', 'OH'],
  ['Columbus', 'OH'],
  ['Dallas', 'TX'],
  ['Denver', 'CO'],
  ['Des Moines', 'IA'],
  ['Detroit', 'MI'],
  ['El Paso', 'TX'],
  ['Eugene', 'OR'],
  ['Fargo', 'ND'],
  ['Fresno', 'CA'],
  ['Grand Rapids', 'MI'],
  ['Hartford', 'CT'],
  ['Honolulu', 'HI'],
  ['Houston', 'TX'],
  ['Indianapolis', 'IN'],
  ['Jacksonville', 'FL'],
  ['Kansas City', 'MO'],
  ['Knoxville', 'TN'],
  ['Las Vegas', 'NV'],
  ['Lexington', 'KY'],
  ['Little Rock', 'AR'],
  ['Louisville', 'KY'],
  ['Madison', 'WI'],
  ['Memphis', 'TN'],
  ['Milwaukee', 'WI'],
  ['Minneapolis', 'MN'],
  ['Nashville', 'TN'],
  ['Omaha', 'NE'],
  ['Orlando', 'FL'],
  ['Philadelphia', 'PA'],
  ['Phoenix', 'AZ'],
  ['Pittsburgh', 'PA'],
  ['Portland', 'OR'],
  ['Providence', 'RI'],
  ['Raleigh', 'NC'],
  ['Richmond', 'VA'],
  ['Sacramento', 'CA'],
  ['Salt Lake City', 'UT'],
  ['San Antonio', 'TX'],
  ['Savannah', 'GA'],
  ['Spokane', 'WA'],
  ['Tucson', 'AZ'],
];
const practices = [
  (last) => `${last} Family Dentistry`,
  (_, city) => `${city} Dental Care`,
  (last) => `${last} & Associates Dental`,
  (_, city) => `${city} Pediatric Dentistry`,
  (_, city) => `${city} Oral Surgery`,
  (last) => `${last} Periodontics & Implants`,
  (last) => `${last} Orthodontics`,
  (_, city) => `${city} Endodontic Specialists`,
  (last) => `${last} Smile Studio`,
  (_, city) => `${city} Veterinary Dental Clinic`,
];
const streets = ['Main St', 'Oak Ave', 'Maple Ave', 'Park Blvd', 'Market St', 'Elm St', 'Medical Center Dr'];
const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Practice n: the same on every run (n picks names and places; primes spread the combinations). */
function practice(n) {
  const first = firstNames[(n * 7) % firstNames.length];
  const last = lastNames[(n * 13 + Math.floor(n / lastNames.length)) % lastNames.length];
  const [city, state] = cities[(n * 17) % cities.length];
  const name = practices[(n * 11) % practices.length](last, city);
  const key = `BR-${100_000 + n}`;
  return {
    key,
    name,
    city,
    state,
    first,
    last,
    email: `${slug(first)}.${slug(last)}.${n}@${slug(name)}.example`,
    shippingAccount: `SA-B${200_000 + n}`,
    addressId: `br${n.toString(36).padStart(6, '0')}`,
    street: `${100 + (n % 9000)} ${streets[n % streets.length]}`,
  };
}

const sql = benchDatabase(values['database-url']);
const batch = 2_000;
try {
  const [bench] = await sql`select password_hash from customers where lower(email) = ${benchCustomer.email}`;
  if (!bench) throw new Error(`No ${benchCustomer.email}: run npm run bench -- pricing-data first.`);
  const [warehouse] = await sql`select id from channels where 'InventorySupply' = any(roles) order by key limit 1`;
  const started = Date.now();
  await sql.begin(async (tx) => {
    const offices = () => tx`select id from business_units where key like 'BR-%'`;
    await tx`delete from sales_rep_assignments where business_unit_id in (${offices()})`;
    await tx`delete from order_line_items where order_id in (select id from orders where business_unit_id in (${offices()}))`;
    await tx`delete from order_status_history where order_id in (select id from orders where business_unit_id in (${offices()}))`;
    await tx`delete from order_exports where order_id in (select id from orders where business_unit_id in (${offices()}))`;
    await tx`delete from orders where business_unit_id in (${offices()})`;
    await tx`delete from customers where id in (select customer_id from customer_business_units where business_unit_id in (${offices()}))`;
    await tx`delete from addresses where business_unit_id in (${offices()})`;
    await tx`delete from shipping_accounts where business_unit_id in (${offices()})`;
    await tx`delete from business_units where key like 'BR-%'`;
    const [rep] = await tx`
      insert into customers (email, password_hash, first_name, last_name, is_sales_rep, job_function)
      values (${benchRep.email}, ${bench.password_hash}, 'Bench', 'Representative', true, null)
      on conflict ((lower(email))) do update set password_hash = excluded.password_hash, is_sales_rep = true
      returning id`;
    for (let start = 0; start < count; start += batch) {
      const rows = Array.from({ length: Math.min(batch, count - start) }, (_, i) => practice(start + i));
      const ids = await tx`
        insert into business_units ${tx(rows.map(({ key, name }) => ({ key, name, terms_allowed: true })))}
        returning id, key`;
      const officeOf = new Map(ids.map((row) => [row.key, row.id]));
      await tx`insert into shipping_accounts ${tx(
        rows.map((row) => ({
          number: row.shippingAccount,
          business_unit_id: officeOf.get(row.key),
          warehouse_channel_id: warehouse.id,
          billing_account_number: row.shippingAccount.replace('SA-', 'BA-'),
        })),
      )}`;
      await tx`insert into addresses ${tx(
        rows.map((row) => ({
          id: row.addressId,
          business_unit_id: officeOf.get(row.key),
          first_name: row.first,
          last_name: row.last,
          company: row.name,
          street_name: row.street,
          city: row.city,
          state: row.state,
          postal_code: '10001',
          shipping_account_number: row.shippingAccount,
        })),
      )}`;
      const customers = await tx`
        insert into customers ${tx(
          rows.map((row) => ({
            email: row.email,
            password_hash: bench.password_hash,
            first_name: row.first,
            last_name: row.last,
            practice_name: row.name,
            default_shipping_address_id: row.addressId,
            job_function: 'dentist',
          })),
        )}
        returning id, email`;
      const customerOf = new Map(customers.map((row) => [row.email, row.id]));
      await tx`insert into customer_business_units ${tx(
        rows.map((row) => ({ customer_id: customerOf.get(row.email), business_unit_id: officeOf.get(row.key) })),
      )}`;
      // Every other practice is the representative's, up to `assigned`.
      const mine = rows.filter((_, i) => (start + i) % 2 === 0 && (start + i) / 2 < assigned);
      if (mine.length > 0)
        await tx`insert into sales_rep_assignments ${tx(
          mine.map((row) => ({ sales_rep_id: rep.id, business_unit_id: officeOf.get(row.key) })),
        )}`;
    }
    // Two orders a practice over the last 90 days (the dashboard's "last order", the sync scenario's first page).
    await tx`
      insert into orders (customer_id, customer_email, business_unit_id, cart_id, order_state, shipment_state,
        payment_state, shipping_account_number, subtotal_cent_amount, handling_fee_cent_amount,
        minimum_order_fee_cent_amount, total_cent_amount, payment_method, completed_at, created_at, last_modified_at)
      select m.customer_id, c.email, m.business_unit_id, gen_random_uuid(), 'Complete', 'Delivered', 'Paid',
        s.number, 10000 + k * 137, 599, 0, 10599 + k * 137, 'on-account', t.at, t.at, t.at
      from business_units o
      join customer_business_units m on m.business_unit_id = o.id
      join customers c on c.id = m.customer_id
      join shipping_accounts s on s.business_unit_id = o.id
      cross join generate_series(1, 2) k
      cross join lateral (select now() - make_interval(days => (hashtext(o.key || k) & 65535) % 90) as at) t
      where o.key like 'BR-%'`;
  });
  // VACUUM too: it moves the rows written since into the trigram (GIN) indexes, whose pending list every search
  // would otherwise read through (8 ms a search on addresses alone); ANALYZE alone leaves it.
  await sql`vacuum analyze business_units, shipping_accounts, addresses, customers, customer_business_units, sales_rep_assignments, orders`;
  const [summary] = await sql`
    select (select count(*) from business_units where key like 'BR-%')::int as offices,
      (select count(*) from sales_rep_assignments a join customers r on r.id = a.sales_rep_id
        where lower(r.email) = ${benchRep.email})::int as assigned,
      (select count(*) from orders o join business_units b on b.id = o.business_unit_id where b.key like 'BR-%')::int as orders`;
  console.log(JSON.stringify({ scenario: 'sales-reps-data', ...summary, seconds: (Date.now() - started) / 1000 }));
} finally {
  await sql.end();
}

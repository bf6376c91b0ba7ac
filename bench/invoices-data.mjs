// Invoice benchmark data (issue 17), added to the bench database after pricing-data:
// npm run bench -- invoices-data [--database-url postgres://postgres@127.0.0.1:5432/chairside_bench]
//     [--invoices 5000] [--lines 6] [--big-lines 100]
// Gives the bench customer's office (bench-contract@example.com) `invoices` Net 30 invoices issued over the last two
// years: about 20% open (most of them overdue: a heavy summary), 10% paid in part, 65% paid (each by its own card
// payment) and 5% void, with `lines` lines each; the newest has `big-lines` lines (the PDF bench's 100-line invoice). Idempotent:
// reruns replace the office's invoices and payments and leave everything else alone.
import { parseArgs } from 'node:util';
import { benchDatabase } from './lib/office-customers.mjs';
import { benchCustomer } from './lib/customer-load.mjs';

const { values } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chairside_bench',
    },
    invoices: { type: 'string', default: '5000' },
    lines: { type: 'string', default: '6' },
    'big-lines': { type: 'string', default: '100' },
  },
});
const count = Number(values.invoices);
const linesEach = Number(values.lines);
const bigLines = Number(values['big-lines']);
const sql = benchDatabase(values['database-url']);
const billTo = {
  company: 'Bench Dental',
  streetNumber: '1',
  streetName: 'Bench St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
};
const address = sql.json(billTo);
const shipTo = sql.json({ ...billTo, shippingAccountNumber: 'SA-BENCH-01' });

try {
  const [bench] = await sql`
    select c.id as customer_id, m.business_unit_id as office_id
    from customers c join customer_business_units m on m.customer_id = c.id
    where lower(c.email) = ${benchCustomer.email}`;
  if (!bench) throw new Error(`No ${benchCustomer.email}: run npm run bench -- pricing-data first.`);
  const started = Date.now();
  await sql.begin(async (tx) => {
    await tx`delete from invoice_payments where business_unit_id = ${bench.office_id}`;
    await tx`delete from invoices where business_unit_id = ${bench.office_id}`;
    // n = 1 is the oldest; the kind of each invoice is drawn from n, so reruns give the same mix.
    await tx`
      insert into invoices (business_unit_id, customer_id, order_number, purchase_order_number, status, payment_method,
        issued_on, due_on, terms_days, subtotal_cent_amount, handling_fee_cent_amount, total_cent_amount,
        paid_cent_amount, void_reason, voided_at, billing_address, shipping_address)
      select ${bench.office_id}, ${bench.customer_id}, 'CSB' || (2000000 + n), 'PO-' || (40000 + n), state,
        'on-account', issued, issued + 30, 30, subtotal, 1500, subtotal + 1500,
        case state when 'Paid' then subtotal + 1500 when 'PartiallyPaid' then (subtotal + 1500) / 3 else 0 end,
        case state when 'Void' then 'Duplicate invoice for a shipment already invoiced' end,
        case state when 'Void' then now() end,
        ${address}, ${shipTo}
      from (
        select n, issued, subtotal,
          case when n % 20 = 0 then 'Void' when kind < 20 then 'Open' when kind < 30 then 'PartiallyPaid'
            else 'Paid' end as state
        from (
          select n, (current_date - ((${count} - n) * 730 / ${count}))::date as issued,
            ${linesEach} * (1000 + (n * 7919) % 40000) as subtotal,
            (n * 37) % 100 as kind
          from generate_series(1, ${count}) as n
        ) as drawn
      ) as kinds
      order by n`;
    const invoices = await tx`
      select id, subtotal_cent_amount, row_number() over (order by issued_on desc, id desc) as rank
      from invoices where business_unit_id = ${bench.office_id}`;
    const newest = invoices.find((invoice) => Number(invoice.rank) === 1);
    await tx`
      insert into invoice_lines (invoice_id, position, sku, item_number, uom, name, quantity, unit_price_cent_amount,
        total_cent_amount)
      select i.id, p, 'BENCH-' || p, '90' || lpad(p::text, 5, '0'), 'BX', 'Bench supply item ' || p, 1,
        i.subtotal_cent_amount / ${linesEach} + case when p = 0 then i.subtotal_cent_amount % ${linesEach} else 0 end,
        i.subtotal_cent_amount / ${linesEach} + case when p = 0 then i.subtotal_cent_amount % ${linesEach} else 0 end
      from invoices i cross join generate_series(0, ${linesEach - 1}) as p
      where i.business_unit_id = ${bench.office_id} and i.id <> ${newest.id}`;
    // The 100-line invoice: its subtotal spread over its lines.
    await tx`
      insert into invoice_lines (invoice_id, position, sku, item_number, uom, name, quantity, unit_price_cent_amount,
        total_cent_amount)
      select ${newest.id}, p, 'BENCH-' || p, '90' || lpad(p::text, 5, '0'), 'BX',
        'Bench supply item ' || p || ', nitrile, powder-free, size M', 1, amount, amount
      from (select p, ${Number(newest.subtotal_cent_amount)}::int / ${bigLines}::int
              + case when p = 0 then ${Number(newest.subtotal_cent_amount)}::int % ${bigLines}::int else 0 end as amount
            from generate_series(0, ${bigLines - 1}::int) as p) as spread`;
    // One card payment per paid or part-paid invoice, ten days after issue.
    await tx`
      with paying as (
        select id, paid_cent_amount, issued_on from invoices
        where business_unit_id = ${bench.office_id} and paid_cent_amount > 0
      ), paid as (
        insert into invoice_payments (business_unit_id, customer_id, kind, state, gateway_key, card_brand, card_last4,
          cent_amount, lease_until, created_at, finished_at)
        select ${bench.office_id}, ${bench.customer_id}, 'charge', 'Succeeded', 'bench:' || id, 'visa', '4242',
          paid_cent_amount, issued_on + 10, issued_on + 10, issued_on + 10
        from paying
        returning id, gateway_key, cent_amount
      )
      insert into invoice_payment_allocations (payment_id, invoice_id, cent_amount)
      select paid.id, substring(paid.gateway_key from 7)::uuid, paid.cent_amount from paid`;
  });
  await sql`analyze invoices`;
  await sql`analyze invoice_lines`;
  await sql`analyze invoice_payments`;
  await sql`analyze invoice_payment_allocations`;
  const [mix] = await sql`
    select count(*)::int as invoices,
      count(*) filter (where status = 'Open')::int as open,
      count(*) filter (where status = 'PartiallyPaid')::int as partially_paid,
      count(*) filter (where status = 'Paid')::int as paid,
      count(*) filter (where status = 'Void')::int as void,
      count(*) filter (where status in ('Open', 'PartiallyPaid') and due_on < current_date)::int as overdue
    from invoices where business_unit_id = ${bench.office_id}`;
  console.log(JSON.stringify({ scenario: 'invoices-data', ...mix, seconds: (Date.now() - started) / 1000 }));
} finally {
  await sql.end({ timeout: 5 });
}

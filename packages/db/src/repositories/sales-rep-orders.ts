import type { OrderState } from '@chairside/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { preparedRows } from './prepared-by-shape';

/** An order of one of the representative's offices, as its list shows it (issue 18). */
export interface RepOrderRecord {
  id: string;
  orderNumber: string;
  customerId: string;
  customerEmail: string | null;
  practiceName: string | null;
  officeName: string;
  orderState: string;
  shipmentState: string | null;
  paymentState: string | null;
  total: number;
  currency: string;
  completedAt: Date;
  placedByEmail: string | null;
  placedByName: string | null;
}

export interface RepOrderFilter {
  customerId?: string | undefined;
  orderState?: OrderState | undefined;
  /** Calendar days (inclusive) of completion in `timeZone`. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
  limit: number;
  offset: number;
}

interface OrderRow {
  id: string | null;
  order_number: string;
  customer_id: string;
  customer_email: string | null;
  practice_name: string | null;
  office_name: string;
  order_state: string;
  shipment_state: string | null;
  payment_state: string | null;
  total_cent_amount: number;
  currency_code: string;
  completed_at: Date | string;
  placed_by_email: string | null;
  placed_by_name: string | null;
  total: number | string;
}

const inAssignedOffice = (repId: string) => sql`exists (
  select 1 from sales_rep_assignments a where a.sales_rep_id = ${repId}::uuid and a.business_unit_id = o.business_unit_id)`;

/** The filter's conditions on `orders o`; absent filters are left out, so each combination is its own shape. */
function conditions(repId: string, filter: RepOrderFilter): SQL {
  const parts = [
    inAssignedOffice(repId),
    ...(filter.customerId ? [sql`o.customer_id = ${filter.customerId}::uuid`] : []),
    ...(filter.orderState ? [sql`o.order_state = ${filter.orderState}`] : []),
    ...(filter.from ? [sql`o.completed_at >= (${filter.from}::date::timestamp at time zone ${filter.timeZone})`] : []),
    ...(filter.to ? [sql`o.completed_at < ((${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone})`] : []),
  ];
  return sql.join(parts, sql` and `);
}

/** Orders of the representative's assigned offices (issue 18); any other order is as if it did not exist. */
export function salesRepOrderRepository(db: Db) {
  return {
    /** GET mw/sales-reps/orders: newest first, paged, with the total (one statement). */
    async list(repId: string, filter: RepOrderFilter): Promise<{ rows: RepOrderRecord[]; total: number }> {
      const rows = await preparedRows<OrderRow>(
        db,
        sql`
        with matches as (select o.* from orders o where ${conditions(repId, filter)})
        select p.*, t.total
        from (select count(*)::int as total from matches) t
        left join lateral (
          select o.id, o.order_number, o.customer_id, coalesce(o.customer_email, c.email) as customer_email, c.practice_name, b.name as office_name,
            o.order_state, o.shipment_state, o.payment_state, o.total_cent_amount, o.currency_code, o.completed_at,
            o.placed_by_email, o.placed_by_name
          from matches o
          join customers c on c.id = o.customer_id
          join business_units b on b.id = o.business_unit_id
          order by o.completed_at desc, o.id desc
          limit ${filter.limit} offset ${filter.offset}
        ) p on true`,
      );
      return {
        rows: rows.flatMap((row) =>
          row.id === null
            ? []
            : [
                {
                  id: row.id,
                  orderNumber: row.order_number,
                  customerId: row.customer_id,
                  customerEmail: row.customer_email,
                  practiceName: row.practice_name,
                  officeName: row.office_name,
                  orderState: row.order_state,
                  shipmentState: row.shipment_state,
                  paymentState: row.payment_state,
                  total: Number(row.total_cent_amount),
                  currency: row.currency_code,
                  completedAt: new Date(row.completed_at),
                  placedByEmail: row.placed_by_email,
                  placedByName: row.placed_by_name,
                },
              ],
        ),
        total: Number(rows[0]?.total ?? 0),
      };
    },

    /** Whether the order belongs to one of the representative's assigned offices. */
    async isAssigned(repId: string, orderId: string): Promise<boolean> {
      const rows = await preparedRows<{ found: number }>(
        db,
        sql`select 1 as found from orders o where o.id = ${orderId}::uuid and ${inAssignedOffice(repId)}`,
      );
      return rows.length > 0;
    },
  };
}

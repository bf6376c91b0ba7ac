import type { Order, RepOrderSummary, repOrdersQuerySchema } from '@chairside/contracts';
import { orderRepository, salesRepOrderRepository, type Db, type RepOrderRecord } from '@chairside/db';
import type { z } from 'zod';
import type { RequestContext } from '../../access/request-context';
import { resourceNotFound } from '../../http/api-error';
import { isUuid } from '../../ids/uuid';
import { toOrder } from '../orders/orders.mapper';
import { repIdOf } from './rep-of';

export type RepOrdersParams = z.output<typeof repOrdersQuerySchema>;

export interface RepOrdersServiceOptions {
  /** The distributor's time zone: the days `from` and `to` are read in. */
  timeZone: string;
}

function toRepOrderSummary(record: RepOrderRecord): RepOrderSummary {
  return {
    id: record.id,
    order_number: record.orderNumber,
    customer_id: record.customerId,
    customer_email: record.customerEmail,
    practice_name: record.practiceName,
    office_name: record.officeName,
    order_state: record.orderState,
    shipment_state: record.shipmentState,
    payment_state: record.paymentState,
    total: record.total,
    currency: record.currency,
    completed_at: record.completedAt.toISOString(),
    placed_by: record.placedByEmail ? { email: record.placedByEmail, name: record.placedByName } : null,
  };
}

/** Orders of the representative's offices (issue 18); an order of any other office is 404, as a missing one. */
export function repOrdersService(db: Db, { timeZone }: RepOrdersServiceOptions) {
  const repOrders = salesRepOrderRepository(db);
  const orders = orderRepository(db);
  return {
    /** GET mw/sales-reps/orders: newest first; a customer id that is not a UUID names no order. */
    async list(context: RequestContext, query: RepOrdersParams) {
      const page = { limit: query.limit, offset: query.offset };
      if (query.customer_id !== undefined && !isUuid(query.customer_id)) return { results: [], total: 0, ...page };
      const { rows, total } = await repOrders.list(repIdOf(context), {
        customerId: query.customer_id,
        orderState: query.status,
        from: query.from,
        to: query.to,
        timeZone,
        ...page,
      });
      return { results: rows.map(toRepOrderSummary), total, ...page };
    },

    /** GET mw/sales-reps/orders/{id}: the order as its customer's order detail answers it. */
    async get(context: RequestContext, id: string): Promise<Order> {
      const details =
        isUuid(id) && (await repOrders.isAssigned(repIdOf(context), id)) ? await orders.findById(id) : undefined;
      if (!details) throw resourceNotFound(id);
      return toOrder(details, new Set(), true);
    },
  };
}

export type RepOrdersService = ReturnType<typeof repOrdersService>;

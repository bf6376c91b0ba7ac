import type { Order, OrderPagedQueryResponse, RecentItemsResponse } from '@chairside/contracts';
import { orderRepository, type Db } from '@chairside/db';
import { lookBackStart, orderHistory } from '@chairside/domain';
import { resourceNotFound } from '../../http/api-error';
import { pagedResponse } from '../../http/paged-response';
import { asList, parseSort } from '../../http/query-params';
import { isUuid } from '../../ids/uuid';
import { queryVariables, type PredicateQueryParams } from '../../query/query-variables';
import { compileWhere } from '../../query/where';
import type { SubjectContext } from '../../access/request-context';
import { orderFields, orderSortFields } from './orders.fields';
import { toOrder, toRecentItem, type OrderExpansion } from './orders.mapper';

/** The expand paths spec §7 sends, mapped to what the mapper resolves; unknown paths are ignored (reference §3.3). */
const expansions: Record<string, OrderExpansion> = {
  'paymentInfo.payments[0]': 'payment',
  'paymentInfo.payments[*]': 'payment',
  'discountCodes[*].discountCode': 'discountCodes',
  'discountCodes[0].discountCode': 'discountCodes',
};

function expansionsOf(expand: string | string[] | undefined): Set<OrderExpansion> {
  return new Set(
    asList(expand).flatMap((path) =>
      expansions[path.replace(/\s+/g, '')] ? [expansions[path.replace(/\s+/g, '')]!] : [],
    ),
  );
}

/** Order history of the signed-in customer and of the active office; every read is scoped to the caller. */
export function ordersService(db: Db) {
  const orders = orderRepository(db);
  return {
    /** GET me/orders: the last 100 days (spec §7), narrowed by `where`, sorted (default lastModifiedAt desc), paged. */
    async listMine(context: SubjectContext, params: PredicateQueryParams): Promise<OrderPagedQueryResponse> {
      const where = compileWhere(params.where, orderFields, queryVariables(params));
      const sort = parseSort(params.sort, orderSortFields);
      const expand = expansionsOf(params.expand);
      const since = lookBackStart(context.now, orderHistory.recentOrderDays);
      const { rows, total } = await orders.listForCustomer(context.subject.customerId, since, {
        where,
        sort,
        limit: Math.min(params.limit, orderHistory.maxOrdersPerPage),
        offset: params.offset,
        withTotal: params.withTotal !== 'false',
      });
      return pagedResponse(
        params,
        rows.map((row) => toOrder(row, expand)),
        total,
      );
    },

    /**
     * GET me/orders/{id}: one of the caller's own orders with status history; anyone else's is 404, the same as a
     * missing one.
     */
    async getMine(context: SubjectContext, id: string, expand: string | string[] | undefined): Promise<Order> {
      const details = isUuid(id) ? await orders.findForCustomer(context.subject.customerId, id) : undefined;
      if (!details) throw resourceNotFound(id);
      return toOrder(details, expansionsOf(expand), true);
    },

    /**
     * GET mw/orders: the orders of the session's active office (placed by any of its members), completedAt newest
     * first.
     */
    async listOffice(
      context: SubjectContext,
      page: { limit: number; offset: number },
    ): Promise<OrderPagedQueryResponse> {
      const { active } = await context.offices();
      if (!active) return pagedResponse(page, [], 0);
      const { rows, total } = await orders.listForOffice(active.id, page);
      return pagedResponse(
        page,
        rows.map((row) => toOrder(row)),
        total,
      );
    },

    /** GET ct/recent-items: what the caller bought in the last `days` days, one entry per sku, most recent first. */
    async recentItems(
      context: SubjectContext,
      query: { page: number; pageSize: number; days: number },
    ): Promise<RecentItemsResponse> {
      const since = lookBackStart(context.now, Math.min(query.days, orderHistory.recentItemsDays));
      const { items, total } = await orders.recentItems(context.subject.customerId, since, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { page: query.page, pageSize: query.pageSize, days: query.days, total, results: items.map(toRecentItem) };
    },
  };
}

import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { channels, reviews, shippingMethods } from '../schema';
import { queryPage, type PageDefinition, type PageRequest } from './paged-query';

export type ReviewRow = typeof reviews.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type ChannelRow = typeof channels.$inferSelect;

export type ReviewSortField = 'id' | 'createdAt' | 'lastModifiedAt' | 'rating';
export type ShippingMethodSortField = 'rate' | 'id' | 'key' | 'name' | 'createdAt';
export type ChannelSortField = 'id' | 'key' | 'createdAt';

const reviewPage: PageDefinition<ReviewSortField> = {
  sortColumns: {
    id: sql`${reviews.id}`,
    createdAt: sql`${reviews.createdAt}`,
    lastModifiedAt: sql`${reviews.lastModifiedAt}`,
    rating: sql`${reviews.rating}`,
  } satisfies Record<ReviewSortField, SQL>,
  defaultSort: [{ field: 'id', direction: 'asc' }],
  tieBreaker: 'id',
};

/** Shipping methods list cheapest first unless asked otherwise; texts sort bytewise as everywhere. */
const shippingMethodPage: PageDefinition<ShippingMethodSortField> = {
  sortColumns: {
    rate: sql`${shippingMethods.rateCentAmount}`,
    id: sql`${shippingMethods.id}`,
    key: sql`${shippingMethods.key} collate "C"`,
    name: sql`${shippingMethods.name} collate "C"`,
    createdAt: sql`${shippingMethods.createdAt}`,
  } satisfies Record<ShippingMethodSortField, SQL>,
  defaultSort: [{ field: 'rate', direction: 'asc' }],
  tieBreaker: 'id',
};

const channelPage: PageDefinition<ChannelSortField> = {
  sortColumns: {
    id: sql`${channels.id}`,
    key: sql`${channels.key} collate "C"`,
    createdAt: sql`${channels.createdAt}`,
  } satisfies Record<ChannelSortField, SQL>,
  defaultSort: [{ field: 'id', direction: 'asc' }],
  tieBreaker: 'id',
};

/** Reads behind the reviews, shipping-methods and channels query endpoints. */
export function catalogResourceRepository(db: Db) {
  return {
    queryReviews: (request: PageRequest<ReviewSortField>) => queryPage(db, reviews, reviewPage, request),
    queryShippingMethods: (request: PageRequest<ShippingMethodSortField>) =>
      queryPage(db, shippingMethods, shippingMethodPage, request),
    queryChannels: (request: PageRequest<ChannelSortField>) => queryPage(db, channels, channelPage, request),
    async findChannelById(id: string): Promise<ChannelRow | undefined> {
      const rows = await db.select().from(channels).where(eq(channels.id, id)).limit(1);
      return rows[0];
    },
  };
}

import { schema } from '@chairside/db';
import { sql } from 'drizzle-orm';
import { referenceField, scalar, type FieldLookup } from '../../query/field-schema';

const { standalonePrices } = schema;

/**
 * The queryable fields of a standalone price, enough for the storefront's lookup (reference §3.2):
 * `sku in (…) and (channel is not defined or channel(id = "…")) and (validFrom is not defined or
 * validFrom <= "…") and (validUntil is not defined or validUntil >= "…")`.
 */
export const standalonePriceFields: FieldLookup = {
  id: scalar('uuid', sql`${standalonePrices.id}`),
  key: scalar('text', sql`${standalonePrices.key}`, { nullable: true }),
  version: scalar('number', sql`${standalonePrices.version}`),
  sku: scalar('text', sql`${standalonePrices.sku}`),
  value: {
    kind: 'object',
    fields: {
      centAmount: scalar('number', sql`${standalonePrices.centAmount}`),
      currencyCode: scalar('text', sql`${standalonePrices.currencyCode}`),
    },
  },
  channel: referenceField(sql`${standalonePrices.channelId}`, { nullable: true }),
  validFrom: scalar('date', sql`${standalonePrices.validFrom}`, { nullable: true }),
  validUntil: scalar('date', sql`${standalonePrices.validUntil}`, { nullable: true }),
  active: scalar('boolean', sql`${standalonePrices.active}`),
  createdAt: scalar('date', sql`${standalonePrices.createdAt}`),
  lastModifiedAt: scalar('date', sql`${standalonePrices.lastModifiedAt}`),
};

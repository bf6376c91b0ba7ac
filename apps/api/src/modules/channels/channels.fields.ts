import { schema } from '@chairside/db';
import { sql } from 'drizzle-orm';
import { localizedField, scalar, type FieldLookup } from '../../query/field-schema';

const { channels } = schema;

/** The queryable fields of a channel: `key = "ES1"`, `key in (…)`, `roles contains any ("InventorySupply")`. */
export const channelFields: FieldLookup = {
  id: scalar('uuid', sql`${channels.id}`),
  key: scalar('text', sql`${channels.key}`),
  version: scalar('number', sql`${channels.version}`),
  roles: { kind: 'textArray', column: sql`${channels.roles}` },
  name: localizedField(sql`${channels.name}`),
  createdAt: scalar('date', sql`${channels.createdAt}`),
  lastModifiedAt: scalar('date', sql`${channels.lastModifiedAt}`),
};

import { schema } from '@chairside/db';
import { sql } from 'drizzle-orm';
import { scalar, type FieldLookup } from '../../query/field-schema';

const { discountCodes } = schema;

/** The queryable fields of a discount code: `id in (…)` (spec §6 where id), `code = "…"`, `isActive = true`. */
export const discountCodeFields: FieldLookup = {
  id: scalar('uuid', sql`${discountCodes.id}`),
  code: scalar('text', sql`${discountCodes.code}`),
  isActive: scalar('boolean', sql`${discountCodes.isActive}`),
  version: scalar('number', sql`${discountCodes.version}`),
  createdAt: scalar('date', sql`${discountCodes.createdAt}`),
  lastModifiedAt: scalar('date', sql`${discountCodes.lastModifiedAt}`),
};

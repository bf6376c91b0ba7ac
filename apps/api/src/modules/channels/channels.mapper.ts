import type { Channel } from '@chairside/contracts';
import { channelSchema } from '@chairside/contracts';
import type { ChannelRow } from '@chairside/db';

const roleSchema = channelSchema.shape.roles;

/**
 * A stored channel as a commercetools Channel (warehouses and pricing contracts); unset optional fields are left out.
 */
export function toChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    version: row.version,
    key: row.key,
    roles: roleSchema.parse(row.roles),
    ...(row.name ? { name: row.name } : {}),
    ...(row.description ? { description: row.description } : {}),
    createdAt: row.createdAt.toISOString(),
    lastModifiedAt: row.lastModifiedAt.toISOString(),
  };
}

import type { Category } from '@chairside/contracts';
import type { CategoryRow } from '@chairside/db';

/** A stored category as a commercetools Category: unset optional fields are left out, never null. */
export function toCategory(row: CategoryRow): Category {
  const reference = (id: string) => ({ typeId: 'category' as const, id });
  return {
    id: row.id,
    version: row.version,
    key: row.key,
    name: row.name,
    slug: row.slug,
    ...(row.description ? { description: row.description } : {}),
    ancestors: row.ancestorIds.map(reference),
    ...(row.parentId ? { parent: reference(row.parentId) } : {}),
    orderHint: row.orderHint,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    ...(row.metaTitle ? { metaTitle: row.metaTitle } : {}),
    ...(row.metaDescription ? { metaDescription: row.metaDescription } : {}),
    createdAt: row.createdAt.toISOString(),
    lastModifiedAt: row.lastModifiedAt.toISOString(),
  };
}

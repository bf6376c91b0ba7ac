import { revalidateTag } from 'next/cache';
import { markRevalidated } from '@/lib/api/content-generations';
import { hasRevalidateSecret, revalidateBodySchema, revalidateSecret } from '@/modules/content/revalidate-request';

export const dynamic = 'force-dynamic';

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * POST /api/revalidate (issue 20): the content API calls it after a publish, unpublish or update, with
 * `Authorization: Bearer <CONTENT_REVALIDATE_SECRET>` and `{"tags": [...]}`. The tags' cached reads expire at once,
 * here and (through the shared marks) in the other workers, so the change shows on the next request.
 */
export async function POST(request: Request) {
  if (!hasRevalidateSecret(request.headers.get('authorization'), revalidateSecret())) {
    return json({ message: 'Unauthorized.' }, 401);
  }
  const body = revalidateBodySchema.safeParse(await request.json().catch(() => undefined));
  if (!body.success) return json({ message: 'Expected {"tags": [...]} with content tags only.' }, 400);
  const tags = [...new Set(body.data.tags)];
  // Expire now (not stale-while-revalidate): the next visitor already sees the change.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await markRevalidated(tags);
  return json({ revalidated: tags }, 200);
}

import { childSitemap } from '@/modules/seo/sitemap';

export const dynamic = 'force-dynamic';

/** The files of a split sitemap (see /sitemap.xml). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const xml = await childSitemap((await params).file);
  if (!xml) return new Response('Not found', { status: 404 });
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

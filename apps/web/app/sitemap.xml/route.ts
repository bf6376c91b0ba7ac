import { rootSitemap } from '@/modules/seo/sitemap';

export const dynamic = 'force-dynamic';

export async function GET() {
  return new Response(await rootSitemap(), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

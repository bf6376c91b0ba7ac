import { getBlogPosts } from '@/lib/api/content';
import { blogFeedPath, blogPath, blogPostPath } from '@/modules/content/content-paths';
import { rssFeed } from '@/modules/content/rss';
import { absoluteUrl } from '@/modules/seo/site-url';

export const dynamic = 'force-dynamic';

/** Posts in the feed: the newest ones. */
const feedSize = 20;

/** /blog/rss.xml: RSS 2.0 of the latest posts (announced by <link rel="alternate"> on the blog's pages). */
export async function GET() {
  const posts = await getBlogPosts({ page: 1, pageSize: feedSize });
  const xml = rssFeed(
    {
      title: 'The Chairside Blog',
      description:
        'Clinical guides, compliance updates and practice-management advice for dental and medical practices.',
      link: absoluteUrl(blogPath),
      feedUrl: absoluteUrl(blogFeedPath),
    },
    posts.items,
    (slug) => absoluteUrl(blogPostPath(slug)),
  );
  return new Response(xml, {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}

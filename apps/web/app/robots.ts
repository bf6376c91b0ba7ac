import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/modules/seo/site-url';

// SITE_URL is read when the file is requested, not when the app is built.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/checkout', '/customer/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}

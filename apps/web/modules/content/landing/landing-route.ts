import 'server-only';
import type { LandingPage } from '@chairside/contracts';
import { notFound } from 'next/navigation';
import { getLandingPage } from '@/lib/api/content';
import { isContentSlug } from '@/modules/content/content-paths';

/** A published landing page, or undefined (for metadata, see findBlogPost). */
export async function findLandingPage(slug: string): Promise<LandingPage | undefined> {
  return isContentSlug(slug) ? getLandingPage(slug) : undefined;
}

/** A published landing page; an unknown slug is the 404 page. */
export async function requireLandingPage(slug: string): Promise<LandingPage> {
  return (await findLandingPage(slug)) ?? notFound();
}

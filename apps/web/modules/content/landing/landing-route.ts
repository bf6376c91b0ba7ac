import 'server-only';
import type { LandingPage } from '@chairside/contracts';
import { notFound } from 'next/navigation';
import { getLandingPage } from '@/lib/api/content';
import { isContentSlug } from '@/modules/content/content-paths';

/** A published landing page; an unknown slug is the 404 page. */
export async function requireLandingPage(slug: string): Promise<LandingPage> {
  if (!isContentSlug(slug)) notFound();
  return (await getLandingPage(slug)) ?? notFound();
}

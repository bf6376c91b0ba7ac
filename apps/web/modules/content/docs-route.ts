import 'server-only';
import type { DocsPage, DocsPageSummary } from '@chairside/contracts';
import { notFound } from 'next/navigation';
import { getDocsPage, getDocsPages } from '@/lib/api/content';
import { isContentSlug } from './content-paths';

/** A published docs page, or undefined (for metadata, see findBlogPost). */
export async function findDocsPage(slug: string): Promise<DocsPage | undefined> {
  return isContentSlug(slug) ? getDocsPage(slug) : undefined;
}

/** A published docs page and the side index of all of them; an unknown slug is the 404 page. */
export async function requireDocsPage(slug: string): Promise<{ page: DocsPage; index: DocsPageSummary[] }> {
  const [page, index] = await Promise.all([findDocsPage(slug), getDocsPages()]);
  return page ? { page, index } : notFound();
}

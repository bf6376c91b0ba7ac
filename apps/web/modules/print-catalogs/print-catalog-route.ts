import 'server-only';
import type { PrintCatalog, PrintCatalogPage } from '@chairside/contracts';
import { notFound } from 'next/navigation';
import { getPrintCatalog } from '@/lib/api/print-catalogs';

export const catalogPath = (slug: string) => `/catalog/${encodeURIComponent(slug)}`;
export const catalogPagePath = (slug: string, pageNumber: number) => `${catalogPath(slug)}/page/${pageNumber}`;

/** The print catalogue a URL names; an unknown slug is the 404 page. */
export async function requirePrintCatalog(slug: string): Promise<PrintCatalog> {
  return (await getPrintCatalog(slug)) ?? notFound();
}

/** A page of a catalogue by its URL segment ("1", "2", …); anything else, or a page past the end, is 404. */
export async function requirePrintCatalogPage(
  slug: string,
  number: string,
): Promise<{ catalog: PrintCatalog; page: PrintCatalogPage }> {
  if (!/^[1-9][0-9]{0,3}$/.test(number)) notFound();
  const catalog = await requirePrintCatalog(slug);
  const page = catalog.pages.find((candidate) => candidate.pageNumber === Number(number));
  return page ? { catalog, page } : notFound();
}

import type { Metadata } from 'next';
import { CatalogPageView } from '@/modules/print-catalogs/CatalogPageView';
import { catalogPagePath, requirePrintCatalogPage } from '@/modules/print-catalogs/print-catalog-route';
import { absoluteUrl } from '@/modules/seo/site-url';

interface Props {
  params: Promise<{ slug: string; number: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, number } = await params;
  const { catalog, page } = await requirePrintCatalogPage(slug, number);
  return {
    title: `${catalog.title}, page ${page.pageNumber}: ${page.title}`,
    description: `${page.title} in the ${catalog.title} catalogue: ${page.products
      .map((product) => product.name)
      .slice(0, 3)
      .join(', ')}.`,
    alternates: { canonical: absoluteUrl(catalogPagePath(catalog.slug, page.pageNumber)) },
  };
}

export default async function CatalogPageNumberPage({ params }: Props) {
  const { slug, number } = await params;
  const { catalog, page } = await requirePrintCatalogPage(slug, number);
  return (
    <div className="section">
      <CatalogPageView catalog={catalog} page={page} />
    </div>
  );
}

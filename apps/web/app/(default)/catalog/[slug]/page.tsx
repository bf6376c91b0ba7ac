import type { Metadata } from 'next';
import { CatalogOverview } from '@/modules/print-catalogs/CatalogOverview';
import { catalogPath, requirePrintCatalog } from '@/modules/print-catalogs/print-catalog-route';
import { absoluteUrl } from '@/modules/seo/site-url';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const catalog = await requirePrintCatalog((await params).slug);
  return {
    title: catalog.title,
    description: catalog.description ?? undefined,
    alternates: { canonical: absoluteUrl(catalogPath(catalog.slug)) },
  };
}

export default async function CatalogPage({ params }: Props) {
  return (
    <div className="section">
      <CatalogOverview catalog={await requirePrintCatalog((await params).slug)} />
    </div>
  );
}

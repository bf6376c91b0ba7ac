import type { Metadata } from 'next';
import { getPrintCatalogs } from '@/lib/api/print-catalogs';
import { CatalogList } from '@/modules/print-catalogs/CatalogList';
import { absoluteUrl } from '@/modules/seo/site-url';

export const metadata: Metadata = {
  title: 'Print Catalogs',
  description: 'Browse our print catalogues page by page and jump from any page to its products.',
  alternates: { canonical: absoluteUrl('/catalogs') },
};

export default async function CatalogsPage() {
  return (
    <div className="section">
      <h1>Print Catalogs</h1>
      <p>Leaf through our catalogues online. Every product on a page links to its product page.</p>
      <CatalogList catalogs={await getPrintCatalogs()} />
    </div>
  );
}

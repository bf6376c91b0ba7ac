import { printCatalogRepository, productMediaRepository, type Db } from '@chairside/db';
import { defaultLocale } from '@chairside/domain';
import { ApiError, resourceWithKeyNotFound } from '../../http/api-error';
import { renderCatalogPageImage } from './catalog-page-image';
import { renderProductImage } from './product-image';

const inDefaultLocale = (text: Record<string, string>, fallback: string) =>
  text[defaultLocale] ?? Object.values(text)[0] ?? fallback;

export function mediaService(db: Db) {
  const repository = productMediaRepository(db);
  const catalogs = printCatalogRepository(db);
  return {
    async productImage(productKey: string, n: number): Promise<string> {
      const subject = await repository.findImageSubject(productKey);
      if (!subject) throw resourceWithKeyNotFound(productKey);
      const name = inDefaultLocale(subject.name, productKey);
      return renderProductImage({ name, brand: subject.brand, categoryKey: subject.categoryKey, n });
    },

    /** Page `pageNumber` of a published print catalogue, showing its products in page order. */
    async catalogPageImage(slug: string, pageNumber: number): Promise<string> {
      const [catalog] = await catalogs.findBySlugs([slug]);
      if (!catalog) throw resourceWithKeyNotFound(slug);
      const page = await catalogs.findPage(catalog.id, pageNumber);
      if (!page) throw new ApiError(404, 'ResourceNotFound', `The catalogue '${slug}' has no page ${pageNumber}.`);
      const summaries = new Map(
        (await catalogs.productSummaries(page.productKeys)).map((summary) => [summary.key, summary]),
      );
      const products = page.productKeys.flatMap((key) => {
        const summary = summaries.get(key);
        return summary ? [{ name: inDefaultLocale(summary.name, key), itemNumbers: summary.itemNumbers }] : [];
      });
      return renderCatalogPageImage({
        catalogTitle: catalog.title,
        year: catalog.year,
        sectionTitle: page.title,
        pageNumber,
        pageCount: catalog.pageCount,
        products,
      });
    },
  };
}

import type { ProductProjection } from '@chairside/contracts';
import { getCategoryTree } from '@/lib/api/categories';
import { getProductReviews } from '@/lib/api/reviews';
import { Breadcrumbs } from '@/modules/catalog/Breadcrumbs';
import { findCategory } from '@/modules/catalog/category-lookup';
import { loadPageOffers } from '@/modules/pricing/page-offers';
import { PageOffersFreshness } from '@/modules/pricing/PageOffersFreshness';
import { favoriteSkusFor } from '@/modules/shopping-lists/entry/favorites';
import { JsonLd } from '@/modules/seo/JsonLd';
import { productJsonLd } from '@/modules/seo/product-json-ld';
import { AttributesTable } from './AttributesTable';
import { DeaNotice } from './DeaNotice';
import { ProductGallery } from './ProductGallery';
import { ProductReviews } from './ProductReviews';
import { cardOfferRequest, productDetail, unitOfferRequests } from './product-view';
import { PurchasePanel } from './PurchasePanel';
import { RatingStars } from './RatingStars';
import { relatedProducts, RelatedProducts } from './RelatedProducts';
import { reviewSummary } from './review-summary';
import { UnitsTable } from './UnitsTable';
import styles from './ProductView.module.css';

/** The product page (spec §2): everything a visitor needs to study and identify a product. */
export async function ProductView({ projection }: { projection: ProductProjection }) {
  const product = productDetail(projection);
  const [reviews, tree] = await Promise.all([getProductReviews(product.id), getCategoryTree()]);
  const summary = reviewSummary(reviews);
  const category = findCategory(tree, (node) => product.categoryIds.includes(node.id));
  const related = await relatedProducts(product.id, category?.id ?? product.categoryIds[0]);
  // One price and one stock lookup for the page: the product's units and the related products' cards.
  const offers = await loadPageOffers([...unitOfferRequests(product), ...related.flatMap(cardOfferRequest)]);
  const favorites = await favoriteSkusFor(offers);

  return (
    <>
      <JsonLd data={productJsonLd(product, summary)} />
      <Breadcrumbs trail={[...(category?.breadcrumbs ?? []), { name: product.name, href: product.href }]} />
      <div className={styles.top}>
        <ProductGallery images={product.images} />
        <div className={styles.info}>
          {product.brand && <p className={styles.brand}>{product.brand}</p>}
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.codes}>
            {product.itemNumber && (
              <>
                Item # <strong>{product.itemNumber}</strong>
              </>
            )}
            {product.unitOptions && <span>{product.unitOptions}</span>}
          </p>
          {summary && (
            <p className={styles.rating}>
              <RatingStars rating={summary.average} />{' '}
              <a href="#reviews">{summary.count === 1 ? '1 review' : `${summary.count} reviews`}</a>
            </p>
          )}
          {product.controlled && <DeaNotice />}
          <PurchasePanel
            productPath={product.href}
            productName={product.name}
            units={product.units}
            offers={offers}
            favorites={favorites}
          />
          <div className={styles.units}>
            <UnitsTable units={product.units} />
          </div>
        </div>
      </div>

      {product.description && (
        <section aria-labelledby="description-title" className="section">
          <h2 id="description-title">Description</h2>
          <p className={styles.description}>{product.description}</p>
        </section>
      )}
      {product.attributes.length > 0 && (
        <section aria-labelledby="specifications-title" className="section">
          <h2 id="specifications-title">Specifications</h2>
          <div className={styles.specifications}>
            <AttributesTable attributes={product.attributes} />
          </div>
        </section>
      )}
      {product.documents.length > 0 && (
        <section aria-labelledby="documents-title" className="section">
          <h2 id="documents-title">Documents</h2>
          <ul className={styles.documents}>
            {product.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} download>
                  {document.name}
                  {document.url.endsWith('.pdf') && ' (PDF)'}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ProductReviews reviews={reviews} summary={summary} />
      <RelatedProducts products={related} offers={offers} />
      <PageOffersFreshness offers={offers} />
    </>
  );
}

import type { ProductDetail } from '@/modules/product/product-view';
import { absoluteUrl } from './site-url';

/**
 * schema.org Product for a product page: name, sku, item number, brand, images, description and
 * the review rating. No offers: prices are shown only to signed-in customers.
 */
export function productJsonLd(
  product: ProductDetail,
  rating: { average: number; count: number } | undefined,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url: absoluteUrl(product.href),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.itemNumber ? { mpn: product.itemNumber } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.images.length ? { image: product.images.map((image) => absoluteUrl(image.url)) } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

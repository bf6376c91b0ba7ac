import type { ProductProjection } from '@chairside/contracts';
import type { Metadata } from 'next';
import { absoluteUrl } from '@/modules/seo/site-url';
import { productDetail } from './product-view';

const maxDescriptionLength = 160;

function shorten(text: string): string {
  if (text.length <= maxDescriptionLength) return text;
  return `${text.slice(0, maxDescriptionLength - 1).replace(/\s+\S*$/, '')}…`;
}

/** Title, description, canonical URL and social preview of a product page. */
export function productMetadata(projection: ProductProjection): Metadata {
  const product = productDetail(projection);
  const title = product.itemNumber ? `${product.name} (Item # ${product.itemNumber})` : product.name;
  const description = shorten(
    product.metaDescription ??
      product.description ??
      `${product.name}${product.brand ? ` by ${product.brand}` : ''}, sold as ${product.unitOptions}.`,
  );
  const canonical = absoluteUrl(product.href);
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: {
      title: product.name,
      description,
      url: canonical,
      type: 'website',
      ...(product.image
        ? {
            images: [{ url: absoluteUrl(product.image.url), width: product.image.width, height: product.image.height }],
          }
        : {}),
    },
  };
}

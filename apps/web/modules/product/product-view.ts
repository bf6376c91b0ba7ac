import type { ProductProjection, ProductVariant } from '@chairside/contracts';
import {
  defaultLocale,
  describeAttributes,
  requiresDeaLicense,
  unitLabels,
  type AttributeRow,
} from '@chairside/domain';
import type { OfferRequest } from '@/modules/pricing/offers';

export interface UnitView {
  sku: string;
  uom: string;
  /** "Box of 100", "Case of 10 boxes". */
  label: string;
  itemNumber: string | undefined;
  countPerUnit: number;
  previousSku: string | undefined;
  /** Offered on REPLENISH plans (the variant's attribute `replenishable`). */
  replenishable: boolean;
}

export interface ImageView {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The product card's fields: what a listing shows of each product. */
export interface ProductSummary {
  id: string;
  name: string;
  href: string;
  brand: string | undefined;
  itemNumber: string | undefined;
  /** The master variant's sku and unit: what a card prices and checks stock for. */
  sku: string | undefined;
  uom: string | undefined;
  /** The master variant's unit label, e.g. "Box of 100". */
  unitLabel: string | undefined;
  /** Whether the master variant is offered on REPLENISH plans. */
  replenishable: boolean;
  /** "Box of 100 · Case of 10 boxes". */
  unitOptions: string;
  image: ImageView | undefined;
}

export interface ProductDetail extends ProductSummary {
  slug: string;
  description: string | undefined;
  metaTitle: string | undefined;
  metaDescription: string | undefined;
  categoryIds: string[];
  images: ImageView[];
  units: UnitView[];
  attributes: AttributeRow[];
  documents: { name: string; url: string }[];
  controlled: boolean;
}

/** A localized string in the storefront's locale, else in any it has. */
export const localizedText = (value: Record<string, string> | undefined) =>
  value ? (value[defaultLocale] ?? Object.values(value)[0]) : undefined;

function attribute(variant: ProductVariant, name: string): unknown {
  return variant.attributes.find((candidate) => candidate.name === name)?.value;
}

const stringAttribute = (variant: ProductVariant, name: string) => {
  const value = attribute(variant, name);
  return typeof value === 'string' ? value : undefined;
};

export const productHref = (slug: string) => `/product/${encodeURIComponent(slug)}`;

function allVariants(product: ProductProjection): ProductVariant[] {
  return [product.masterVariant, ...product.variants];
}

function units(product: ProductProjection): UnitView[] {
  const variants = allVariants(product).filter((variant) => variant.sku);
  const counts = variants.map((variant) => {
    const count = attribute(variant, 'count_per_unit');
    return typeof count === 'number' && count > 0 ? count : 1;
  });
  const labels = unitLabels(
    variants.map((variant, index) => ({
      uom: stringAttribute(variant, 'hs_uom') ?? 'EA',
      countPerUnit: counts[index]!,
    })),
  );
  return variants.map((variant, index) => ({
    sku: variant.sku!,
    uom: stringAttribute(variant, 'hs_uom') ?? 'EA',
    label: labels[index]!,
    itemNumber: stringAttribute(variant, 'hs_item_number'),
    countPerUnit: counts[index]!,
    previousSku: stringAttribute(variant, 'previous_sku'),
    replenishable: attribute(variant, 'replenishable') === true,
  }));
}

function images(product: ProductProjection, name: string): ImageView[] {
  return product.masterVariant.images.map((image, index) => ({
    url: image.url,
    width: image.dimensions.w,
    height: image.dimensions.h,
    alt: image.label ?? (index === 0 ? name : `${name}, image ${index + 1}`),
  }));
}

/** What a product card prices and checks stock for: its master variant's unit. */
export function cardOfferRequest(product: ProductSummary): OfferRequest[] {
  return product.sku ? [{ sku: product.sku, itemNumber: product.itemNumber, uom: product.uom }] : [];
}

/** Every unit of measure of a product page. */
export function unitOfferRequests(product: ProductDetail): OfferRequest[] {
  return product.units.map((unit) => ({ sku: unit.sku, itemNumber: unit.itemNumber, uom: unit.uom }));
}

export function productSummary(product: ProductProjection): ProductSummary {
  const name = localizedText(product.name) ?? product.key ?? product.id;
  const unitList = units(product);
  const master = unitList.find((unit) => unit.sku === product.masterVariant.sku);
  return {
    id: product.id,
    name,
    href: productHref(localizedText(product.slug) ?? product.id),
    brand: stringAttribute(product.masterVariant, 'brand'),
    itemNumber: stringAttribute(product.masterVariant, 'hs_item_number'),
    sku: master?.sku,
    uom: master?.uom,
    unitLabel: master?.label,
    replenishable: master?.replenishable ?? false,
    unitOptions: unitList.map((unit) => unit.label).join(' · '),
    image: images(product, name)[0],
  };
}

export function productDetail(product: ProductProjection): ProductDetail {
  const summary = productSummary(product);
  const variants = allVariants(product);
  const documents = new Map<string, { name: string; url: string }>();
  for (const asset of variants.flatMap((variant) => variant.assets)) {
    const url = asset.sources[0]?.uri;
    if (url && !documents.has(url)) documents.set(url, { name: localizedText(asset.name) ?? 'Document', url });
  }
  return {
    ...summary,
    slug: localizedText(product.slug) ?? product.id,
    description: localizedText(product.description),
    metaTitle: localizedText(product.metaTitle),
    metaDescription: localizedText(product.metaDescription),
    categoryIds: product.categories.map((category) => category.id),
    images: images(product, summary.name),
    units: units(product),
    attributes: describeAttributes(variants),
    documents: [...documents.values()],
    controlled: requiresDeaLicense(variants),
  };
}

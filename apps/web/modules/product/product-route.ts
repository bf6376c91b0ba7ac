import 'server-only';
import type { ProductProjection } from '@chairside/contracts';
import { notFound } from 'next/navigation';
import { getProductBySlug } from '@/lib/api/products';

/** The product a /product/{slug} URL names; an unknown slug is the 404 page (spec §8 'No results for this slug'). */
export async function requireProductBySlug(slug: string): Promise<ProductProjection> {
  return (await getProductBySlug(slug)) ?? notFound();
}

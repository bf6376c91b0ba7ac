import type { Metadata } from 'next';
import { productMetadata } from '@/modules/product/product-metadata';
import { requireProductBySlug } from '@/modules/product/product-route';
import { ProductView } from '@/modules/product/ProductView';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return productMetadata(await requireProductBySlug((await params).slug));
}

export default async function ProductPage({ params }: Props) {
  return <ProductView projection={await requireProductBySlug((await params).slug)} />;
}

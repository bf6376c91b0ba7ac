import type { Metadata } from 'next';
import { getCategoryDescription } from '@/lib/api/categories';
import { requireCategoryBySlugs } from '@/modules/catalog/category-route';
import { CategoryView } from '@/modules/catalog/CategoryView';
import { listingMetadata } from '@/modules/catalog/listing-metadata';
import { parseListingQuery, type UrlSearchParams } from '@/modules/catalog/listing-query';

interface Props {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<UrlSearchParams>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const category = await requireCategoryBySlugs((await params).slug);
  const description =
    (await getCategoryDescription(category.id)) ??
    `Shop ${category.name.toLowerCase()} for dental and medical practices at Chairside.`;
  return listingMetadata(category.href, parseListingQuery(await searchParams), { title: category.name, description });
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const category = await requireCategoryBySlugs((await params).slug);
  return <CategoryView category={category} path={category.href} query={parseListingQuery(await searchParams)} />;
}

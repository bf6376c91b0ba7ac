import type { Metadata } from 'next';
import { requireCategoryByKey } from './category-route';
import { CategoryView } from './CategoryView';
import { listingMetadata } from './listing-metadata';
import { parseListingQuery, type UrlSearchParams } from './listing-query';

/**
 * The fixed landing pages of spec §2, each a showcase of one top category. Bone regeneration
 * products are the bone-grafting category (grafts, membranes and biologics).
 */
export const landingPages = {
  equipment: {
    path: '/equipment',
    categoryKey: 'equipment',
    heading: 'Equipment Showroom',
    intro:
      'Chairs, curing lights, handpieces, sterilisers and imaging for the operatory and the lab, with installation and service support.',
  },
  instruments: {
    path: '/instruments',
    categoryKey: 'instruments',
    heading: 'Instrument Collection',
    intro:
      'Hand instruments, burs and surgical instruments from trusted makers, sold by item number in the units your practice orders.',
  },
  boneRegeneration: {
    path: '/bone-regeneration-products',
    categoryKey: 'bone-grafting',
    heading: 'Bone Regeneration Products',
    intro:
      'Bone grafts, barrier membranes and biologics for ridge preservation, sinus lifts and guided bone regeneration.',
  },
} as const;

type LandingPage = (typeof landingPages)[keyof typeof landingPages];

interface Props {
  searchParams: Promise<UrlSearchParams>;
}

export async function landingMetadata(page: LandingPage, { searchParams }: Props): Promise<Metadata> {
  return listingMetadata(page.path, parseListingQuery(await searchParams), {
    title: page.heading,
    description: page.intro,
  });
}

export async function LandingPageView({ page, searchParams }: Props & { page: LandingPage }) {
  const category = await requireCategoryByKey(page.categoryKey);
  return (
    <CategoryView
      category={category}
      path={page.path}
      query={parseListingQuery(await searchParams)}
      heading={page.heading}
      intro={page.intro}
    />
  );
}

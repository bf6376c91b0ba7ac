import type { Metadata } from 'next';
import { contentPageMetadata } from '@/modules/content/content-metadata';
import { landingPagePath } from '@/modules/content/content-paths';
import { findLandingPage, requireLandingPage } from '@/modules/content/landing/landing-route';
import { LandingPageView } from '@/modules/content/landing/LandingBlocks';
import { JsonLd } from '@/modules/seo/JsonLd';
import { faqPageJsonLd } from '@/modules/seo/content-json-ld';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await findLandingPage((await params).slug);
  return page ? contentPageMetadata(page, landingPagePath(page.slug)) : {};
}

export default async function LandingPage({ params }: Props) {
  const page = await requireLandingPage((await params).slug);
  const faq = page.blocks.flatMap((block) => (block.__typename === 'FaqBlock' ? block.items : []));
  return (
    <>
      {faq.length > 0 && <JsonLd data={faqPageJsonLd(faq)} />}
      <LandingPageView page={page} />
    </>
  );
}

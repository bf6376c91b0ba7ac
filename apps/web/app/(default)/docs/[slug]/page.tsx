import type { Metadata } from 'next';
import { DocsPageView } from '@/modules/content/DocsPageView';
import { contentPageMetadata } from '@/modules/content/content-metadata';
import { docsPagePath } from '@/modules/content/content-paths';
import { findDocsPage, requireDocsPage } from '@/modules/content/docs-route';
import { JsonLd } from '@/modules/seo/JsonLd';
import { breadcrumbJsonLd, faqPageJsonLd } from '@/modules/seo/content-json-ld';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await findDocsPage((await params).slug);
  return page ? contentPageMetadata(page, docsPagePath(page.slug)) : {};
}

export default async function DocsPage({ params }: Props) {
  const { page, index } = await requireDocsPage((await params).slug);
  return (
    <>
      {page.faq.length > 0 && <JsonLd data={faqPageJsonLd(page.faq)} />}
      <JsonLd data={breadcrumbJsonLd([{ name: page.navLabel, path: docsPagePath(page.slug) }])} />
      <DocsPageView page={page} index={index} />
    </>
  );
}

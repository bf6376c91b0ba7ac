import type { BlogPost, FaqItem } from '@chairside/contracts';
import { absoluteUrl } from './site-url';

const organization = () => ({ '@type': 'Organization', name: 'Chairside', url: absoluteUrl('/') });

/** schema.org BlogPosting of a post page. */
export function blogPostingJsonLd(post: BlogPost, path: string): Record<string, unknown> {
  const url = absoluteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.seoDescription,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: {
      '@type': 'Person',
      name: post.author.name,
      ...(post.author.role ? { jobTitle: post.author.role } : {}),
    },
    publisher: organization(),
    ...(post.heroImageUrl ? { image: absoluteUrl(post.heroImageUrl) } : {}),
    ...(post.tags.length ? { keywords: post.tags.map((tag) => tag.label).join(', ') } : {}),
    timeRequired: `PT${post.readingMinutes}M`,
  };
}

/** schema.org FAQPage of the questions a page shows (answers are the API's sanitised HTML, which Google accepts). */
export function faqPageJsonLd(items: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answerHtml },
    })),
  };
}

/** schema.org BreadcrumbList from Home down to the page. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

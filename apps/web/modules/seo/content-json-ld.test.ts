import type { BlogPost } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, breadcrumbJsonLd, faqPageJsonLd } from './content-json-ld';

const post: BlogPost = {
  slug: 'glove-selection-guide',
  title: 'How to choose exam gloves',
  excerpt: 'Short.',
  heroImageUrl: '/media/content/hero/infection-control.svg',
  heroImageAlt: 'Gloves',
  publishedAt: '2026-10-14T13:00:00.000Z',
  updatedAt: '2026-10-15T09:00:00.000Z',
  readingMinutes: 6,
  tags: [{ slug: 'infection-control', label: 'Infection Control', count: 3 }],
  bodyHtml: '<p>Body</p>',
  author: { name: 'Dr. Priya Raman', role: 'Clinical Education Manager' },
  seoTitle: 'Choosing exam gloves | Chairside',
  seoDescription: 'What to look for.',
  relatedPosts: [],
  mentionedProducts: [],
};

describe('content JSON-LD', () => {
  it('describes a post as a BlogPosting with absolute URLs', () => {
    const data = blogPostingJsonLd(post, '/blog/glove-selection-guide');
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'How to choose exam gloves',
      datePublished: '2026-10-14T13:00:00.000Z',
      dateModified: '2026-10-15T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Dr. Priya Raman', jobTitle: 'Clinical Education Manager' },
      keywords: 'Infection Control',
    });
    expect(data.url).toMatch(/^https?:\/\/[^/]+\/blog\/glove-selection-guide$/);
    expect(data.image).toMatch(/^https?:\/\/[^/]+\/media\/content\/hero\/infection-control\.svg$/);
  });

  it('leaves out what a post does not have', () => {
    const data = blogPostingJsonLd({ ...post, heroImageUrl: null, tags: [], author: { name: 'A', role: null } }, '/b');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('keywords');
    expect(data.author).toEqual({ '@type': 'Person', name: 'A' });
  });

  it('lists FAQ items as questions with accepted answers', () =>
    expect(faqPageJsonLd([{ question: 'Do you ship?', answerHtml: '<p>Yes.</p>' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Do you ship?', acceptedAnswer: { '@type': 'Answer', text: '<p>Yes.</p>' } },
      ],
    }));

  it('numbers breadcrumbs from Home', () => {
    const items = breadcrumbJsonLd([{ name: 'Blog', path: '/blog' }]).itemListElement as {
      position: number;
      name: string;
    }[];
    expect(items.map((item) => [item.position, item.name])).toEqual([
      [1, 'Home'],
      [2, 'Blog'],
    ]);
  });
});

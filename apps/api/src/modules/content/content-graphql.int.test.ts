import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { contentAuthoringService } from './content-authoring.service';
import { importContentFolder } from './content-import';
import { contentClient, fixturesFolder, seedContentCatalog } from './content-test-kit';
import { noRevalidation } from './storefront-revalidation';

/** Posts beside the fixture's glove-sizing (2026-03-02, infection-control + buying-guides). */
const posts = [
  { slug: 'waterlines', tags: ['infection-control'], day: '2026-04-01', body: 'Shock the **waterline** lines weekly.' },
  { slug: 'burs-guide', tags: ['buying-guides', 'instruments'], day: '2026-03-20', body: 'Carbide burs cut cleanly.' },
  { slug: 'cad-cam-basics', tags: ['cad-cam'], day: '2026-02-10', body: 'Mill crowns chairside.' },
  { slug: 'spore-tests', tags: ['infection-control', 'buying-guides'], day: '2026-01-05', body: 'Spore tests weekly.' },
  { slug: 'untagged', tags: [], day: '2025-12-01', body: word(660) },
];

function word(count: number) {
  return Array.from({ length: count }, (_, n) => `word${n}`).join(' ');
}

describe.each(testDatabaseTargets())('content GraphQL: blog, docs, landing pages ($name)', (target) => {
  let api: TestApi;
  let content: ReturnType<typeof contentClient>;

  beforeAll(async () => {
    api = await startTestApi(target, { prepare: (database) => seedContentCatalog(database.db) });
    content = contentClient(api);
    const service = contentAuthoringService(api.db, { revalidator: noRevalidation });
    const author = { name: 'test', now: new Date() };
    const imported = await importContentFolder(fixturesFolder, service, author);
    expect(imported.ok).toBe(true);
    for (const post of posts) {
      await service.save(
        {
          type: 'blog-post',
          slug: post.slug,
          fields: {
            title: `About ${post.slug}`,
            excerpt: `${post.slug} in short.`,
            author: 'Sam Lee',
            tags: post.tags,
            skus: [],
          },
          body: post.body,
        },
        { draft: false, publishAt: new Date(`${post.day}T12:00:00Z`) },
        author,
      );
    }
    const hidden = { excerpt: 'Hidden.', author: 'Sam Lee', tags: ['infection-control'], skus: [] };
    await service.save(
      { type: 'blog-post', slug: 'a-draft', fields: { title: 'A draft waterline post', ...hidden }, body: 'waterline' },
      { draft: true },
      author,
    );
    await service.save(
      {
        type: 'blog-post',
        slug: 'scheduled',
        fields: { title: 'Scheduled waterline post', ...hidden },
        body: 'waterline',
      },
      { draft: false, publishAt: new Date(Date.now() + 86_400_000) },
      author,
    );
  });
  afterAll(() => api.close());

  const slugsOf = (page: unknown) => (page as { items: { slug: string }[] }).items.map((item) => item.slug);

  it('pages published posts newest first, without drafts or scheduled posts', async () => {
    const query =
      'query ($page: Int, $size: Int) { blogPosts(page: $page, pageSize: $size) { total page pageSize items { slug } } }';
    const first = await content.graphql(query, { page: 1, size: 4 });
    expect(first.blogPosts).toEqual({
      total: 6,
      page: 1,
      pageSize: 4,
      items: ['waterlines', 'burs-guide', 'glove-sizing', 'cad-cam-basics'].map((slug) => ({ slug })),
    });
    expect(slugsOf((await content.graphql(query, { page: 2, size: 4 })).blogPosts)).toEqual([
      'spore-tests',
      'untagged',
    ]);
    expect(slugsOf((await content.graphql(query, { page: 3, size: 4 })).blogPosts)).toEqual([]);
    expect(((await content.graphql('{ blogPosts { pageSize } }')).blogPosts as { pageSize: number }).pageSize).toBe(12);
  });

  it('filters by tag and by search, together too', async () => {
    const query =
      'query ($tag: String, $search: String) { blogPosts(tag: $tag, search: $search) { total items { slug } } }';
    expect(slugsOf((await content.graphql(query, { tag: 'infection-control' })).blogPosts)).toEqual([
      'waterlines',
      'glove-sizing',
      'spore-tests',
    ]);
    // Stemmed words of title, excerpt and body; the draft and the scheduled post also say "waterline".
    expect(slugsOf((await content.graphql(query, { search: 'waterline' })).blogPosts)).toEqual(['waterlines']);
    expect(slugsOf((await content.graphql(query, { search: 'sizing chart' })).blogPosts)).toEqual(['glove-sizing']);
    expect(slugsOf((await content.graphql(query, { search: 'weekly -spore' })).blogPosts)).toEqual(['waterlines']);
    expect(slugsOf((await content.graphql(query, { tag: 'buying-guides', search: 'carbide' })).blogPosts)).toEqual([
      'burs-guide',
    ]);
    expect(await content.graphql(query, { tag: 'no-such-tag' })).toEqual({ blogPosts: { total: 0, items: [] } });
  });

  it('refuses page sizes over 50 and pages below 1', async () => {
    expect(await content.graphqlError('{ blogPosts(pageSize: 51) { total } }')).toBe(
      'pageSize must be between 1 and 50.',
    );
    expect(await content.graphqlError('{ blogPosts(page: 0) { total } }')).toBe('page must be between 1 and 10000.');
  });

  it('lists tags of published posts by count, then label, with labels', async () => {
    expect(await content.graphql('{ blogTags { slug label count } }')).toEqual({
      blogTags: [
        { slug: 'buying-guides', label: 'Buying Guides', count: 3 },
        { slug: 'infection-control', label: 'Infection Control', count: 3 },
        { slug: 'cad-cam', label: 'CAD/CAM', count: 1 },
        { slug: 'instruments', label: 'Instruments', count: 1 },
      ],
    });
  });

  it('gives a post with author, tags, reading time, SEO defaults, related posts and mentioned products', async () => {
    const { blogPost } = await content.graphql(`{
      blogPost(slug: "glove-sizing") {
        slug title excerpt heroImageUrl heroImageAlt publishedAt updatedAt seoTitle seoDescription readingMinutes
        author { name role } tags { slug label count } bodyHtml
        relatedPosts { slug tags { slug } }
        two: relatedPosts(limit: 2) { slug }
        mentionedProducts { sku key name slug imageUrl }
      }
    }`);
    expect(blogPost).toMatchObject({
      slug: 'glove-sizing',
      title: 'Sizing nitrile exam gloves for your team',
      excerpt: 'A quick way to fit every hand in the practice, and why a glove that is too big tears sooner.',
      heroImageUrl: '/media/content/hero/infection-control.svg',
      heroImageAlt: 'Nitrile gloves on a tray',
      publishedAt: '2026-03-02T13:00:00.000Z',
      seoTitle: 'Sizing nitrile exam gloves for your team',
      seoDescription: 'A quick way to fit every hand in the practice, and why a glove that is too big tears sooner.',
      readingMinutes: 1,
      author: { name: 'Dr. Priya Raman', role: 'Clinical Education Manager' },
      tags: [
        { slug: 'infection-control', label: 'Infection Control', count: 3 },
        { slug: 'buying-guides', label: 'Buying Guides', count: 3 },
      ],
      // Both tags shared first, then one tag by date; the draft and the scheduled post never.
      relatedPosts: [
        { slug: 'spore-tests', tags: [{ slug: 'infection-control' }, { slug: 'buying-guides' }] },
        { slug: 'waterlines', tags: [{ slug: 'infection-control' }] },
        { slug: 'burs-guide', tags: [{ slug: 'buying-guides' }, { slug: 'instruments' }] },
      ],
      two: [{ slug: 'spore-tests' }, { slug: 'waterlines' }],
      mentionedProducts: [
        {
          sku: 'GLV-M',
          key: 'nitrile-gloves',
          name: 'Nitrile Exam Gloves',
          slug: 'nitrile-exam-gloves',
          imageUrl: '/media/products/nitrile-gloves/1.svg',
        },
        {
          sku: 'GLV-L',
          key: 'nitrile-gloves',
          name: 'Nitrile Exam Gloves',
          slug: 'nitrile-exam-gloves',
          imageUrl: '/media/products/nitrile-gloves/1.svg',
        },
      ],
    });
    const post = blogPost as { bodyHtml: string; updatedAt: string };
    expect(post.bodyHtml).toContain('<h2 id="sizing-chart">Sizing chart</h2>');
    expect(post.bodyHtml).toContain(
      '<a href="https://www.cdc.gov/oralhealth/infectioncontrol/" rel="noopener noreferrer">',
    );
    expect(Date.parse(post.updatedAt)).toBeGreaterThan(Date.parse('2026-03-02T13:00:00Z'));
  });

  it('gives reading time by 220 words a minute, related posts newest first without shared tags', async () => {
    expect(
      await content.graphql('{ blogPost(slug: "untagged") { readingMinutes relatedPosts(limit: 1) { slug } } }'),
    ).toEqual({
      blogPost: { readingMinutes: 3, relatedPosts: [{ slug: 'waterlines' }] },
    });
  });

  it('answers null for drafts, scheduled and unknown posts', async () => {
    expect(
      await content.graphql(
        '{ a: blogPost(slug: "a-draft") { slug } b: blogPost(slug: "scheduled") { slug } c: blogPost(slug: "nope") { slug } }',
      ),
    ).toEqual({ a: null, b: null, c: null });
  });

  it('gives docs pages in side-index order and one with headings and FAQ', async () => {
    expect(await content.graphql('{ docsPages { slug title navLabel order } }')).toEqual({
      docsPages: [
        { slug: 'shipping-information', title: 'Shipping Information', navLabel: 'Shipping Information', order: 60 },
      ],
    });
    const { docsPage } = await content.graphql(
      '{ docsPage(slug: "shipping-information") { slug title navLabel bodyHtml seoTitle seoDescription updatedAt headings { id text level } faq { question answerHtml } } }',
    );
    expect(docsPage).toMatchObject({
      seoTitle: 'Shipping Information',
      seoDescription: 'When orders ship and what delivery costs.',
      headings: [
        { id: 'delivery-times', text: 'Delivery times', level: 2 },
        { id: 'alaska-and-hawaii', text: 'Alaska and Hawaii', level: 3 },
      ],
      faq: [
        {
          question: 'Do you ship on Saturdays?',
          answerHtml: '<p>No. Orders placed <strong>after 5 pm Friday</strong> ship on Monday.</p>',
        },
      ],
    });
    expect((docsPage as { bodyHtml: string }).bodyHtml).toContain('<h3 id="alaska-and-hawaii">Alaska and Hawaii</h3>');
    expect(await content.graphql('{ docsPage(slug: "nope") { slug } }')).toEqual({ docsPage: null });
  });

  it('gives a landing page with its blocks, products and categories resolved', async () => {
    expect(await content.graphql('{ landingPages { slug title } }')).toEqual({
      landingPages: [{ slug: 'spring-savings', title: 'Spring Savings Event' }],
    });
    const { landingPage } = await content.graphql(`{
      landingPage(slug: "spring-savings") {
        slug title seoTitle seoDescription
        blocks {
          __typename
          ... on HeroBlock { heading subheading heroImageUrl cta { label href } }
          ... on RichTextBlock { html }
          ... on ProductGridBlock { heading products { sku name } }
          ... on CategoryTilesBlock { heading categories { slug name href } }
          ... on CallToActionBlock { heading bodyHtml cta { label href } }
          ... on FaqBlock { heading items { question answerHtml } }
        }
      }
    }`);
    expect(landingPage).toEqual({
      slug: 'spring-savings',
      title: 'Spring Savings Event',
      seoTitle: 'Spring Savings Event',
      seoDescription: 'Spring prices on gloves and instruments.',
      blocks: [
        {
          __typename: 'HeroBlock',
          heading: 'Spring into savings',
          subheading: 'Up to 20% off gloves through April 30.',
          heroImageUrl: '/media/content/hero/spring.svg',
          cta: { label: 'Shop gloves', href: '/category/supplies' },
        },
        { __typename: 'RichTextBlock', html: '<p>Stock up <strong>before</strong> the summer rush.</p>' },
        {
          __typename: 'ProductGridBlock',
          heading: 'Featured gloves',
          products: [
            { sku: 'GLV-L', name: 'Nitrile Exam Gloves' },
            { sku: 'GLV-M', name: 'Nitrile Exam Gloves' },
          ],
        },
        // The category and its sub-categories, by name, master skus; the unpublished product left out.
        {
          __typename: 'ProductGridBlock',
          heading: 'More supplies',
          products: [
            { sku: 'GZ-1', name: 'Gauze Sponges' },
            { sku: 'GLV-M', name: 'Nitrile Exam Gloves' },
          ],
        },
        {
          __typename: 'CategoryTilesBlock',
          heading: 'Shop by category',
          categories: [{ slug: 'supplies', name: 'Supplies', href: '/category/supplies' }],
        },
        {
          __typename: 'CallToActionBlock',
          heading: 'Questions?',
          bodyHtml: '<p>Call us at <a href="tel:+18005550100">1-800-555-0100</a>.</p>',
          cta: { label: 'Contact us', href: '/contact' },
        },
        {
          __typename: 'FaqBlock',
          heading: 'Good to know',
          items: [{ question: 'Can I combine offers?', answerHtml: '<p>No, one offer per order.</p>' }],
        },
      ],
    });
  });
});

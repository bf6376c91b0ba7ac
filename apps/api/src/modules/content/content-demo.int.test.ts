import path from 'node:path';
import { seedDemoData } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { readContentFolder } from './content-import';
import { contentClient } from './content-test-kit';
import { importDemoContent } from './demo-content';

const demoFolder = path.resolve(import.meta.dirname, '../../../../../content/demo');

/** Spec §2's docs pages, a return policy for each product line that has one among them. */
const specDocsPages = [
  'resources',
  'faqs',
  'stay-compliant',
  'privacy-policy',
  'terms-and-conditions',
  'declaration-for-california-compliance-law',
  'shipping-information',
  'implant-return-policy',
  'equipment-return-policy',
  'bone-graft-return-policy',
];

describe.each(testDatabaseTargets())('the demo content folder ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { prepare: (database) => importDemoContent(database.db, demoFolder, () => {}) });
  });
  afterAll(() => api.close());

  it('imports cleanly: at least 12 posts over several tags, every docs page, three landing pages', async () => {
    const content = contentClient(api);
    const data = await content.graphql(
      '{ blogPosts(pageSize: 50) { total } blogTags { slug } docsPages { slug } landingPages { slug } }',
    );
    const { blogPosts, blogTags, docsPages, landingPages } = data as {
      blogPosts: { total: number };
      blogTags: unknown[];
      docsPages: { slug: string }[];
      landingPages: unknown[];
    };
    expect(blogPosts.total).toBeGreaterThanOrEqual(12);
    expect(blogTags.length).toBeGreaterThanOrEqual(4);
    expect(docsPages.map((page) => page.slug).sort()).toEqual([...specDocsPages].sort());
    expect(landingPages).toHaveLength(3);
  });
});

describe('the demo content on the demo catalogue (PGlite)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(testDatabaseTargets()[0]!, {
      prepare: async (database) => {
        await seedDemoData(database, { hashPassword: async () => 'not-a-real-hash' });
        await importDemoContent(database.db, demoFolder, () => {});
      },
    });
  }, 300_000);
  afterAll(() => api.close());

  it('names only skus and categories the demo catalogue has', async () => {
    const content = contentClient(api);
    const { files } = await readContentFolder(demoFolder);
    const now = Date.now();
    // The demo also shows a draft and a scheduled post, which readers do not see yet.
    const visible = files.filter(
      ({ publication }) => !publication.draft && (publication.publishAt?.getTime() ?? 0) <= now,
    );
    for (const { draft } of visible) {
      if (draft.type === 'blog-post') {
        const { blogPost } = (await content.graphql(
          'query ($slug: String!) { blogPost(slug: $slug) { mentionedProducts { sku } } }',
          {
            slug: draft.slug,
          },
        )) as { blogPost: { mentionedProducts: { sku: string }[] } };
        expect(
          blogPost.mentionedProducts.map((product) => product.sku),
          draft.slug,
        ).toEqual(draft.fields.skus);
      }
      if (draft.type === 'landing-page') {
        const { landingPage } = (await content.graphql(
          'query ($slug: String!) { landingPage(slug: $slug) { blocks { ... on ProductGridBlock { products { sku } } ... on CategoryTilesBlock { categories { slug } } } } }',
          { slug: draft.slug },
        )) as { landingPage: { blocks: { products?: { sku: string }[]; categories?: { slug: string }[] }[] } };
        draft.fields.blocks.forEach((block, n) => {
          const shown = landingPage.blocks[n]!;
          if (block.type === 'product-grid' && block.skus)
            expect(shown.products!.map((p) => p.sku)).toEqual(block.skus);
          if (block.type === 'product-grid' && block.category) expect(shown.products!.length).toBeGreaterThan(0);
          if (block.type === 'category-tiles') expect(shown.categories!.map((c) => c.slug)).toEqual(block.categories);
        });
      }
    }
  });
});

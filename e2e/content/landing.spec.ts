import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../screenshots';
import { contentGraphql } from './content-api';
import { jsonLdOf, loadLazyImages, notFoundHeading } from './page-facts';

type Block =
  | { __typename: 'HeroBlock'; heading: string; cta: { label: string; href: string } | null }
  | { __typename: 'RichTextBlock'; html: string }
  | { __typename: 'ProductGridBlock'; products: { name: string; slug: string }[] }
  | { __typename: 'CategoryTilesBlock'; categories: { name: string; href: string }[] }
  | { __typename: 'CallToActionBlock'; heading: string; cta: { label: string; href: string } }
  | { __typename: 'FaqBlock'; items: { question: string }[] };

interface Landing {
  slug: string;
  title: string;
  blocks: Block[];
}

async function landingPages(): Promise<Landing[]> {
  const { landingPages: summaries } = await contentGraphql<{ landingPages: { slug: string }[] }>(
    'query { landingPages { slug } }',
  );
  return Promise.all(
    summaries.map(
      async ({ slug }) =>
        (
          await contentGraphql<{ landingPage: Landing }>(
            `query ($slug: String!) { landingPage(slug: $slug) { slug title blocks { __typename
              ... on HeroBlock { heading cta { label href } }
              ... on RichTextBlock { html }
              ... on ProductGridBlock { products { name slug } }
              ... on CategoryTilesBlock { categories { name href } }
              ... on CallToActionBlock { heading cta { label href } }
              ... on FaqBlock { items { question } } } } }`,
            { slug },
          )
        ).landingPage,
    ),
  );
}

test('the demo has three landing pages using every block type', async () => {
  const pages = await landingPages();
  expect(pages.length).toBeGreaterThanOrEqual(3);
  const used = new Set(pages.flatMap((landing) => landing.blocks.map((block) => block.__typename)));
  expect([...used].sort()).toEqual([
    'CallToActionBlock',
    'CategoryTilesBlock',
    'FaqBlock',
    'HeroBlock',
    'ProductGridBlock',
    'RichTextBlock',
  ]);
});

test('each landing page renders its blocks', async ({ page }, testInfo) => {
  const landings = await landingPages();
  // A minute a page: each is loaded at two widths and waits for its images, which the image optimiser resizes on their
  // first request; under the full parallel suite three pages once took more than the 90 s this test had in all.
  test.setTimeout(60_000 * landings.length);
  for (const landing of landings) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(`/lp/${landing.slug}`);
      expect(response?.status(), landing.slug).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const main = page.locator('main');
      for (const block of landing.blocks) {
        switch (block.__typename) {
          case 'HeroBlock':
          case 'CallToActionBlock':
            await expect(main.getByRole('heading', { name: block.heading, exact: true })).toBeVisible();
            if (block.cta) await expect(main.locator(`a[href="${block.cta.href}"]`).first()).toBeVisible();
            break;
          case 'RichTextBlock':
            expect(block.html.length).toBeGreaterThan(0);
            break;
          case 'ProductGridBlock':
            for (const product of block.products)
              await expect(main.locator(`a[href="/product/${product.slug}"]`).first()).toBeVisible();
            break;
          case 'CategoryTilesBlock':
            for (const category of block.categories)
              await expect(main.getByRole('link', { name: category.name, exact: true }).first()).toHaveAttribute(
                'href',
                category.href,
              );
            break;
          case 'FaqBlock':
            for (const item of block.items)
              await expect(main.locator('details > summary', { hasText: item.question })).toHaveCount(1);
            break;
        }
      }
      const faqs = landing.blocks.flatMap((block) => (block.__typename === 'FaqBlock' ? block.items : []));
      expect(await jsonLdOf(page, 'FAQPage')).toHaveLength(faqs.length ? 1 : 0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `nothing sticks out of ${landing.slug} at ${width} px`).toBeLessThanOrEqual(0);
      await loadLazyImages(page);
      await keepScreenshot(page, testInfo, `landing-${landing.slug}-${width}`);
    }
  }
});

test('links of the landing pages resolve', async ({ request }) => {
  const hrefs = new Set(
    (await landingPages()).flatMap((landing) =>
      landing.blocks.flatMap((block) => {
        switch (block.__typename) {
          case 'HeroBlock':
            return block.cta ? [block.cta.href] : [];
          case 'CallToActionBlock':
            return [block.cta.href];
          case 'ProductGridBlock':
            return block.products.map((product) => `/product/${product.slug}`);
          case 'CategoryTilesBlock':
            return block.categories.map((category) => category.href);
          default:
            return [];
        }
      }),
    ),
  );
  for (const href of [...hrefs].filter((candidate) => candidate.startsWith('/'))) {
    expect((await request.get(href)).status(), href).toBeLessThan(400);
  }
});

test('an unknown landing page is the 404 page', async ({ page }) => {
  const response = await page.goto('/lp/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
});

import { expect, test } from '@playwright/test';
import { keepScreenshot } from '../screenshots';
import { contentGraphql } from './content-api';
import { jsonLdOf, loadLazyImages, notFoundHeading } from './page-facts';

interface DocsSummary {
  slug: string;
  title: string;
  navLabel: string;
}

async function docsPages(): Promise<DocsSummary[]> {
  return (await contentGraphql<{ docsPages: DocsSummary[] }>('query { docsPages { slug title navLabel } }')).docsPages;
}

test('every docs page of the spec resolves, with a side index of all of them', async ({ page }) => {
  const pages = await docsPages();
  expect(pages.map((docs) => docs.slug)).toEqual(
    expect.arrayContaining([
      'resources',
      'faqs',
      'stay-compliant',
      'privacy-policy',
      'terms-and-conditions',
      'declaration-for-california-compliance-law',
      'shipping-information',
    ]),
  );
  expect(pages.some((docs) => docs.slug.endsWith('-return-policy'))).toBe(true);
  for (const docs of pages) {
    const response = await page.goto(`/docs/${docs.slug}`);
    expect(response?.status(), docs.slug).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(docs.title);
    const index = page.getByRole('navigation', { name: 'Help documents' });
    await expect(index.getByRole('link')).toHaveText(pages.map((item) => item.navLabel));
    await expect(index.locator('[aria-current="page"]')).toHaveText(docs.navLabel);
  }
});

test('DEA Compliance is stay-compliant; the side index leads from page to page', async ({ page }) => {
  await page.goto('/docs/stay-compliant');
  const index = page.getByRole('navigation', { name: 'Help documents' });
  await expect(index.getByRole('link', { name: 'DEA Compliance' })).toHaveAttribute('aria-current', 'page');
  await index.getByRole('link', { name: 'Shipping Information' }).click();
  await expect(page).toHaveURL(/\/docs\/shipping-information$/);
  await expect(index.getByRole('link', { name: 'Shipping Information' })).toHaveAttribute('aria-current', 'page');
});

test('a docs page lists its headings, which lead to its sections', async ({ page }) => {
  const { docsPage } = await contentGraphql<{ docsPage: { headings: { id: string; text: string; level: number }[] } }>(
    'query { docsPage(slug: "shipping-information") { headings { id text level } } }',
  );
  const sections = docsPage.headings.filter((heading) => heading.level === 2);
  expect(sections.length).toBeGreaterThan(1);
  await page.goto('/docs/shipping-information');
  const onThisPage = page.getByRole('navigation', { name: 'On this page' });
  await expect(onThisPage.getByRole('link')).toHaveText(sections.map((heading) => heading.text));
  await onThisPage.getByRole('link', { name: sections[1]!.text }).click();
  await expect(page).toHaveURL(new RegExp(`#${sections[1]!.id}$`));
  await expect(page.locator(`[id="${sections[1]!.id}"]`)).toBeInViewport();
});

test('the FAQ page opens its answers one by one and carries FAQPage JSON-LD', async ({ page }) => {
  const { docsPage } = await contentGraphql<{ docsPage: { faq: { question: string }[] } }>(
    'query { docsPage(slug: "faqs") { faq { question } } }',
  );
  expect(docsPage.faq.length).toBeGreaterThan(3);
  await page.goto('/docs/faqs');
  const questions = page.locator('main details > summary');
  await expect(questions).toHaveText(docsPage.faq.map((item) => item.question));
  const first = page.locator('main details').first();
  await expect(first).not.toHaveAttribute('open');
  await questions.first().focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('p').first()).toBeVisible();
  const [faq] = await jsonLdOf(page, 'FAQPage');
  expect((faq!.mainEntity as { name: string }[]).map((item) => item.name)).toEqual(
    docsPage.faq.map((item) => item.question),
  );
});

test("the phone menu's /docs/esources still reaches the resources page", async ({ page }) => {
  const response = await page.goto('/docs/esources');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/docs\/resources$/);
  await expect(page.getByRole('navigation', { name: 'Help documents' }).locator('[aria-current="page"]')).toHaveCount(
    1,
  );
});

test('an unknown docs page is the 404 page', async ({ page }) => {
  for (const path of ['/docs/no-such-page', '/docs/No%20Such']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(notFoundHeading);
  }
});

test('a docs page at phone and desktop widths', async ({ page }, testInfo) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/docs/stay-compliant');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `nothing sticks out at ${width} px`).toBeLessThanOrEqual(0);
    await loadLazyImages(page);
    await keepScreenshot(page, testInfo, `docs-page-${width}`);
  }
});

import type { Page } from '@playwright/test';

/** The page's JSON-LD objects of one @type. */
export async function jsonLdOf(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data['@type'] === type);
}

export const metaContent = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"], meta[name="${property}"]`).first().getAttribute('content');

/** The 404 page's heading. */
export const notFoundHeading = "Hmm... We can't seem to find the page you're looking for.";

/** Scrolls through the page so the lazy images of its content load (a full-page screenshot does not load them). */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('main img')).every((image) => (image as HTMLImageElement).complete),
  );
}

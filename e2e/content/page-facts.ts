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

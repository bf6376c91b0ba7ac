import { expect, test } from '@playwright/test';
import { attribute, firstProduct, nameOf, slugOf, suggestedProducts } from './catalogue-api';

test.describe('search', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('results come with category, brand and attribute filters in the URL', async ({ page }) => {
    await page.goto('/search?q=gloves');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for gloves');
    const status = page.getByRole('status').filter({ hasText: /products/ });
    await expect(status).toContainText(/of [\d,]+ products/);
    await expect(page.getByRole('article').first()).toContainText(/glove/i);

    const categoryGroup = page.getByRole('group', { name: 'Category' });
    await expect(categoryGroup.getByRole('checkbox', { name: /^Supplies/ })).toBeVisible();
    const brand = page.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
    const brandName = (await brand.getAttribute('value'))!;
    await brand.check();
    await expect(page).toHaveURL(/\/search\?q=gloves&brand=/);
    await expect(page.getByRole('link', { name: `Remove filter Brand: ${brandName}` })).toBeVisible();
  });

  test('a one-letter typo still finds the products', async ({ page }) => {
    for (const [typo, word] of [
      ['glive', /glove/i],
      ['compisite', /composite/i],
      ['implamt', /implant/i],
    ] as const) {
      await page.goto(`/search?q=${typo}`);
      await expect(page.getByRole('article').first()).toContainText(word);
    }
  });

  test('an exact item number or sku opens its product page', async ({ page }) => {
    const product = await firstProduct('variants.attributes.textured:true');
    const itemNumber = String(attribute(product.masterVariant, 'hs_item_number'));
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill(itemNumber);
    await box.press('Enter');
    await expect(page).toHaveURL(`/product/${slugOf(product)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(product));

    const sku = product.variants[0]?.sku ?? product.masterVariant.sku!;
    await page.goto(`/search?q=${sku}`);
    await expect(page).toHaveURL(`/product/${slugOf(product)}`);
  });

  test('empty and no-result searches explain what to do', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search products');
    await page.goto('/search?q=zzqxvy');
    await expect(page.getByText('We found no products for')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Supplies', exact: true }).first()).toBeVisible();
  });

  test('very long queries and odd characters are safe', async ({ page }) => {
    const odd = `"<script>alert(1)</script>' OR 1=1 -- ${'x'.repeat(400)} ✓ %00 \\`;
    const response = await page.goto(`/search?q=${encodeURIComponent(odd)}`);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText('<script>alert(1)</script>');
    // Capped at 200 characters.
    expect(((await heading.locator('q').textContent()) ?? '').length).toBeLessThanOrEqual(200);
    const filtered = await page.goto(
      `/search?q=gloves&filter.query=${encodeURIComponent('categories.id:"x"')}&brand=${encodeURIComponent('"\\')}`,
    );
    expect(filtered?.status()).toBe(200);
  });

  test('type-ahead suggestions work with the keyboard', async ({ page }) => {
    const results = await suggestedProducts('nitrile');
    expect(results.length).toBeGreaterThan(1);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.pressSequentially('nitrile', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Suggested products' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = listbox.getByRole('option');
    await expect(options).toHaveCount(results.length);
    await expect(options.nth(0).locator('a')).toHaveAttribute('href', `/product/${results[0]!.slug['en-US']}`);

    await box.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await box.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('nitrile');

    await box.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    const href = (await options.nth(0).locator('a').getAttribute('href'))!;
    await box.press('Enter');
    await expect(page).toHaveURL(href);
  });

  test('the suggestion endpoint answers JSON with cache headers', async ({ request }) => {
    const response = await request.get('/api/suggest?q=nitr');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('max-age=60');
    const body = await response.json();
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
    expect(body.suggestions[0].href).toMatch(/^\/product\//);
    // A word being typed is matched at the start of a word of the name.
    expect(body.suggestions[0].name).toMatch(/\bnitr/i);
  });
});

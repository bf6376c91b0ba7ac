import { expect, test } from '@playwright/test';
import { attribute, firstProduct, nameOf, searchProducts, slugOf } from './catalogue-api';

test.describe('product page', () => {
  test('shows every unit of measure, the attributes, the sign-in prompt and no DEA notice', async ({ page }) => {
    const product = await firstProduct('variants.attributes.latex_free:true');
    const variants = [product.masterVariant, ...product.variants];
    const response = await page.goto(`/product/${slugOf(product)}`);
    expect(response?.status()).toBe(200);

    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(nameOf(product));
    await expect(main).toContainText(String(attribute(product.masterVariant, 'brand')));

    const units = main.getByRole('table', { name: 'Units of measure' });
    await expect(units.locator('tbody tr')).toHaveCount(variants.length);
    for (const variant of variants) {
      const row = units.locator('tbody tr').filter({ hasText: variant.sku! });
      await expect(row).toContainText(String(attribute(variant, 'hs_item_number')));
      await expect(row).toContainText(Number(attribute(variant, 'count_per_unit')).toLocaleString('en-US'));
    }

    const specifications = main.getByRole('table', { name: 'Specifications' });
    await expect(specifications.getByRole('row', { name: 'Latex free Yes' })).toBeVisible();
    await expect(specifications).not.toContainText('hs_item_number');

    const purchase = main.getByRole('region', { name: 'Price and availability' });
    await expect(purchase.getByRole('link', { name: 'Login to see stock availability' })).toHaveAttribute(
      'href',
      `/customer/account/login?redirect=${encodeURIComponent(`/product/${slugOf(product)}`)}`,
    );
    await expect(purchase.getByRole('link', { name: 'Sign in to order' })).toBeVisible();
    await expect(main.getByRole('note', { name: 'Controlled product' })).toHaveCount(0);
  });

  test('a controlled product says an active DEA license is required', async ({ page }) => {
    const product = await firstProduct('variants.attributes.requires_active_dea_license:true');
    await page.goto(`/product/${slugOf(product)}`);
    const notice = page.getByRole('note', { name: 'Controlled product' });
    await expect(notice).toContainText('DEA license required');
    await expect(notice).toContainText('active DEA license');
    await expect(
      page
        .getByRole('table', { name: 'Specifications' })
        .getByRole('row', { name: 'Requires an active DEA license Yes' }),
    ).toBeVisible();
  });

  test('carries schema.org Product JSON-LD with the page nonce, a canonical URL and reviews', async ({
    page,
    request,
  }) => {
    const product = await firstProduct('variants.attributes.sterile:true');
    // Browsers hide nonce attributes from scripts, so the served HTML is read directly.
    const served = await request.get(`/product/${slugOf(product)}`);
    const nonce = served.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1];
    const tags = [
      ...(await served.text()).matchAll(/<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/g),
    ];
    expect(tags).toHaveLength(1);
    expect(tags[0]![1]).toBe(nonce);
    const data = JSON.parse(tags[0]![2]!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: nameOf(product),
      sku: product.masterVariant.sku,
      brand: { '@type': 'Brand', name: attribute(product.masterVariant, 'brand') },
    });
    expect(data.offers).toBeUndefined();
    expect(data.image[0]).toMatch(/^https?:\/\/.+\/media\/products\//);

    await page.goto(`/product/${slugOf(product)}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+/product/${slugOf(product)}$`),
    );
    await expect(page).toHaveTitle(new RegExp(`^${nameOf(product).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('heading', { level: 2 })).toHaveText('Reviews');
    const stars = reviews.getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ });
    if (data.aggregateRating) await expect(stars.first()).toBeVisible();
    else await expect(reviews).toContainText('No reviews yet.');
  });

  test('related products come from the same category and leave the product out', async ({ page }) => {
    const product = await firstProduct('variants.attributes.disposable:true');
    await page.goto(`/product/${slugOf(product)}`);
    const related = page.getByRole('region', { name: 'Related products' });
    await expect(related.getByRole('article').first()).toBeVisible();
    await expect(related.locator(`a[href="/product/${slugOf(product)}"]`)).toHaveCount(0);
  });

  test('the gallery switches images', async ({ page }) => {
    const { results } = await searchProducts([
      ['sort', 'name.en-US asc'],
      ['limit', '50'],
    ]);
    const product = results.find((candidate) => (candidate.masterVariant.images?.length ?? 0) >= 2);
    if (!product) throw new Error('The demo catalogue has no product with two images among the first 50');
    const images = product.masterVariant.images!;
    await page.goto(`/product/${slugOf(product)}`);
    const main = page.locator('main img').first();
    await expect(main).toHaveAttribute('src', images[0]!.url);
    const second = page.getByRole('button', { name: `Show image 2 of ${images.length}` });
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(main).toHaveAttribute('src', images[1]!.url);
  });

  test('an unknown slug is the 404 page', async ({ page }) => {
    const response = await page.goto('/product/no-such-product-0000000');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found: /product/no-such-product-0000000');
  });
});

import { expect, test } from '@playwright/test';

test('footer shows benefits, support, link columns and copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByText('Extra 3% off REPLENISH orders')).toBeVisible();
  await expect(footer.getByText(/10%/).first()).toBeVisible();
  await expect(footer.getByText('Mon-Fri 8:00am-8:00pm').first()).toBeVisible();
  await expect(footer.getByRole('link', { name: 'DEA Compliance' })).toHaveAttribute('href', '/docs/stay-compliant');
  for (const href of [
    '/docs/resources',
    '/docs/faqs',
    '/docs/privacy-policy',
    '/docs/terms-and-conditions',
    '/docs/declaration-for-california-compliance-law',
    '/docs/shipping-information',
    '/contact',
    '/blog',
    '/catalogs',
    '/equipment',
    '/instruments',
    '/bone-regeneration-products',
    '/category/supplies',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Chairside. All rights reserved.`);
});

test('the resource downloads are PDF files', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page
    .locator('footer a[href^="/downloads/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.sort()).toEqual([
    '/downloads/instructions-for-use.pdf',
    '/downloads/tracking-form-bone-grafts.pdf',
    '/downloads/tracking-form-implants.pdf',
  ]);
  for (const href of hrefs) {
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  }
});

test.describe('newsletter', () => {
  test('an invalid address is refused in the form', async ({ page }) => {
    await page.goto('/');
    let posted = false;
    page.on('request', (request) => {
      // The page-view analytics batch (POST /api/events) may leave at any time; only other POSTs count.
      if (request.method() === 'POST' && new URL(request.url()).pathname !== '/api/events') posted = true;
    });
    const footer = page.locator('footer');
    await footer.getByLabel('Email address').fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address.');
    expect(posted).toBe(false);
  });

  test('a valid address subscribes, toasts and clears the form', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const email = footer.getByLabel('Email address');
    await email.fill(`e2e-${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('You are successfully subscribed to our newsletter!')).toBeVisible();
    await expect(email).toHaveValue('');
  });
});

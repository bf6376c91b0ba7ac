import { expect, test } from '@playwright/test';
import { shownWelcome } from '../account/helpers';

test.describe('header (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the anonymous top bar, icons, promotions and stock prompt', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await expect(shownWelcome(page, 'Welcome to Chairside')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/docs/resources');
    await expect(header.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(header.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/customer/account/create',
    );
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/customer/account/login');
    await expect(header.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

    await expect(header.getByRole('link', { name: 'Chairside home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/customer/account');
    const cart = header.getByRole('link', { name: /^Cart, 0 items$/ });
    await expect(cart).toHaveAttribute('href', '/checkout/cart');
    await expect(cart.getByTestId('cart-badge')).toHaveCount(0);

    await expect(header.getByText('Get 10% off your next web order when you sign up for SMS')).toBeVisible();
    await expect(header.getByText('Extra 3% off REPLENISH orders')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login to see stock availability' })).toHaveAttribute(
      'href',
      '/customer/account/login',
    );

    // The phone-only controls are hidden on desktop; the search box is always there.
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Show search' })).toBeHidden();
    await expect(header.getByRole('combobox', { name: 'Search products' })).toBeVisible();
  });

  test('search submits q to /search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search products' }).fill('nitrile gloves');
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=nitrile\+gloves$/);
  });

  test('category dropdown opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Product categories' });
    const supplies = nav.getByRole('button', { name: 'Supplies' });
    await supplies.focus();
    await expect(supplies).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(supplies).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Shop all Supplies' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(supplies).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown opens and moves into the panel; Tab walks on; Escape closes and returns focus.
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Shop all Supplies' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', /^\/category\/supplies\/.+/);
    await page.keyboard.press('Escape');
    await expect(supplies).toHaveAttribute('aria-expanded', 'false');
    await expect(supplies).toBeFocused();

    await page.keyboard.press('Space');
    await expect(supplies).toHaveAttribute('aria-expanded', 'true');
  });

  test('category dropdown opens on hover', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Product categories' });
    await nav.getByRole('button', { name: 'Instruments' }).hover();
    await expect(nav.getByRole('link', { name: 'Shop all Instruments' })).toBeVisible();
  });
});

test.describe('header (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search toggle shows and hides the box and clears the text', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await expect(search).toBeHidden();

    await page.getByRole('button', { name: 'Show search' }).click();
    await expect(search).toBeVisible();
    await search.fill('gauze');
    await page.getByRole('button', { name: 'Hide search' }).click();
    await expect(search).toBeHidden();

    await page.getByRole('button', { name: 'Show search' }).click();
    await expect(search).toBeVisible();
    await expect(search).toHaveValue('');
  });

  test('the slide-out menu opens, expands a sub-level with its indent, and closes', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/customer/account');
    await expect(menu.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(menu.getByRole('link', { name: 'Help documents' })).toHaveAttribute('href', '/docs/esources');

    const topLink = menu.getByRole('link', { name: 'Supplies', exact: true });
    await expect(topLink).toHaveCSS('padding-left', '8px');
    const expand = menu.getByRole('button', { name: 'Expand Supplies' });
    await expand.click();
    const collapse = menu.getByRole('button', { name: 'Collapse Supplies' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    const subLink = menu.locator('a[data-level="1"][href^="/category/supplies/"]').first();
    await expect(subLink).toBeVisible();
    await expect(subLink).toHaveCSS('padding-left', '12px');

    // Focus stays inside the open menu.
    for (let step = 0; step < 40; step += 1) await page.keyboard.press('Tab');
    await expect(menu.locator(':focus')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await menu.getByRole('button', { name: 'Hide menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('a double activation inside the reset window does not undo the expand', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Expand Supplies' }).dblclick();
    await expect(menu.getByRole('button', { name: 'Collapse Supplies' })).toHaveAttribute('aria-expanded', 'true');
  });
});

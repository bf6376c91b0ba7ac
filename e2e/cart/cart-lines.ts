import type { Page } from '@playwright/test';

/**
 * The cart page's lines, inside its "Cart items" region. The page streams in after its loading state: for a moment the
 * new content sits in a hidden copy before it is swapped in, and a bare test id would find each line twice.
 */
export const cartLines = (page: Page) => page.getByRole('region', { name: 'Cart items' }).getByTestId('cart-line');

import { expect, type Page } from '@playwright/test';
import { firstProduct, nameOf, slugOf, type ApiProduct } from '../catalogue/catalogue-api';

/** Cents of an amount as the storefront shows it ("$1,234.50"). */
export const centsOf = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

/** A plain (uncontrolled) demo product: any visitor may put it in a cart at its retail price. */
export const plainProduct = () => firstProduct('variants.attributes.disposable:true');

/** Adds the product's master unit from its page and waits for the success toast (spec §8 text). */
export async function addFromProductPage(page: Page, product: ApiProduct, quantity: number) {
  await page.goto(`/product/${slugOf(product)}`);
  const form = page.getByTestId('add-to-cart').and(page.locator(`[data-sku="${product.masterVariant.sku}"]`));
  await form.getByLabel('Qty').fill(String(quantity));
  await form.getByRole('button', { name: /^Add to cart: / }).click();
  await expect(page.getByText(`${nameOf(product)} successfully added to your cart!`)).toBeVisible();
}

import { expect, type FrameLocator, type Page } from '@playwright/test';

/** The payment gateway's hosted card fields in the page: an iframe from the gateway's own origin. */
export const cardFrame = (page: Page) => page.locator('iframe[title="Card details"]');
export const cardFields = (page: Page): FrameLocator => cardFrame(page).contentFrame();

/** Types a card into the fields, once they have loaded. */
export async function typeCard(page: Page, number: string, expiry = '12/30', cvc = '123') {
  const fields = cardFields(page);
  await expect(fields.getByLabel('Card Number')).toBeVisible();
  await fields.getByLabel('Card Number').fill(number);
  await fields.getByLabel('Expiration Date').fill(expiry);
  await fields.getByLabel('CVC').fill(cvc);
}

import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../account/helpers';
import { addFromProductPage, plainProduct } from '../cart/cart-steps';
import { keepScreenshot } from '../screenshots';
import { shoppers } from '../shoppers';
import { cardFields, cardFrame, typeCard } from './card-fields';
import { sandboxGateway } from './sandbox-gateway-settings';

// PCI SAQ A (DESIGN.md §5, reference test S10): the card number and CVC are typed into the payment gateway's hosted
// fields and go to the gateway alone. Every request the page makes (its frames' included) is recorded while a card is
// saved and while an order is paid with a new card; none but the gateway's may carry the number or the CVC. What the
// storefront's server never receives it cannot pass on to the API.
const { email } = shoppers.cardData;
const card = { number: '3782 822463 10005', digits: '378282246310005', expiry: '12/30', cvc: '7351' };

interface Recorded {
  origin: string;
  url: string;
  body: string;
}

function recordRequests(page: Page): Recorded[] {
  const recorded: Recorded[] = [];
  page.on('request', (request) => {
    const url = request.url();
    const headers = Object.entries(request.headers())
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
    const body = request.postDataBuffer()?.toString('latin1') ?? '';
    recorded.push({ origin: new URL(url).origin, url, body: `${headers}\n\n${body}` });
  });
  return recorded;
}

const decoded = (url: string) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};

/** The card number in any way a request could carry it, and the CVC as a JSON, form or multipart value. */
const carriesCard = ({ url, body }: Recorded) => {
  const text = `${decoded(url)}\n${body}`;
  const digitsOnly = text.replace(/[\s+-]|%20/g, '');
  return (
    digitsOnly.includes(card.digits) ||
    [`"${card.cvc}"`, `=${card.cvc}&`, `\r\n\r\n${card.cvc}\r\n`].some((value) => text.includes(value)) ||
    new RegExp(`=${card.cvc}$`, 'm').test(text)
  );
};

function expectOnlyTheGatewayGotTheCard(recorded: Recorded[]) {
  const toGateway = recorded.filter((request) => request.origin === sandboxGateway.origin);
  // The recording sees the frame's own call: the card went to the gateway (and only there).
  expect(toGateway.filter(carriesCard).map((request) => new URL(request.url).pathname)).toEqual(['/fields/tokens']);
  const elsewhere = recorded.filter((request) => request.origin !== sandboxGateway.origin);
  expect(elsewhere.length).toBeGreaterThan(0);
  expect(elsewhere.filter(carriesCard).map((request) => request.url)).toEqual([]);
}

test.describe.serial('card data goes to the payment gateway only', () => {
  test('saving a card', async ({ page }, testInfo) => {
    await signIn(page, email, { redirect: '/customer/account/payments/new' });
    await expect(cardFields(page).getByLabel('Card Number')).toBeVisible();
    await keepScreenshot(page, testInfo, 'add-card-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, 'add-card-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    const recorded = recordRequests(page);
    await typeCard(page, card.number, card.expiry, card.cvc);
    await page.getByRole('form', { name: 'Add a card' }).getByRole('button', { name: 'Save Card' }).click();
    await expect(page).toHaveURL(/\/customer\/account\/payments$/);
    await expect(page.getByTestId('saved-card').filter({ hasText: '•••• 0005' })).toContainText('American Express');
    expectOnlyTheGatewayGotTheCard(recorded);
  });

  test('paying with a new card at checkout', async ({ page }, testInfo) => {
    const product = await plainProduct();
    await signIn(page, email);
    await addFromProductPage(page, product, 1);
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Checkout' });
    await form.getByRole('radio', { name: 'Credit card' }).check();
    await form.getByRole('radio', { name: 'A new card' }).check();
    await expect(cardFields(page).getByLabel('Card Number')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Place order' })).toBeEnabled();
    // In view first: the browser paints a frame from another origin only once it has been on screen.
    await cardFrame(page).scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 390, height: 844 });
    await cardFrame(page).scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'checkout-new-card-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(page, testInfo, 'checkout-new-card-desktop');

    const recorded = recordRequests(page);
    await typeCard(page, card.number, card.expiry, card.cvc);
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByTestId('order-payment')).toHaveText('American Express •••• 0005');
    expectOnlyTheGatewayGotTheCard(recorded);
  });
});

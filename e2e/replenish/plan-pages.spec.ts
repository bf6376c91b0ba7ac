import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword, signIn } from '../account/helpers';
import { attribute, searchProducts, type ApiProduct } from '../catalogue/catalogue-api';
import { typeCard } from '../payments/card-fields';
import { keepScreenshot } from '../screenshots';
import { shoppers } from '../shoppers';

/**
 * The REPLENISH plan pages (issue 16): the plans list with skip, pause and resume, order now and delete (both
 * confirmed), a suggestion accepted in one click, and a plan's page: item toggles, interval and date, payment by a
 * saved card; another customer's plan is the 404 page. Plans are made through the API, checked through it too.
 */

test.use({ viewport: { width: 1280, height: 900 } });
// One customer's plans, cards and orders: its tests run in order, in one worker.
test.describe.configure({ mode: 'default' });

const apiUrl = 'http://127.0.0.1:4400';
const shopper = shoppers.replenishPages;
// Only signs in and reads: the entry points' second customer.
const other = shoppers.replenishOther;

interface ApiPlan {
  id: string;
  version: number;
  status: string;
  is_skipped: boolean;
  plan_days: number;
  next_order_date: string;
  next_order_date_behavior: string;
  payment_type: string;
  card_id: string | null;
  plan_items: { plan_item_id: string; item_number: string; skip_next: boolean; substitutions_allowed: boolean }[];
}

/** The distributor's calendar date `days` from today (plans are dated in Eastern time). */
function dateIn(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An API client with the customer's own token. */
async function customerApi(email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: apiUrl });
  const token = await api.post('/oauth/aces/customers/token', {
    headers: { authorization: `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}` },
    form: { grant_type: 'password', username: email, password: demoPassword },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  await api.dispose();
  return request.newContext({ baseURL: apiUrl, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
}

/** Plain products whose master unit is on REPLENISH. */
async function replenishableProducts(count: number): Promise<ApiProduct[]> {
  const { results } = await searchProducts([
    ['filter.query', 'variants.attributes.replenishable:true'],
    ['filter.query', 'variants.attributes.disposable:true'],
    ['sort', 'name.en-US desc'],
    ['limit', '40'],
  ]);
  const plain = results.filter((product) => attribute(product.masterVariant, 'requires_active_dea_license') !== true);
  expect(plain.length, 'demo products on REPLENISH').toBeGreaterThanOrEqual(count);
  return plain.slice(0, count);
}

/** A plan of the customer's made through the API: `count` items, every 30 days, first in ten days. */
async function createPlan(email: string, count = 2, nextOrderDate = dateIn(10)): Promise<ApiPlan> {
  const products = await replenishableProducts(count);
  const api = await customerApi(email);
  const response = await api.post('/ct/plans', {
    data: {
      plan_days: 30,
      next_order_date: nextOrderDate,
      plan_items: products.map((product) => ({
        item_number: String(attribute(product.masterVariant, 'hs_item_number')),
        uom: String(attribute(product.masterVariant, 'hs_uom')),
        quantity: 2,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const plan = (await response.json()) as ApiPlan;
  await api.dispose();
  return plan;
}

async function readPlan(email: string, id: string): Promise<{ status: number; plan: ApiPlan }> {
  const api = await customerApi(email);
  const response = await api.get(`/ct/plans/${id}`);
  const result = { status: response.status(), plan: (await response.json()) as ApiPlan };
  await api.dispose();
  return result;
}

/** The plan's card on the plans page, found by its link to the plan's own page. */
const planCard = (page: Page, id: string) =>
  page.getByRole('listitem').filter({ has: page.locator(`a[href="/customer/account/replenish/${id}"]`) });

test('skip the next order, pause and resume from the plans page', async ({ page }) => {
  const plan = await createPlan(shopper.email);
  await signIn(page, shopper.email, { redirect: '/customer/account/replenish' });
  await expect(page.getByRole('heading', { level: 1, name: 'REPLENISH' })).toBeVisible();
  const card = planCard(page, plan.id);
  await expect(card).toContainText('Every 30 days');
  await expect(card).toContainText('2 items');
  await expect(card).toContainText('Active');

  await card.getByRole('button', { name: /^Skip next order/ }).click();
  await expect(page.getByText(/^The order of .+ will be skipped\.$/)).toBeVisible();
  await expect(card).toContainText('(skipped)');
  expect((await readPlan(shopper.email, plan.id)).plan.is_skipped).toBe(true);
  await card.getByRole('button', { name: /^Undo skip/ }).click();
  await expect(page.getByText(/^The order of .+ will be placed\.$/)).toBeVisible();
  expect((await readPlan(shopper.email, plan.id)).plan.is_skipped).toBe(false);

  await card.getByRole('button', { name: /^Pause/ }).click();
  await expect(page.getByText('Your REPLENISH plan is paused. Nothing is ordered until you resume it.')).toBeVisible();
  await expect(card).toContainText('Paused');
  expect((await readPlan(shopper.email, plan.id)).plan.status).toBe('Paused');
  await card.getByRole('button', { name: /^Resume/ }).click();
  await expect(page.getByText('Your REPLENISH plan is active again.')).toBeVisible();
  await expect(card).toContainText('Active');
  expect((await readPlan(shopper.email, plan.id)).plan.status).toBe('Active');
});

test("a plan's page: item toggles, interval and date with the schedule choice, and a saved card", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const plan = await createPlan(shopper.email);
  await signIn(page, shopper.email, { redirect: '/customer/account/payments/new' });
  await typeCard(page, '4111111111111111', '12/30', '123');
  await page.getByRole('form', { name: 'Add a card' }).getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByText('Your card has been saved.')).toBeVisible();

  await page.goto(`/customer/account/replenish/${plan.id}`);
  const items = page.getByTestId('plan-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('$');
  await keepScreenshot(page, testInfo, 'replenish-plan-desktop');

  // The boxes change at once; the plan follows once the API has saved it.
  const first = items.first();
  await first.getByRole('checkbox', { name: /^Skip next order/ }).check();
  await first.getByRole('checkbox', { name: /^Substitutions allowed/ }).check();
  await expect
    .poll(async () => (await readPlan(shopper.email, plan.id)).plan.plan_items[0])
    .toMatchObject({ skip_next: true, substitutions_allowed: true });
  await expect(first.getByRole('checkbox', { name: /^Skip next order/ })).toBeChecked();

  // A change that does not reach the plan goes back, with an error toast.
  await page.route(`**/customer/account/replenish/${plan.id}`, (route) =>
    route.request().method() === 'POST' ? route.abort() : route.fallback(),
  );
  const second = items.nth(1).getByRole('checkbox', { name: /^Substitutions allowed/ });
  await second.click();
  await expect(
    page.getByText('Your REPLENISH plans cannot be changed right now. Please try again later.'),
  ).toBeVisible();
  await expect(second).not.toBeChecked();
  await page.unrouteAll();
  expect((await readPlan(shopper.email, plan.id)).plan.plan_items[1]).toMatchObject({ substitutions_allowed: false });

  // Interval and date: a new date asks whether the schedule keeps its rhythm or starts from it.
  const schedule = page.getByRole('region', { name: 'Schedule' });
  await schedule.getByLabel('Order every (days)').fill('21');
  await expect(schedule.getByRole('group', { name: 'After this order' })).toHaveCount(0);
  await schedule.getByLabel('Next order on').fill(dateIn(5));
  await schedule.getByRole('radio', { name: /^Start the schedule from this date/ }).check();
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Your REPLENISH plan has been updated.').first()).toBeVisible();
  await expect(page.locator('h1 + p')).toContainText('Every 21 days');
  const saved = (await readPlan(shopper.email, plan.id)).plan;
  expect(saved).toMatchObject({ plan_days: 21, next_order_date: dateIn(5), next_order_date_behavior: 'ResetSchedule' });

  // A date in the past is refused with the rule's words.
  await schedule.getByLabel('Next order on').fill(dateIn(-1));
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(schedule.getByRole('alert')).toContainText('cannot be in the past');

  const payment = page.getByRole('region', { name: 'Payment and delivery' });
  await payment.getByRole('radio', { name: 'A saved card' }).check();
  await expect(payment.getByLabel('Card', { exact: true })).toContainText('•••• 1111');
  await payment.getByLabel('PO number (optional)').fill('PO-REPL-1');
  await payment.getByRole('button', { name: 'Save payment and delivery' }).click();
  // Earlier changes' toasts may still show: the API tells when this one is saved.
  await expect
    .poll(async () => (await readPlan(shopper.email, plan.id)).plan)
    .toMatchObject({ payment_type: 'CreditCard', card_id: expect.any(String) });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('plan-item')).toHaveCount(2);
  await keepScreenshot(page, testInfo, 'replenish-plan-phone');
});

test('order now after confirming: a toast with the order number, and the order in the plan history', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const plan = await createPlan(shopper.email, 1);
  await signIn(page, shopper.email, { redirect: `/customer/account/replenish/${plan.id}` });
  await page.getByRole('button', { name: /^Order now/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Order now' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /^Order now/ }).click();
  await dialog.getByRole('button', { name: 'Place order' }).click();
  const toast = page.getByText(/^Order \S+ successfully placed!$/);
  await expect(toast).toBeVisible({ timeout: 20_000 });
  const orderNumber = /^Order (\S+) /.exec((await toast.textContent()) ?? '')![1]!;
  const history = page.getByRole('region', { name: 'Orders placed by this plan' });
  await expect(history.getByRole('link', { name: orderNumber })).toHaveAttribute(
    'href',
    /\/customer\/account\/orders\/detail\?id=/,
  );
});

test('delete a plan after confirming; cancelling keeps it', async ({ page }) => {
  const plan = await createPlan(shopper.email, 1);
  await signIn(page, shopper.email, { redirect: '/customer/account/replenish' });
  const card = planCard(page, plan.id);
  await card.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete plan' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Delete/ }).click();
  await dialog.getByRole('button', { name: 'Delete plan' }).click();
  await expect(page.getByText('Your REPLENISH plan has been deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await readPlan(shopper.email, plan.id)).status).toBe(404);
});

test('a suggestion from the office’s orders becomes a plan in one click', async ({ page }, testInfo) => {
  // The demo customer on contract prices has a steady order history (demo data); only this test makes its plans.
  const email = 'demo-customer@example.com';
  await signIn(page, email, { redirect: '/customer/account/replenish' });
  const section = page.getByRole('region', { name: 'Suggested for you' });
  await expect(section, 'the demo order history suggests a plan').toBeVisible();
  await keepScreenshot(page, testInfo, 'replenish-plans-desktop');
  const suggestion = section.getByRole('listitem').first();
  await expect(suggestion).toContainText(/^You order .+ about every \d+ days/);
  const button = suggestion.getByRole('button', { name: /^Create plan for / });
  const name = ((await button.textContent()) ?? '').replace(/^Create plan for /, '');
  await button.click();
  await expect(page.getByText('Your REPLENISH plan was successfully created!')).toBeVisible();
  await expect(page).toHaveURL(/\/customer\/account\/replenish\/[^/]+$/);
  await expect(page.getByTestId('plan-item')).toContainText(name);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/customer/account/replenish');
  await keepScreenshot(page, testInfo, 'replenish-plans-phone');
});

test("another customer's plan id is the 404 page", async ({ page }) => {
  const plan = await createPlan(shopper.email, 1);
  await signIn(page, other.email, { redirect: `/customer/account/replenish/${plan.id}` });
  await expect(page.getByText("Hmm... We can't seem to find the page you're looking for.")).toBeVisible();
  await expect(page.getByTestId('plan-item')).toHaveCount(0);
});

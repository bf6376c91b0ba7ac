import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../account/helpers';
import { CustomerApi, defaultShippingAccount, dollars, pricingRequestCount, type ApiPriceInfo } from './pricing-api';

test.use({ viewport: { width: 1280, height: 900 } });
// In order, in one worker: the lookup-count test reads the API's request counter, which the other
// signed-in page loads of this file would move too.
test.describe.configure({ mode: 'default' });

const categoryPath = '/category/supplies';

/** The cards' skus and what each card shows: best price, struck retail (or null). */
async function cardPrices(page: Page) {
  const offers = page.getByTestId('card-offer');
  await expect(offers.first()).toBeVisible();
  const shown = [];
  for (const offer of await offers.all()) {
    const struck = offer.getByTestId('struck-retail');
    shown.push({
      sku: (await offer.getAttribute('data-sku'))!,
      best: await offer.getByTestId('best-price').textContent(),
      struck: (await struck.count()) > 0 ? (await struck.textContent())!.replace('Retail price: ', '') : null,
    });
  }
  return shown;
}

/** What the page must show for a price: the best price, and retail struck through when a better price applies. */
const expected = (info: ApiPriceInfo) => ({
  best: dollars(info.bestPrice!),
  struck: info.strikeRetail ? dollars(info.retailPrice!) : null,
});

async function apiFor(email: string) {
  const api = await CustomerApi.signIn(email);
  return { api, account: defaultShippingAccount(await api.me()) };
}

test('anonymous visitors see sign-in prompts instead of prices and stock', async ({ page }) => {
  await page.goto(categoryPath);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login to see stock availability' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first().getByText('Sign in to see your price')).toBeVisible();
  await expect(page.getByText('Sign in to see your price', { exact: true })).toHaveCount(await cards.count());
  await expect(page.getByTestId('price')).toHaveCount(0);
  await expect(page.getByTestId('stock')).toHaveCount(0);

  await cards.first().getByRole('heading').getByRole('link').click();
  const panel = page.getByRole('region', { name: 'Price and availability' });
  await expect(panel.getByRole('link', { name: 'Login to see stock availability' })).toHaveAttribute(
    'href',
    /\/customer\/account\/login\?redirect=%2Fproduct%2F/,
  );
  await expect(page.getByTestId('price')).toHaveCount(0);
});

test('a contract customer sees plan prices with retail struck through on category and product pages', async ({
  page,
}) => {
  const { api, account } = await apiFor('demo-customer@example.com');
  await signIn(page, 'demo-customer@example.com');
  await page.goto(categoryPath);
  const shown = await cardPrices(page);
  const prices = await api.prices(
    account,
    shown.map((card) => card.sku),
  );
  for (const card of shown)
    expect({ sku: card.sku, best: card.best, struck: card.struck }).toEqual({
      sku: card.sku,
      ...expected(prices.get(card.sku)!),
    });
  // The contract applies: some cards show the plan price with retail struck through and the saving.
  const planned = shown.filter(
    (card) => prices.get(card.sku)!.planPrice !== undefined && prices.get(card.sku)!.strikeRetail,
  );
  expect(planned.length).toBeGreaterThan(0);
  const plannedCard = page.getByRole('article').filter({ has: page.locator(`[data-sku="${planned[0]!.sku}"]`) });
  await expect(plannedCard.getByText(/^Save \d+%$/)).toBeVisible();

  // The product page prices every unit of measure.
  await plannedCard.getByRole('heading').getByRole('link').click();
  const units = page.getByTestId('unit-offer');
  await expect(units.first()).toBeVisible();
  const unitSkus = await units.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-sku')!));
  const unitPrices = await api.prices(account, unitSkus);
  for (const sku of unitSkus) {
    const row = page.locator(`[data-testid="unit-offer"][data-sku="${sku}"]`);
    const info = unitPrices.get(sku)!;
    await expect(row.getByTestId('best-price')).toHaveText(dollars(info.bestPrice!));
    if (info.strikeRetail) await expect(row.getByTestId('struck-retail')).toContainText(dollars(info.retailPrice!));
    else await expect(row.getByTestId('struck-retail')).toHaveCount(0);
  }
  const masterRow = page.locator(`[data-testid="unit-offer"][data-sku="${planned[0]!.sku}"]`);
  await expect(masterRow.getByTestId('best-price')).toHaveText(dollars(prices.get(planned[0]!.sku)!.planPrice!));
  await api.dispose();
});

test('a retail customer sees retail prices where the contract customer sees plan prices', async ({ page }) => {
  const contract = await apiFor('demo-customer@example.com');
  const retail = await apiFor('demo-retail@example.com');
  await signIn(page, 'demo-retail@example.com');
  await page.goto(categoryPath);
  const shown = await cardPrices(page);
  const skus = shown.map((card) => card.sku);
  const [retailPrices, contractPrices] = await Promise.all([
    retail.api.prices(retail.account, skus),
    contract.api.prices(contract.account, skus),
  ]);
  for (const card of shown) {
    const info = retailPrices.get(card.sku)!;
    expect(info.planPrice).toBeUndefined();
    expect({ sku: card.sku, best: card.best, struck: card.struck }).toEqual({ sku: card.sku, ...expected(info) });
  }
  // A product on the contract shows the retail customer its (higher) retail price.
  const onContract = shown.find(
    (card) =>
      contractPrices.get(card.sku)!.planPrice !== undefined &&
      contractPrices.get(card.sku)!.planPrice! < retailPrices.get(card.sku)!.bestPrice!,
  );
  expect(onContract).toBeDefined();
  expect(onContract!.best).toBe(dollars(retailPrices.get(onContract!.sku)!.bestPrice!));
  await Promise.all([contract.api.dispose(), retail.api.dispose()]);
});

test('signed-in customers see the stock of their default shipping account', async ({ page }) => {
  const { api, account } = await apiFor('demo-customer@example.com');
  await signIn(page, 'demo-customer@example.com');
  await page.goto(categoryPath);
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  const rows = page.getByTestId('unit-offer');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('banner').getByText('Login to see stock availability')).toHaveCount(0);
  const units = await rows.evaluateAll((elements) =>
    elements.map((element) => ({
      sku: element.getAttribute('data-sku')!,
      item_number: element.getAttribute('data-item-number')!,
      uom: element.getAttribute('data-uom')!,
    })),
  );
  const stock = await api.stock(
    account,
    units.map(({ item_number, uom }) => ({ item_number, uom })),
  );
  const skus = units.map((unit) => unit.sku);
  for (const [index, sku] of skus.entries()) {
    const availability = stock[index];
    if (!availability) continue;
    await expect(page.locator(`[data-testid="unit-offer"][data-sku="${sku}"]`).getByTestId('stock')).toHaveAttribute(
      'data-stock-status',
      availability.status,
    );
  }
  await api.dispose();
});

test('a page costs one price lookup however many products it shows', async ({ page }) => {
  await signIn(page, 'demo-customer@example.com');
  await page.goto(categoryPath);
  const productPath = (await page
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .getAttribute('href'))!;
  for (const path of [`${categoryPath}?perPage=48`, '/search?q=gloves', '/', productPath]) {
    // The API's counter is shared by everything running against it: another test's page load in
    // the same moment would count too, so a clean measurement gets a few tries.
    const deltas: number[] = [];
    for (let attempt = 0; attempt < 3 && deltas.at(-1) !== 1; attempt += 1) {
      const before = await pricingRequestCount();
      await page.goto(path);
      await expect(page.getByTestId('price').first()).toBeVisible();
      deltas.push((await pricingRequestCount()) - before);
    }
    expect({ path, lookups: deltas.at(-1) }).toEqual({ path, lookups: 1 });
  }
});

import { contactTexts, messages } from '@chairside/domain';
import { expect, test, type Page, type Request } from '@playwright/test';
import { botProtectionReady, uniqueEmail } from '../account/helpers';
import { keepScreenshot } from '../screenshots';

// Spec §4: a form's submit waits for its validation to settle, then shows a loading state; spec §9: validation
// settles 20 ms after input. Every storefront form goes through one submit path (apps/web/modules/forms); these
// tests drive it through two of them: the contact form (field rules and the form-level message) and the footer's
// newsletter form (a Server Action called by hand).

const isServerAction = (request: Request) => request.method() === 'POST' && Boolean(request.headers()['next-action']);

/** Counts the page's Server Action calls; after `hold()` they wait until `release()`. */
async function watchActions(page: Page) {
  let calls = 0;
  let held: Promise<void> | undefined;
  let open: () => void = () => {};
  page.on('request', (request) => {
    if (isServerAction(request)) calls += 1;
  });
  await page.route('**/*', async (route) => {
    if (held && isServerAction(route.request())) await held;
    await route.fallback();
  });
  return {
    calls: () => calls,
    hold: () => {
      held = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

test('an invalid field blocks the submit with the spec §5 messages; fixing it clears them as it settles', async ({
  page,
}, testInfo) => {
  const actions = await watchActions(page);
  await page.goto('/contact');
  await botProtectionReady(page);
  const form = page.getByRole('region', { name: contactTexts.formTitle });
  const email = form.getByLabel('Email');
  await form.getByLabel('Name').fill('Dana Lee');
  await email.fill('dana@');
  await form.getByLabel('Message', { exact: true }).fill('Do you carry nitrile gloves in size XS?');
  await form.getByRole('button', { name: contactTexts.send }).click();

  await expect(form.getByRole('alert')).toHaveText(messages.formInvalid);
  await expect(form.getByText(messages.invalidEmail)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // The keyboard lands on the field to fix; nothing was sent.
  await expect(email).toBeFocused();
  expect(actions.calls()).toBe(0);
  await keepScreenshot(page, testInfo, 'form-refused-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, testInfo, 'form-refused-phone');

  // Typing on: the message follows the field once the input settles, and goes with the form-level one when fixed.
  await email.pressSequentially('brightsmiles');
  await expect(form.getByText(messages.invalidEmail)).toBeVisible();
  await email.pressSequentially('.example');
  await expect(form.getByText(messages.invalidEmail)).toHaveCount(0);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(messages.formInvalid)).toHaveCount(0);

  // Emptied again after a submit, the field says it is required without another submit.
  await form.getByLabel('Name').fill('');
  await expect(form.getByText(messages.fieldRequired('Name'))).toBeVisible();
  expect(actions.calls()).toBe(0);
});

test('a valid submit shows the loading state until the answer, and a double click sends it once', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const actions = await watchActions(page);
  const footer = page.locator('footer');
  const email = footer.getByLabel('Email address');
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  const loading = footer.getByRole('button', { name: 'Subscribing…' });

  actions.hold();
  await email.fill(uniqueEmail('settle'));
  await subscribe.dblclick();
  await expect(loading).toBeDisabled();
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await loading.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'form-loading-desktop');
  // Enter in the field while it loads sends nothing more either.
  await email.press('Enter');
  await expect.poll(() => actions.calls()).toBe(1);
  actions.release();
  await expect(page.getByText(messages.newsletterSuccess)).toBeVisible();
  await expect(subscribe).toBeEnabled();
  await expect(subscribe).not.toHaveAttribute('aria-busy', 'true');
  await expect(email).toHaveValue('');
  expect(actions.calls()).toBe(1);

  // Two submits in the same moment, before the page can show it is loading: still one call.
  actions.hold();
  await email.fill(uniqueEmail('settle-twice'));
  await footer.locator('form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(loading).toBeDisabled();
  await expect.poll(() => actions.calls()).toBe(2);
  actions.release();
  await expect(email).toHaveValue('');
  expect(actions.calls()).toBe(2);
});

test('the search box shows it is searching, then opens the results', async ({ page }) => {
  await page.goto('/');
  let open: () => void = () => {};
  const held = new Promise<void>((resolve) => (open = resolve));
  // The client-side navigation's request for the results waits until the test has seen the loading state.
  await page.route(
    (url) => url.pathname === '/search',
    async (route) => {
      await held;
      await route.fallback();
    },
  );
  const box = page.locator('header').getByRole('combobox', { name: 'Search products' });
  const button = page.locator('header').getByRole('button', { name: 'Search', exact: true });
  await box.fill('nitrile gloves');
  await box.press('Enter');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  open();
  await expect(page).toHaveURL(/\/search\?q=nitrile\+gloves$/);
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
});

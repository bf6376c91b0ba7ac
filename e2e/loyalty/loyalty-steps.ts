import { expect, type Page, type TestInfo } from '@playwright/test';
import { keepScreenshot } from '../screenshots';

export const programmePath = '/asap-enrollment';
export const rewardsPath = '/customer/account/thrive';

/** The enrolment form and the panels that stand in for it on the programme page. */
export const enrolmentForm = (page: Page) => page.getByRole('form', { name: 'ASAP enrolment' });

/** The rewards page's status badge text once the page has streamed in ("Enrolled since …" or "Not enrolled"). */
export async function rewardsStatus(page: Page): Promise<string> {
  await page.goto(rewardsPath);
  const status = page.getByTestId('loyalty-status').filter({ visible: true });
  await expect(status).toBeVisible();
  return (await status.textContent())!.trim();
}

/** Fills in the form as a practice would; `acknowledge` false leaves the disclosure box unticked. */
export async function fillEnrolment(page: Page, { acknowledge = true }: { acknowledge?: boolean } = {}) {
  const form = enrolmentForm(page);
  await form.getByLabel('Contact name').fill('Office Manager');
  await form.getByLabel('Phone (optional)').fill('(555) 010-2030');
  await form.getByLabel('Practice type').selectOption('dental');
  const disclosure = form.getByRole('checkbox', { name: /must be disclosed and appropriately reported/ });
  if (acknowledge) await disclosure.check();
  else await disclosure.uncheck();
  await form.getByRole('checkbox', { name: 'I accept the ASAP rewards programme terms.' }).check();
}

/** Enrols the signed-in customer's office through the form, unless it already is. */
export async function ensureEnrolled(page: Page) {
  if ((await rewardsStatus(page)).startsWith('Enrolled')) return;
  await page.goto(programmePath);
  await fillEnrolment(page);
  await enrolmentForm(page).getByRole('button', { name: 'Enrol my office' }).click();
  await expect(page.getByTestId('asap-confirmation')).toBeVisible();
}

/** Unenrols through the rewards page's button and its confirmation. */
export async function unenrol(page: Page) {
  await page.getByRole('button', { name: 'Unenrol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave ASAP rewards?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Unenrol' }).click();
  await expect(page.getByText(/has left ASAP rewards/).first()).toBeVisible();
  await expect(page.getByTestId('loyalty-status').filter({ visible: true })).toHaveText('Not enrolled');
}

/** Leaves the programme if the office is in it, so a test starts from "not enrolled" whatever ran before. */
export async function ensureNotEnrolled(page: Page) {
  if ((await rewardsStatus(page)).startsWith('Enrolled')) await unenrol(page);
}

/** The page at a desktop and a phone width, each kept as a screenshot; the phone must not scroll sideways. */
export async function screenshotBothWidths(page: Page, testInfo: TestInfo, name: string) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, testInfo, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  // What sticks out, named in the failure, so a layout bug says where it is.
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((element) => element.getBoundingClientRect().right > 390.5)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join('; ')).toBeLessThanOrEqual(390);
  await keepScreenshot(page, testInfo, `${name}-phone`);
  if (before) await page.setViewportSize(before);
}

/** A download as the page's link serves it, through the signed-in browser's cookies. */
export async function download(page: Page, href: string) {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  return { headers: response.headers(), body: await response.body() };
}

import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * A full-page screenshot attached to the test's results (desktop and phone layouts are looked at by
 * people); SCREENSHOT_DIR keeps a copy outside test-results, which the next run clears.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  if (process.env.SCREENSHOT_DIR) await copyFile(file, path.join(process.env.SCREENSHOT_DIR, `${name}.png`));
}

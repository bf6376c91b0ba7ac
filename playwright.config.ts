import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { recaptchaFake as recaptcha } from './e2e/fakes/recaptcha-settings';

// Both apps run from their production builds against a freshly seeded embedded database
// (scripts/e2e.mjs builds them and clears .test-data/e2e first).
const apiPort = 4400;
const webPort = 3400;
const dataDir = path.resolve('.test-data/e2e');

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    // Bot protection is on in the browser tests, against a local fake of reCAPTCHA: every sign-in,
    // registration and reset goes through it for real.
    {
      command: 'node e2e/fakes/recaptcha.mjs',
      url: `${recaptcha.origin}/api.js`,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { RECAPTCHA_FAKE_PORT: String(recaptcha.port), RECAPTCHA_FAKE_SECRET: recaptcha.secret, RECAPTCHA_FAKE_SITE_KEY: recaptcha.siteKey },
    },
    {
      command: 'node apps/api/dist/server.js',
      url: `http://127.0.0.1:${apiPort}/ready`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        SEED_ON_EMPTY: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Customer access tokens expire after 10 s (instead of 15 min), so the tests see the proxy refresh them
        // and see a failed refresh sign the customer out (e2e/account/session-expiry.spec.ts).
        SESSION_ACCESS_TOKEN_TTL_SECONDS: '10',
        RECAPTCHA_SECRET_KEY: recaptcha.secret,
        RECAPTCHA_VERIFY_URL: `${recaptcha.origin}/siteverify`,
      },
    },
    {
      // The production server as npm start runs it: a `next start` per core (apps/web/cluster.mjs).
      command: `node cluster.mjs -p ${webPort}`,
      cwd: 'apps/web',
      url: `http://127.0.0.1:${webPort}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        API_URL: `http://127.0.0.1:${apiPort}`,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        RECAPTCHA_SITE_KEY: recaptcha.siteKey,
        RECAPTCHA_SCRIPT_URL: `${recaptcha.origin}/api.js`,
      },
    },
  ],
});

import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { recaptchaFake as recaptcha } from './e2e/fakes/recaptcha-settings';
import { sandboxGateway as gateway } from './e2e/payments/sandbox-gateway-settings';
import { smtpFake } from './e2e/fakes/smtp-settings';
import { smsFake } from './e2e/fakes/sms-settings';
import { errorReportingFake } from './e2e/fakes/error-reporting-settings';
import { personalisationFake } from './e2e/fakes/personalisation-settings';

// Both apps run from their production builds against a freshly seeded embedded database
// (scripts/e2e.mjs builds them and clears .test-data/e2e first).
const apiPort = 4400;
const webPort = 3400;
const dataDir = path.resolve('.test-data/e2e');
// The API calls the storefront's /api/revalidate with it after a content change (both run in production mode).
const contentRevalidateSecret = randomBytes(24).toString('base64url');

export default defineConfig({
  testDir: './e2e',
  // Flows of ten page loads took 31-33 s on a slow day of the 2-core host (a trace shows every step progressing, none
  // hung): the test timeout is there to catch a hang; the expect timeout catches a wrong page.
  timeout: 60_000,
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
      env: {
        RECAPTCHA_FAKE_PORT: String(recaptcha.port),
        RECAPTCHA_FAKE_SECRET: recaptcha.secret,
        RECAPTCHA_FAKE_SITE_KEY: recaptcha.siteKey,
      },
    },
    // Mail goes over SMTP to a local fake that keeps it for the tests to read (registration links, e2e/account).
    {
      command: 'node e2e/fakes/smtp.mjs',
      url: smtpFake.mailsUrl,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_FAKE_PORT: String(smtpFake.port), SMTP_FAKE_HTTP_PORT: String(smtpFake.httpPort) },
    },
    // The storefront reports errors to a local fake of a Sentry-protocol service, and loads a local fake of the
    // personalisation service's script (e2e/client).
    {
      command: 'node e2e/fakes/error-reporting.mjs',
      url: `${errorReportingFake.origin}/events`,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ERROR_REPORTING_FAKE_PORT: String(errorReportingFake.port) },
    },
    {
      command: 'node e2e/fakes/personalisation.mjs',
      url: personalisationFake.scriptUrl,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PERSONALISATION_FAKE_PORT: String(personalisationFake.port) },
    },
    // Texts go to a local fake of Twilio's Messages API that keeps them for the tests to read (e2e/sms).
    {
      command: 'node e2e/fakes/sms.mjs',
      url: `${smsFake.origin}/messages`,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        SMS_FAKE_PORT: String(smsFake.port),
        SMS_FAKE_ACCOUNT_SID: smsFake.accountSid,
        SMS_FAKE_AUTH_TOKEN: smsFake.authToken,
      },
    },
    // The sandbox payment gateway on its own origin: card fields for the storefront's pages, an API for ours.
    {
      command: 'node apps/gateway/dist/main.js',
      url: `${gateway.origin}/health`,
      timeout: 10_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        GATEWAY_PORT: String(gateway.port),
        GATEWAY_SECRET_KEY: gateway.secretKey,
        GATEWAY_ALLOWED_ORIGINS: `http://127.0.0.1:${webPort}`,
        DATA_DIR: dataDir,
      },
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
        PAYMENT_GATEWAY_URL: gateway.origin,
        PAYMENT_GATEWAY_SECRET_KEY: gateway.secretKey,
        SMTP_URL: smtpFake.url,
        TWILIO_ACCOUNT_SID: smsFake.accountSid,
        TWILIO_AUTH_TOKEN: smsFake.authToken,
        TWILIO_FROM: smsFake.from,
        TWILIO_API_URL: smsFake.origin,
        // Links in mails lead to this storefront.
        STOREFRONT_URL: `http://127.0.0.1:${webPort}`,
        CONTENT_REVALIDATE_SECRET: contentRevalidateSecret,
        // Every test registers from one address (the storefront's visitor 127.0.0.1).
        SIGNUPS_PER_HOUR: '1000',
        // Likewise every SMS sign-up, the security fuzz's hostile ones included (e2e/sms runs after it).
        SMS_SIGNUPS_PER_HOUR: '1000',
      },
    },
    {
      // The production server as npm start runs it: a Next server per core (apps/web/cluster.mjs).
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
        // A production storefront refuses to start without its own session secret.
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        RECAPTCHA_SITE_KEY: recaptcha.siteKey,
        RECAPTCHA_SCRIPT_URL: `${recaptcha.origin}/api.js`,
        PAYMENT_FIELDS_URL: gateway.origin,
        ERROR_REPORTING_DSN: errorReportingFake.dsn,
        PERSONALISATION_SCRIPT_URL: personalisationFake.scriptUrl,
        CONTENT_REVALIDATE_SECRET: contentRevalidateSecret,
      },
    },
  ],
});

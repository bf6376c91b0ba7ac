import path from 'node:path';
import { dsnFromString } from '@sentry/core';
import { z } from 'zod';

/** Process configuration from the environment, validated once at start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL connections per API process; about twice the database's cores serves short queries best. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Where embedded PGlite keeps its files when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('.data'),
  /** Seed the demo data when the database is empty (npm start sets it). */
  SEED_ON_EMPTY: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** JSON lines (production) or one short readable line per entry (`npm start` on a terminal). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /** Public origin of the storefront, used in links the API writes (emails, redirects). */
  STOREFRONT_URL: z.string().url().default('http://localhost:3000'),
  /** Bearer secret of the storefront's /api/revalidate (content publishing); unset in production = no revalidation. */
  CONTENT_REVALIDATE_SECRET: z.string().min(16).optional(),
  /** Markdown files the demo seed imports (npm run seed, npm start on an empty database); default: content/demo. */
  DEMO_CONTENT_DIR: z.string().min(1).optional(),
  /** Email-marketing provider (newsletter); unset keeps subscriptions local only. */
  NEWSLETTER_PROVIDER_URL: z.string().url().optional(),
  NEWSLETTER_PROVIDER_API_KEY: z.string().optional(),
  NEWSLETTER_LIST_ID: z.string().optional(),
  /** Lifetime of access tokens from POST /oauth/token; 48 h as on commercetools. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(172_800),
  /**
   * How long identical product searches reuse computed results in this process (0 = never); bounds staleness after
   * catalogue writes.
   */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * How long a sku's price candidates are reused in this process for POST /ct/pricing (0 = never); the applicable price
   * is still chosen per request.
   */
  PRICE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Lifetime of customer and anonymous access tokens; short, because they stay valid after logout (verification is
   * stateless).
   * Values under a minute only make sense for tests that watch a token expire (the browser tests use a few seconds).
   */
  SESSION_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Absolute lifetime of a customer sign-in and how long it may go unused (ASVS 4.0.3 3.3.2 L2: 12 h, 30 min). */
  CUSTOMER_SESSION_MAX_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 90)
    .default(12),
  CUSTOMER_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .min(5)
    .max(24 * 60 * 30)
    .default(30),
  /**
   * A spent refresh token presented again within this many seconds gets another successor instead
   * of revoking its session: several storefront processes may refresh one session at once. Later
   * reuse is treated as theft (the session ends). 0 turns the grace off.
   */
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /**
   * How often each API instance reads the sign-in sessions ended lately (logout, password change): the longest an
   * ended session's access token keeps working.
   */
  SESSION_REVOCATION_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** How long a sales representative's sync to a customer lasts before it ends by itself (issue 18). */
  SALES_REP_SYNC_HOURS: z.coerce.number().min(0.01).max(24).default(8),
  /** Absolute lifetime of an anonymous session (its cart). */
  ANONYMOUS_SESSION_MAX_DAYS: z.coerce.number().min(1).max(365).default(30),
  /**
   * Failed sign-ins (and wrong current passwords) allowed within the window before 429: per account from one visitor,
   * and per visitor over all accounts. Another visitor (the owner elsewhere) is not held back by them.
   */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().min(1).max(60).default(15),
  /** Failures per account and hour from all visitors together: bounds distributed guessing (ASVS 4.0.3 2.2.1). */
  LOGIN_FAILURES_PER_ACCOUNT_HOUR: z.coerce.number().int().min(1).max(100).default(100),
  /**
   * API clients whose calls may name the visitor they make them for (the storefront's server, header
   * x-visitor-address); every per-visitor limit then counts that visitor. Comma-separated client ids.
   */
  TRUSTED_VISITOR_CLIENTS: z
    .string()
    .default('storefront')
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  /** Concurrent Argon2 operations per process and how many may wait; beyond that 503 OverCapacity. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /**
   * Fastify trustProxy: unset/false ignores X-Forwarded-For; `true` or a comma-separated list of proxy addresses/CIDRs
   * trusts it.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | string =>
      value === 'true' ? true : value === 'false' || value === '' ? false : value,
    ),
  /** reCAPTCHA v3: setting the secret turns bot protection on. */
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** SMTP for outgoing mail (smtp://user:pass@host:port or smtps://…); unset keeps mail in the local outbox only. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Chairside <no-reply@chairside.local>'),
  /**
   * A request holding an Idempotency-Key that has not answered after this long belongs to a process that died: a retry
   * with the key then runs again instead of hearing 409 "in progress". Longer than any request may take.
   */
  IDEMPOTENCY_ABANDONED_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Bounds each wait on the SMTP server (connect, greeting, every read); mails are delivered outside requests. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** POST /events: events one client IP may send per minute (429 beyond). */
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** A Sentry-protocol DSN (Sentry, GlitchTip, ...): unexpected errors are reported there; unset keeps them in the log. */
  ERROR_REPORTING_DSN: z
    .string()
    .refine((dsn) => dsnFromString(dsn) !== undefined, 'a DSN such as https://<public key>@<host>/<project id>')
    .optional(),
  /** POST /errors: storefront error reports one visitor may send per minute (429 beyond). */
  ERROR_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** POST /mw/contact: contact-form messages one client IP may send per hour (429 beyond). */
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  /** POST /aces/me/signup: registrations one visitor may send per hour (429 beyond). */
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * Run the periodic jobs (auth cleanup, ...) inside the API process: `auto` does so on embedded PGlite only; with
   * PostgreSQL run `npm run worker`.
   */
  JOBS_IN_PROCESS: z.enum(['auto', '0', '1']).default('auto'),
  /**
   * How long ended sign-in sessions, used or expired reset links and old failed-attempt records are kept before the
   * cleanup job deletes them.
   */
  AUTH_RECORD_RETENTION_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24 * 7),
  /**
   * Payment gateway for cards; `sandbox` (the default: apps/gateway, its own process, which npm start runs) stores and
   * authorizes cards with outcomes by test card number (README).
   */
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  /** The gateway's server-to-server API and its secret key (the sandbox's GATEWAY_PORT and GATEWAY_SECRET_KEY). */
  PAYMENT_GATEWAY_URL: z.string().url().default('http://127.0.0.1:4100'),
  PAYMENT_GATEWAY_SECRET_KEY: z.string().min(16).default('sandbox-demo-secret-key'),
  /**
   * How long the API waits for a gateway call before answering 504 (the client retries with the same Idempotency-Key);
   * below the storefront's 10 s API timeout, so the 504 reaches it.
   */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(10).max(120_000).default(8000),
  /** Cards one customer may submit per hour (POST /mw/cards): stops card testing through a stolen account. */
  CARD_ATTEMPTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * The distributor's ERP order endpoint: placed orders are POSTed there as JSON; unset writes them as files to
   * ERP_EXPORT_DIR.
   */
  ERP_EXPORT_URL: z.string().url().optional(),
  ERP_EXPORT_TOKEN: z.string().min(1).optional(),
  ERP_EXPORT_TIMEOUT_MS: z.coerce.number().int().min(10).max(120_000).default(10_000),
  /** Where the embedded default writes order export files (default <DATA_DIR>/erp-exports). */
  ERP_EXPORT_DIR: z.string().optional(),
  /** The distributor's IANA time zone: REPLENISH plans order on its calendar dates. */
  DISTRIBUTOR_TIME_ZONE: z
    .string()
    .refine((zone) => Intl.supportedValuesOf('timeZone').includes(zone) || zone === 'UTC', 'an IANA time zone')
    .default('America/New_York'),
  /** Days before a REPLENISH order its reminder mail goes out. */
  REPLENISH_REMINDER_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  /** How often the REPLENISH job looks for due plans. */
  REPLENISH_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How long a worker's claim on a plan keeps others off it; a crashed worker's plans are run again after it. */
  REPLENISH_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Twilio's Messages API for texts (SMS sign-up); unset keeps texts in the local SMS outbox (`npm run sms`). */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: a phone number in E.164 or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** POST /mw/sms-signups and its resends: requests one visitor may send per hour (429 beyond). */
  SMS_SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  return {
    ...values,
    pgliteDir: path.resolve(values.DATA_DIR, 'pglite'),
  };
}

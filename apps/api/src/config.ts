import path from 'node:path';
import { z } from 'zod';

/** Process configuration from the environment, validated once at start-up. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  /** Where embedded PGlite keeps its files when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('.data'),
  /** Seed the demo data when the database is empty (npm start sets it). */
  SEED_ON_EMPTY: z.enum(['0', '1']).default('0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the storefront, used in links the API writes (emails, redirects). */
  STOREFRONT_URL: z.string().url().default('http://localhost:3000'),
  /** Email-marketing provider (newsletter); unset keeps subscriptions local only. */
  NEWSLETTER_PROVIDER_URL: z.string().url().optional(),
  NEWSLETTER_PROVIDER_API_KEY: z.string().optional(),
  NEWSLETTER_LIST_ID: z.string().optional(),
  /** Lifetime of access tokens from POST /oauth/token; 48 h as on commercetools. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(30 * 86_400).default(172_800),
  /** How long identical product searches reuse computed results in this process (0 = never); bounds staleness after catalogue writes. */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
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

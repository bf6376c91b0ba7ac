import path from 'node:path';
import { z } from 'zod';

const origin = z
  .string()
  .url()
  .transform((value) => new URL(value).origin);

/** The gateway process's configuration from the environment, checked once at start-up. */
const envSchema = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  /** The secret key of the server-to-server API; the store's API sends it as PAYMENT_GATEWAY_SECRET_KEY. */
  GATEWAY_SECRET_KEY: z.string().min(16).default('sandbox-demo-secret-key'),
  /** The storefront origins that may embed the card fields, comma-separated. */
  GATEWAY_ALLOWED_ORIGINS: z
    .string()
    .default('http://localhost:3000,http://127.0.0.1:3000')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin).min(1)),
  /** Where the stored cards and authorizations are kept (as the API keeps its embedded database). */
  DATA_DIR: z.string().default('.data'),
});

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid gateway configuration: ${problems}`);
  }
  return { ...parsed.data, stateFile: path.resolve(parsed.data.DATA_DIR, 'sandbox-gateway.json') };
}

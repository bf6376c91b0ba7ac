import type { FastifyBaseLogger } from 'fastify';

/**
 * Tells the storefront which cached content pages to rebuild after a change is committed (issue 20). Never throws:
 * a storefront that is down or slow is logged and its pages refresh with their 300 s fallback instead.
 */
export interface StorefrontRevalidator {
  revalidate(tags: readonly string[]): Promise<void>;
}

export interface HttpRevalidatorOptions {
  /** The storefront's public origin (STOREFRONT_URL). */
  storefrontUrl: string;
  secret: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** POST {tags} to the storefront's /api/revalidate with the shared bearer secret, waiting at most 2 s. */
export function httpStorefrontRevalidator(options: HttpRevalidatorOptions): StorefrontRevalidator {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const url = new URL('/api/revalidate', options.storefrontUrl).toString();
  return {
    async revalidate(tags) {
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 2_000),
        });
        await response.body?.cancel();
        if (!response.ok) options.log.warn({ tags, status: response.status }, 'storefront revalidation refused');
      } catch (error) {
        // Unreachable or slow (a storefront not started yet): the reason is enough, a stack adds nothing.
        const reason =
          error instanceof Error
            ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
            : String(error);
        options.log.warn({ tags, reason }, 'storefront revalidation failed');
      }
    },
  };
}

/** Without a secret nothing is sent: said once in the log, not on every publish. */
export function disabledRevalidator(log: FastifyBaseLogger): StorefrontRevalidator {
  let told = false;
  return {
    async revalidate() {
      if (told) return;
      told = true;
      log.warn('CONTENT_REVALIDATE_SECRET is not set: published content reaches the storefront within 300 s');
    },
  };
}

/** Seeding an empty database: no storefront has cached anything yet. */
export const noRevalidation: StorefrontRevalidator = { revalidate: async () => {} };

/** The development and test default, which the storefront uses too when CONTENT_REVALIDATE_SECRET is unset. */
export const devRevalidateSecret = 'dev-content-revalidate-secret';

export function revalidatorFromConfig(
  config: { NODE_ENV: string; STOREFRONT_URL: string; CONTENT_REVALIDATE_SECRET?: string | undefined },
  log: FastifyBaseLogger,
): StorefrontRevalidator {
  const secret =
    config.CONTENT_REVALIDATE_SECRET ?? (config.NODE_ENV === 'production' ? undefined : devRevalidateSecret);
  return secret
    ? httpStorefrontRevalidator({ storefrontUrl: config.STOREFRONT_URL, secret, log })
    : disabledRevalidator(log);
}

import proxyAddr from '@fastify/proxy-addr';

/** Whether the hop at this position of the forwarding chain (0: our connection's peer) is a proxy we believe. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY, read as the API reads its own: unset or `false` believes no proxy, so the visitor is the peer of the
 * connection; `true` believes every hop (only when the proxy in front replaces X-Forwarded-For); otherwise a
 * comma-separated list of the proxies' addresses or CIDRs (or `loopback`, `linklocal`, `uniquelocal`).
 */
export function proxyTrustOf(setting: string | undefined): ProxyTrust {
  const value = setting?.trim() ?? '';
  if (value === '' || value === 'false') return () => false;
  if (value === 'true') return () => true;
  try {
    return proxyAddr.compile(value.split(',').map((entry) => entry.trim()));
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be true, false or a comma-separated list of proxy addresses or CIDRs (${(error as Error).message}).`,
    );
  }
}

let configured: ProxyTrust | undefined;

/** The trust this process was started with; a bad TRUST_PROXY stops the start (next.config.ts). */
export const configuredProxyTrust = (): ProxyTrust => (configured ??= proxyTrustOf(process.env.TRUST_PROXY));

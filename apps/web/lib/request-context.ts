import 'server-only';
import { headers } from 'next/headers';
import { parseFeatureFlags, requestHeaderNames } from './request-headers';

export interface RequestContext {
  /** The requested path, e.g. for "Page Not Found: {path}". */
  pathname: string | undefined;
  hasSessionCookie: boolean;
  featureFlags: string[];
}

/** What the proxy learned about this request. Reading headers makes the page dynamic, as the CSP nonce needs. */
export async function getRequestContext(): Promise<RequestContext> {
  const list = await headers();
  return {
    pathname: list.get(requestHeaderNames.pathname) ?? undefined,
    hasSessionCookie: list.get(requestHeaderNames.hasSessionCookie) === '1',
    featureFlags: parseFeatureFlags(list.get(requestHeaderNames.featureFlags)),
  };
}

/**
 * This response's CSP nonce, for inline scripts of our own (JSON-LD). The proxy puts the policy
 * on the request, where Next also finds it for its scripts.
 */
export async function getCspNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? '';
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}

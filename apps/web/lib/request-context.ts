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

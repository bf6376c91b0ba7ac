import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { configuredProxyTrust } from './proxy-trust';
import { visitorAddressOf } from './visitor-address';

/**
 * The address of the visitor whose request is being served; undefined outside a request (start-up) and inside a
 * cached read that every visitor shares, where headers() is refused. Next's own signals are never swallowed.
 */
export async function currentVisitorAddress(): Promise<string | undefined> {
  let forwardedFor: string | null;
  try {
    forwardedFor = (await headers()).get('x-forwarded-for');
  } catch (error) {
    unstable_rethrow(error);
    return undefined;
  }
  return visitorAddressOf(forwardedFor, configuredProxyTrust());
}

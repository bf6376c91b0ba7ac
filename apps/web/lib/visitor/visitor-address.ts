import { isIP } from 'node:net';
import type { ProxyTrust } from './proxy-trust';

/**
 * The visitor's address in a request's X-Forwarded-For, whose last entry is always the peer of our own connection
 * (server.mjs appends it): from there leftwards, the first hop that is not a trusted proxy. Undefined when that is
 * not an IP address (a trusted proxy passed on garbage), so nothing unchecked reaches the API.
 */
export function visitorAddressOf(forwardedFor: string | null | undefined, trust: ProxyTrust): string | undefined {
  if (!forwardedFor) return undefined;
  const nearestFirst = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .reverse();
  let hop = 0;
  while (hop < nearestFirst.length - 1 && trust(nearestFirst[hop]!, hop)) hop += 1;
  // An IPv4 visitor reached through an IPv6 socket is the same visitor as over IPv4.
  const address = nearestFirst[hop]!.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) ? address : undefined;
}

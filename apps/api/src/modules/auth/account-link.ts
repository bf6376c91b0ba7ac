import { randomToken, tokenDigest } from './opaque-token';

/**
 * A fresh single-use link to a storefront page: the URL (with its 256-bit token) to mail, and the token's digest, the
 * only part that is stored.
 */
export function newAccountLink(storefrontUrl: string, path: string): { url: URL; tokenHash: string } {
  const token = randomToken();
  const url = new URL(path, storefrontUrl);
  url.searchParams.set('token', token);
  return { url, tokenHash: tokenDigest(token) };
}

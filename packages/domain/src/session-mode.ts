/**
 * When a storefront session's access token is refreshed (spec §4 session mode): once the seconds
 * elapsed since it was issued reach expires_in, counted with a margin of a fifth of its lifetime,
 * at most 30 s. A token about to expire would otherwise run out while the page that carries it is
 * still making its API calls.
 */
export function tokenNeedsRefresh(credentials: { createdAt: number; expiresIn: number }, now: number): boolean {
  const marginSeconds = Math.min(30, credentials.expiresIn / 5);
  return (now - credentials.createdAt) / 1000 >= credentials.expiresIn - marginSeconds;
}

/** Whether an access token has run out: the API refuses it from expires_in seconds after it was issued. */
export function tokenExpired(credentials: { createdAt: number; expiresIn: number }, now: number): boolean {
  return (now - credentials.createdAt) / 1000 >= credentials.expiresIn;
}

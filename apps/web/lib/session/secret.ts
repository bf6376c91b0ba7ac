/** For development and unit tests only: it is in the repository, so anyone could seal a session with it. */
const developmentSecret = 'chairside-dev-session-secret-change-me-0123456789';

/**
 * The key that seals the session cookie: SESSION_SECRET, at least 32 characters. A production build refuses to run
 * without one rather than fall back to the public development key; next.config.ts asks at start-up, so the
 * server stops before it serves anything.
 */
export function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET;
  if (!secret) {
    if (process.env.NODE_ENV === 'production')
      throw new Error(
        'SESSION_SECRET is not set. The storefront needs its own secret in production (32 or more random characters, e.g. `openssl rand -base64 32`); `npm start` makes one under .data/.',
      );
    return developmentSecret;
  }
  if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long.');
  return secret;
}

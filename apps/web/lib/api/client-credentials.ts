import 'server-only';

/**
 * The Basic authorization of the storefront's own API client (DESIGN.md §4), for the token
 * endpoints and /auth/*; STOREFRONT_CLIENT_ID and STOREFRONT_CLIENT_SECRET in production.
 */
export function storefrontClientAuthorization(): string {
  const clientId = process.env.STOREFRONT_CLIENT_ID ?? 'storefront';
  const clientSecret = process.env.STOREFRONT_CLIENT_SECRET ?? 'storefront-demo-secret';
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

import 'server-only';
import { tokenResponseSchema } from '@chairside/contracts';
import { accountCall } from './account-client';
import { tokenCache, type IssuedToken } from './token-cache';

/** What the storefront reads anonymously: published products, categories, reviews, print catalogues. */
const defaultScopes = ['view_published_products', 'view_categories', 'view_reviews', 'view_content'];
/** A token is replaced this long before it expires, so no request starts with one about to lapse. */
const refreshMarginSeconds = 60;
const timeoutMs = 5000;

function defaultScope(): string {
  return (process.env.STOREFRONT_SCOPES?.split(/\s+/).filter(Boolean) ?? defaultScopes)
    .map((name) => (name.includes(':') ? name : `${name}:aces`))
    .join(' ');
}

/** POST /oauth/token with the client credentials grant (reference §5). */
async function requestToken(scope = defaultScope()): Promise<IssuedToken> {
  const reply = await accountCall('/oauth/token', {
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
    auth: { client: true },
    timeoutMs,
  });
  if (reply.status !== 200) throw new Error(`POST /oauth/token answered ${reply.status}`);
  const token = tokenResponseSchema.parse(reply.body);
  return { accessToken: token.access_token, expiresIn: token.expires_in };
}

/**
 * The public (browsing) access token of the storefront's API client (spec §4 session mode
 * "public"), shared by every visitor: it carries no customer. It lives in process memory as a
 * cache only; every instance fetches its own.
 */
const publicToken = tokenCache(() => requestToken(), refreshMarginSeconds);

/**
 * The storefront's own token for registration (POST /aces/me/signup needs manage_my_profile; it carries no customer).
 */
const registrationToken = tokenCache(() => requestToken('manage_my_profile:aces'), refreshMarginSeconds);
export const registrationAccessToken = () => registrationToken.get();

export const publicAccessToken = () => publicToken.get();
export const forgetPublicAccessToken = (token: string) => publicToken.forget(token);

import 'server-only';
import { newsletterSubscribeResponseSchema } from '@chairside/contracts';
import { apiRequest } from './client';
import { storefrontClientAuthorization } from './client-credentials';

/**
 * Subscribes an email; throws on any refusal (400), provider failure (502) or network error. With our client
 * credentials, so the API counts the visitor the transport names rather than this server.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await apiRequest('/mw/newsletter', newsletterSubscribeResponseSchema, {
    method: 'POST',
    body: JSON.stringify({ email }),
    headers: { authorization: storefrontClientAuthorization() },
  });
}

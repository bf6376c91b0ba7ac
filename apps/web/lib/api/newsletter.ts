import 'server-only';
import { newsletterSubscribeResponseSchema } from '@chairside/contracts';
import { apiRequest } from './client';

/** Subscribes an email; throws on any refusal (400), provider failure (502) or network error. */
export async function subscribeToNewsletter(email: string): Promise<void> {
  await apiRequest('/mw/newsletter', newsletterSubscribeResponseSchema, { method: 'POST', body: JSON.stringify({ email }) });
}

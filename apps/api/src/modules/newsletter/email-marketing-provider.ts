import { NewsletterProviderError, type NewsletterProvider } from './newsletter-provider';

export interface EmailMarketingProviderOptions {
  url: string;
  apiKey: string;
  listId: string;
  /** The clock for the Revision header (today's date). */
  now: () => Date;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** The subscription body of spec §7: a subscription whose profile carries the email, related to a list. */
export function subscriptionBody(email: string, listId: string) {
  return {
    data: {
      type: 'subscription',
      attributes: { profile: { data: { type: 'profile', attributes: { email } } } },
      relationships: { list: { data: { type: 'list', id: listId } } },
    },
  };
}

/** A Klaviyo-style email-marketing API. Only success or failure of the answer is read (spec §7). */
export function emailMarketingProvider(options: EmailMarketingProviderOptions): NewsletterProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    remote: true,
    async subscribe(email) {
      let response: Response;
      try {
        response = await fetchImpl(options.url, {
          method: 'POST',
          headers: {
            authorization: `Klaviyo-API-Key ${options.apiKey}`,
            'content-type': 'application/vnd.api+json',
            accept: 'application/vnd.api+json',
            revision: options.now().toISOString().slice(0, 10),
          },
          body: JSON.stringify(subscriptionBody(email, options.listId)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new NewsletterProviderError(`Email-marketing provider unreachable: ${(error as Error).message}`, {
          cause: error,
        });
      }
      // The body is never read; cancelling it frees the connection.
      await response.body?.cancel();
      if (!response.ok) throw new NewsletterProviderError(`Email-marketing provider answered ${response.status}`);
    },
  };
}

/** Where newsletter subscriptions go besides our own table. */
export interface NewsletterProvider {
  /** True when subscribe() reaches a remote list; only then is its outcome recorded on the row. */
  readonly remote: boolean;
  /** Resolves when the provider accepted the address; throws NewsletterProviderError otherwise. */
  subscribe(email: string): Promise<void>;
}

export class NewsletterProviderError extends Error {
  override name = 'NewsletterProviderError';
}

/** The embedded default: the subscription table is the list. */
export const localNewsletterProvider: NewsletterProvider = {
  remote: false,
  async subscribe() {},
};

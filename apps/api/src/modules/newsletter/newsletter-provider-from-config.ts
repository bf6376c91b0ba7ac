import type { Config } from '../../config';
import { emailMarketingProvider } from './email-marketing-provider';
import { localNewsletterProvider, type NewsletterProvider } from './newsletter-provider';

/** The email-marketing provider when URL, key and list are all configured, else the local one. */
export function newsletterProviderFromConfig(config: Config, now: () => Date = () => new Date()): NewsletterProvider {
  const { NEWSLETTER_PROVIDER_URL: url, NEWSLETTER_PROVIDER_API_KEY: apiKey, NEWSLETTER_LIST_ID: listId } = config;
  if (url && apiKey && listId) return emailMarketingProvider({ url, apiKey, listId, now });
  return localNewsletterProvider;
}

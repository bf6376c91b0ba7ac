import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { localNewsletterProvider } from './newsletter-provider';
import { newsletterProviderFromConfig } from './newsletter-provider-from-config';

const provider = {
  NEWSLETTER_PROVIDER_URL: 'https://marketing.example.com/api/subscriptions',
  NEWSLETTER_PROVIDER_API_KEY: 'pk',
  NEWSLETTER_LIST_ID: 'L1',
};

describe('newsletterProviderFromConfig', () => {
  it('uses the email-marketing provider when URL, key and list are all set', () => {
    const chosen = newsletterProviderFromConfig(loadConfig(provider));
    expect(chosen.remote).toBe(true);
  });

  it.each(Object.keys(provider))('stays local when %s is missing', (missing) => {
    const env = Object.fromEntries(Object.entries(provider).filter(([name]) => name !== missing));
    expect(newsletterProviderFromConfig(loadConfig(env))).toBe(localNewsletterProvider);
  });
});

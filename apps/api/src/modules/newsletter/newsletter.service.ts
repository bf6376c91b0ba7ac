import { newsletterRepository, type Db } from '@chairside/db';
import { isValidEmail, messages } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError, invalidField } from '../../http/api-error';
import type { NewsletterProvider } from './newsletter-provider';

export function newsletterService(db: Db, provider: NewsletterProvider, log: FastifyBaseLogger) {
  const repository = newsletterRepository(db);
  return {
    /**
     * Stores the address once and passes it to the provider. A repeated address gets the same
     * answer as a new one, so the endpoint does not reveal who is subscribed.
     */
    async subscribe(rawEmail: string): Promise<{ subscribed: true }> {
      const email = rawEmail.trim();
      if (!isValidEmail(email)) throw invalidField('email', messages.invalidEmail, rawEmail);
      const { id } = await repository.subscribe(email, 'footer');
      if (!provider.remote) return { subscribed: true };
      try {
        await provider.subscribe(email);
      } catch (error) {
        log.error({ err: error, subscriptionId: id }, 'newsletter provider rejected a subscription');
        await repository.markProviderStatus(id, 'failed');
        throw new ApiError(502, 'NewsletterProviderFailed', messages.newsletterFailure);
      }
      await repository.markProviderStatus(id, 'synced');
      return { subscribed: true };
    },
  };
}

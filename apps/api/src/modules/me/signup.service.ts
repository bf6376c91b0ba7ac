import type { Customer, MyCustomerDraft } from '@chairside/contracts';
import { customerRepository, type Db } from '@chairside/db';
import { isValidEmail, messages } from '@chairside/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError, invalidField } from '../../http/api-error';
import type { PasswordHasher } from '../auth/password-hasher';
import { requireHuman, type BotProtection } from '../bot-protection/bot-protection';
import { toCustomer } from './customer.mapper';
import type { CustomerViews } from './customer-view';
import { assertListedValue } from './listed-values';
import { assertAcceptablePassword } from './new-password';

export interface SignupDeps {
  views: CustomerViews;
  hasher: PasswordHasher;
  botProtection: BotProtection;
  log: FastifyBaseLogger;
}

/**
 * POST /aces/me/signup: registers a customer. New customers belong to no office until customer
 * service sets one up, so their first GET me triggers the no-address rule of spec §4.
 */
export function signupService(db: Db, { views, hasher, botProtection, log }: SignupDeps) {
  return {
    async signup(draft: MyCustomerDraft, remoteIp: string): Promise<{ customer: Customer }> {
      await requireHuman(botProtection, { token: draft['recaptcha-token'], action: 'register', remoteIp }, log);
      const email = draft.email.trim();
      if (!isValidEmail(email)) throw invalidField('email', messages.invalidEmail, email);
      assertAcceptablePassword('password', draft.password);
      const fields = draft.custom?.fields ?? {};
      if (fields.job_function !== undefined) assertListedValue('job_function', fields.job_function);
      if (fields.practice_type !== undefined) assertListedValue('practice_type', fields.practice_type);
      // Hashing before the insert keeps the time of a duplicate close to that of a new registration.
      const passwordHash = await hasher.hash(draft.password);
      const created = await customerRepository(db).create({
        email,
        passwordHash,
        firstName: draft.firstName ?? null,
        lastName: draft.lastName ?? null,
        practiceName: fields.practice_name ?? null,
        practiceType: fields.practice_type ?? null,
        jobFunction: fields.job_function ?? null,
      });
      // Deliberate, as on commercetools: registration says the email is taken, and the storefront
      // sends the visitor to /customer/account/register/existing. Bot protection on the form
      // keeps this from being a cheap enumeration oracle.
      if (!created) throw new ApiError(400, 'DuplicateField', messages.emailAlreadyRegistered, { field: 'email', duplicateValue: email });
      log.info({ customerId: created.id }, 'customer registered');
      return { customer: toCustomer(await views.load({ customerId: created.id, sessionId: undefined }, created)) };
    },
  };
}

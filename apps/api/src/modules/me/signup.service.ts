import type { MyCustomerDraft } from '@chairside/contracts';
import { customerCredentialsRepository, signupRepository, type Db, type PendingDetails } from '@chairside/db';
import { isValidEmail, messages, normalizeEmail } from '@chairside/domain';
import type { RequestContext } from '../../access/request-context';
import { invalidField } from '../../http/api-error';
import type { RateLimiter } from '../../http/rate-limit';
import { newAccountLink } from '../auth/account-link';
import type { PasswordHasher } from '../auth/password-hasher';
import { requireHuman, type BotProtection } from '../bot-protection/bot-protection';
import type { Mailer } from '../mail/mailer';
import { mailQuota } from '../mail/mail-quota';
import { assertListedValue } from './listed-values';
import { assertAcceptablePassword } from './new-password';
import { alreadyRegisteredMail, confirmationMail } from './signup-mails';

export interface SignupDeps {
  hasher: PasswordHasher;
  botProtection: BotProtection;
  mailer: Mailer;
  /** Registrations per visitor (SIGNUPS_PER_HOUR). */
  perVisitor: RateLimiter;
}

export interface SignupOptions {
  storefrontUrl: string;
  /** How long a confirmation link works. */
  linkTtlMs: number;
  /** Mails per email within the window, confirmation links and notes alike, so the form cannot flood an inbox. */
  mailsPerWindow: number;
  windowMs: number;
}

/** The draft's checks that answer 400 (the same for every email): address, password policy, listed values. */
function checkedDraft(draft: MyCustomerDraft): string {
  const email = draft.email.trim();
  if (!isValidEmail(email)) throw invalidField('email', messages.invalidEmail, email);
  assertAcceptablePassword('password', draft.password);
  const fields = draft.custom?.fields ?? {};
  if (fields.job_function !== undefined) assertListedValue('job_function', fields.job_function);
  if (fields.practice_type !== undefined) assertListedValue('practice_type', fields.practice_type);
  return email;
}

/**
 * POST /aces/me/signup. The answer never tells whether the email has an account (ASVS 6.3.8): every acceptable draft
 * is hashed and answered alike, and what differs happens after the answer. A new email becomes a pending customer with
 * a confirmation link; a pending one takes the new password and details with a new link (whoever holds the mailbox
 * decides); a confirmed one changes nothing and its owner is told. New customers belong to no office until customer
 * service sets one up, so their first GET me after confirming triggers the no-address rule of spec §4.
 */
export function signupService(
  db: Db,
  { hasher, botProtection, mailer, perVisitor }: SignupDeps,
  options: SignupOptions,
  now: () => Date = () => new Date(),
) {
  const credentials = customerCredentialsRepository(db);
  const signups = signupRepository(db);
  const quota = mailQuota(db, { perWindow: options.mailsPerWindow, windowMs: options.windowMs }, now);

  async function register(email: string, details: PendingDetails): Promise<void> {
    const existing = await credentials.findByEmail(email);
    // Over the quota nothing changes either: a pending registration keeps its last link working.
    if (!(await quota.take(`signup:${normalizeEmail(email)}`))) return;
    if (existing?.confirmed) return mailer.send(alreadyRegisteredMail(existing.email, options.storefrontUrl));
    const { url, tokenHash } = newAccountLink(options.storefrontUrl, '/customer/account/register/confirm');
    const link = { tokenHash, expiresAt: new Date(now().getTime() + options.linkTtlMs) };
    const saved = existing
      ? await signups.replacePending(existing.id, details, link, now())
      : await signups.createPending({ email, ...details }, link);
    // Confirmed or registered by a concurrent request meanwhile: that request's mail stands.
    if (saved) await mailer.send(confirmationMail(existing?.email ?? email, url, options.linkTtlMs));
  }

  return {
    async signup(context: RequestContext, draft: MyCustomerDraft): Promise<void> {
      await perVisitor.hit(context.ip, 'Too many registrations. Please try again later.');
      await requireHuman(
        botProtection,
        { token: draft['recaptcha-token'], action: 'register', remoteIp: context.ip },
        context.log,
      );
      const email = checkedDraft(draft);
      const fields = draft.custom?.fields ?? {};
      const details: PendingDetails = {
        passwordHash: await hasher.hash(draft.password),
        firstName: draft.firstName ?? null,
        lastName: draft.lastName ?? null,
        practiceName: fields.practice_name ?? null,
        practiceType: fields.practice_type ?? null,
        jobFunction: fields.job_function ?? null,
      };
      void register(email, details).catch((error: unknown) =>
        context.log.error({ err: error }, 'registration failed after its answer'),
      );
    },
  };
}

export type SignupService = ReturnType<typeof signupService>;

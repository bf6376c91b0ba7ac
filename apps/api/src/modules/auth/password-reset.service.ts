import { customerCredentialsRepository, passwordResetRepository, type Db, type ResetTokenProblem } from '@chairside/db';
import { accountMessages, messages, normalizeEmail, passwordLength, passwordProblem } from '@chairside/domain';
import { ApiError, invalidField } from '../../http/api-error';
import type { Mailer } from '../mail/mailer';
import { mailQuota } from '../mail/mail-quota';
import { newAccountLink } from './account-link';
import { isCommonPassword } from './common-passwords';
import { tokenDigest } from './opaque-token';
import type { PasswordHasher } from './password-hasher';

export interface PasswordResetOptions {
  storefrontUrl: string;
  /** How long a link works. */
  linkTtlMs: number;
  /** At most this many links per email within the window, so the form cannot flood an inbox. */
  mailsPerWindow: number;
  windowMs: number;
  log: { error(details: object, message: string): void };
}

const resetLinkProblem = (problem: ResetTokenProblem) =>
  new ApiError(400, 'InvalidResetToken', accountMessages.resetLinkProblem[problem], { reason: problem });

/** What the request answers, for known and unknown emails alike. */
export const resetRequestedMessage = accountMessages.resetRequested;

function newPasswordProblem(plain: string): ApiError | undefined {
  const problem = passwordProblem(plain);
  if (problem === 'too_short') return invalidField('newPassword', messages.passwordTooShort(passwordLength.min), null);
  if (problem === 'too_long') return invalidField('newPassword', messages.passwordTooLong(passwordLength.max), null);
  if (isCommonPassword(plain)) return invalidField('newPassword', messages.passwordTooCommon, null);
  return undefined;
}

/**
 * Forgotten passwords: a single-use link (256-bit random token, stored hashed, expiring) mailed
 * to a known address; completing it sets the new password and ends every session.
 */
export function passwordResetService(
  db: Db,
  hasher: PasswordHasher,
  mailer: Mailer,
  options: PasswordResetOptions,
  now: () => Date = () => new Date(),
) {
  const resets = passwordResetRepository(db);
  const credentials = customerCredentialsRepository(db);
  const quota = mailQuota(db, { perWindow: options.mailsPerWindow, windowMs: options.windowMs }, now);

  async function mailLink(customer: { id: string; email: string }): Promise<void> {
    if (!(await quota.take(`reset:${normalizeEmail(customer.email)}`))) return;
    const { url: link, tokenHash } = newAccountLink(options.storefrontUrl, '/customer/account/newpassword');
    await resets.create({
      tokenHash,
      customerId: customer.id,
      expiresAt: new Date(now().getTime() + options.linkTtlMs),
    });
    const minutes = Math.round(options.linkTtlMs / 60_000);
    await mailer.send({
      to: customer.email,
      subject: 'Reset your password',
      text:
        `Someone asked to reset the password of your account. To choose a new password, open this link within ${minutes} minutes:\n\n${link.href}\n\n` +
        'The link works once. If you did not ask for it, ignore this mail; your password stays as it is.',
    });
  }

  return {
    /**
     * Looks the email up and answers at once; the link is made and mailed after the reply, so
     * known and unknown addresses take the same time and get the same answer.
     */
    async request(email: string): Promise<void> {
      const customer = await credentials.findByEmail(normalizeEmail(email));
      if (!customer) return;
      void mailLink(customer).catch((error: unknown) =>
        options.log.error({ err: error }, 'password reset mail failed'),
      );
    },

    async confirm(token: string, newPassword: string): Promise<void> {
      const problem = newPasswordProblem(newPassword);
      if (problem) throw problem;
      const tokenHash = tokenDigest(token);
      // Checked before hashing, so made-up tokens cost no Argon2 time; checked again atomically below.
      const linkProblem = await resets.problem(tokenHash, now());
      if (linkProblem) throw resetLinkProblem(linkProblem);
      const completed = await resets.complete(tokenHash, await hasher.hash(newPassword), now());
      if (!completed.ok) throw resetLinkProblem(completed.reason);
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;

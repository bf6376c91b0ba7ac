import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsSignup, SmsSignupRequest } from '@chairside/contracts';
import {
  discountCodeRepository,
  smsConfirmedPhoneIndex,
  smsSignupRepository,
  violatedUniqueIndex,
  type Db,
  type SmsSignupRecord,
} from '@chairside/db';
import {
  attemptsLeft,
  confirmationCodeFrom,
  confirmationCodeVerdict,
  enteredConfirmationCode,
  nextCodeAllowedAt,
  parseSmsPhone,
  smsConsent,
  smsDiscountCodeAlphabet,
  smsDiscountCodeFrom,
  smsDiscountCodeRandomLength,
  smsSignupRules,
  smsTexts,
  type CodeVerdict,
} from '@chairside/domain';
import type { SubjectContext } from '../../access/request-context';
import { ApiError, invalidField } from '../../http/api-error';
import { TooManyRequestsError, type RateLimiter } from '../../http/rate-limit';
import { requireHuman, type BotProtection } from '../bot-protection/bot-protection';
import { toSmsSignup } from './sms-signup.mapper';
import type { TextMessages } from './text-messages';

interface Dependencies {
  texts: TextMessages;
  botProtection: BotProtection;
  /** Sign-up and resend requests per visitor address, counted before the bot check. */
  perIp: RateLimiter;
  /** Codes texted per customer and per number (smsSignupRules.codesPerHour): no one is flooded with texts. */
  codesPerCustomer: RateLimiter;
  codesPerPhone: RateLimiter;
}

const alreadySignedUp = () => new ApiError(409, 'SmsAlreadySignedUp', smsTexts.customerTaken);
const phoneTaken = () => new ApiError(409, 'SmsPhoneTaken', smsTexts.phoneTaken);
const noPendingSignup = () => new ApiError(404, 'ResourceNotFound', smsTexts.noPendingSignup);
const providerFailed = () => new ApiError(502, 'SmsProviderFailed', smsTexts.sendFailed);

const codeMessages: Record<Exclude<CodeVerdict, 'confirmed'>, (left: number) => string> = {
  wrong: smsTexts.codeWrong,
  expired: () => smsTexts.codeExpired,
  attemptsUsedUp: () => smsTexts.codeAttemptsUsedUp,
};

function resendTooSoon(signup: SmsSignupRecord, now: Date): TooManyRequestsError {
  const wait = signup.codeSentAt ? nextCodeAllowedAt(signup.codeSentAt).getTime() - now.getTime() : 0;
  return new TooManyRequestsError(Math.max(1, Math.ceil(wait / 1000)), smsTexts.resendTooSoon);
}

/** The code is kept only as this hash; the customer id makes equal codes of two customers hash apart. */
const hashCode = (customerId: string, code: string) =>
  createHash('sha256').update(`${customerId}:${code}`).digest('hex');

function codeMatches(signup: SmsSignupRecord, code: string): boolean {
  if (!signup.codeHash) return false;
  return timingSafeEqual(Buffer.from(hashCode(signup.customerId, code)), Buffer.from(signup.codeHash));
}

/** A new random confirmation code with the row fields that record it. */
function newCode(customerId: string, now: Date) {
  const code = confirmationCodeFrom(randomInt(10 ** smsSignupRules.codeLength));
  return {
    code,
    issue: {
      codeHash: hashCode(customerId, code),
      codeExpiresAt: new Date(now.getTime() + smsSignupRules.codeTtlMs),
      codeSentAt: now,
      sentNoLaterThan: new Date(now.getTime() - smsSignupRules.resendCooldownMs),
    },
  };
}

const newDiscountCodeText = () =>
  smsDiscountCodeFrom(
    Array.from({ length: smsDiscountCodeRandomLength }, () => randomInt(smsDiscountCodeAlphabet.length)),
  );

/** Thrown inside the confirming transaction when another request confirmed first: rolls the new code back. */
class ConfirmedMeanwhile extends Error {}

/**
 * SMS sign-up (issue 20) for the signed-in customer: start with a number and consent (a code is texted), confirm
 * with the code (a single-use discount code for the next web order is created, shown and texted), or ask for a new
 * code. Texts go out after the writes are committed, never inside a transaction.
 */
export function smsSignupsService(db: Db, deps: Dependencies) {
  const signups = smsSignupRepository(db);

  const view = async (customerId: string) => {
    const found = await signups.findByCustomer(customerId);
    return found && toSmsSignup(found);
  };

  /** Counts a code against the customer's and the number's hourly allowance. */
  const takeCodeAllowance = async (customerId: string, phone: string) => {
    await deps.codesPerCustomer.hit(customerId, smsTexts.tooManyCodes);
    await deps.codesPerPhone.hit(phone, smsTexts.tooManyCodes);
  };

  const textCode = async (signup: SmsSignupRecord, code: string, log: SubjectContext['log']) =>
    deps.texts
      .send({
        to: signup.phone,
        body: smsTexts.confirmationSms(code),
        purpose: 'confirmation-code',
        signupId: signup.id,
      })
      .catch((error: unknown) => {
        log.error({ err: error, smsSignupId: signup.id }, 'confirmation code text failed');
        throw providerFailed();
      });

  /** Why a guarded write wrote nothing: confirmed already, no sign-up, or a code sent too recently. */
  const refusal = async (customerId: string, now: Date): Promise<ApiError> => {
    const found = await signups.findByCustomer(customerId);
    if (!found) return noPendingSignup();
    if (found.signup.status === 'confirmed') return alreadySignedUp();
    return resendTooSoon(found.signup, now);
  };

  /** Creates the discount code and confirms the sign-up in one transaction; the code's text is drawn afresh on a clash. */
  const confirmWithCode = async (signup: SmsSignupRecord, now: Date) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(async (tx) => {
          const discountCode = await discountCodeRepository(tx).create({
            code: newDiscountCodeText(),
            name: { 'en-US': smsTexts.discountName },
            permyriad: smsSignupRules.percentOff * 100,
            maxApplications: 1,
            customerId: signup.customerId,
          });
          if (!(await smsSignupRepository(tx).confirm(signup.id, discountCode.id, now))) throw new ConfirmedMeanwhile();
          return discountCode;
        });
      } catch (error) {
        if (error instanceof ConfirmedMeanwhile) return undefined;
        const index = violatedUniqueIndex(error);
        if (index === smsConfirmedPhoneIndex) throw phoneTaken();
        if (index === 'discount_codes_code_key' && attempt < 3) continue;
        throw error;
      }
    }
  };

  return {
    /** GET /mw/sms-signups/me: the customer's sign-up; 404 when it has none. */
    async get({ subject }: SubjectContext): Promise<SmsSignup> {
      const found = await view(subject.customerId);
      if (!found) throw noPendingSignup();
      return found;
    },

    /** POST /mw/sms-signups: records the consent and texts a code (201); a pending sign-up takes the new number. */
    async start(ctx: SubjectContext, input: SmsSignupRequest): Promise<SmsSignup> {
      const { subject, ip, log, now } = ctx;
      await deps.perIp.hit(ip, smsTexts.tooManyAttempts);
      await requireHuman(
        deps.botProtection,
        { token: input['recaptcha-token'], action: 'sms_signup', remoteIp: ip },
        log,
      );
      const phone = parseSmsPhone(input.phone);
      if (!phone.ok)
        throw invalidField(
          'phone',
          { missing: smsTexts.phoneMissing, invalid: smsTexts.phoneInvalid, region: smsTexts.phoneRegion }[
            phone.problem
          ],
          input.phone,
        );
      if (!input.consent) throw invalidField('consent', smsTexts.consentMissing, input.consent);
      if (input.consent_version !== smsConsent.version)
        throw invalidField('consent_version', smsTexts.consentOutdated, input.consent_version);

      const customerId = subject.customerId;
      const existing = await signups.findByCustomer(customerId);
      if (existing?.signup.status === 'confirmed') throw alreadySignedUp();
      if (await signups.phoneConfirmedByOther(phone.e164, customerId)) throw phoneTaken();
      await takeCodeAllowance(customerId, phone.e164);
      const { code, issue } = newCode(customerId, now);
      const consent = {
        consentText: smsConsent.text,
        consentVersion: smsConsent.version,
        consentedAt: now,
        consentIp: ip,
        consentUserAgent: input.user_agent ?? null,
      };
      const signup = await signups.start(customerId, phone.e164, consent, issue);
      if (!signup) throw await refusal(customerId, now);
      await textCode(signup, code, ctx.log);
      return (await view(customerId))!;
    },

    /** POST /mw/sms-signups/resend: a new code for the pending sign-up (the old one stops working). */
    async resend(ctx: SubjectContext): Promise<SmsSignup> {
      const { subject, ip, now } = ctx;
      await deps.perIp.hit(ip, smsTexts.tooManyAttempts);
      const customerId = subject.customerId;
      const existing = await signups.findByCustomer(customerId);
      if (!existing) throw noPendingSignup();
      if (existing.signup.status === 'confirmed') throw alreadySignedUp();
      await takeCodeAllowance(customerId, existing.signup.phone);
      const { code, issue } = newCode(customerId, now);
      const signup = await signups.issueCode(customerId, issue);
      if (!signup) throw await refusal(customerId, now);
      await textCode(signup, code, ctx.log);
      return (await view(customerId))!;
    },

    /**
     * POST /mw/sms-signups/confirm: every entry counts against the code's attempts first; the right code in time
     * confirms the number and creates the discount code, which is then texted. Confirming again answers the same.
     */
    async confirm(ctx: SubjectContext, input: { code: string }): Promise<SmsSignup> {
      const { subject, log, now } = ctx;
      const customerId = subject.customerId;
      const entered = enteredConfirmationCode(input.code);
      if (!entered) throw invalidField('code', smsTexts.codeMissing, input.code);
      const counted = await signups.countAttempt(customerId);
      if (!counted) {
        const found = await view(customerId);
        if (found?.status === 'confirmed') return found;
        throw noPendingSignup();
      }
      const verdict = confirmationCodeVerdict(
        { expiresAt: counted.codeExpiresAt ?? now, attempts: counted.codeAttempts },
        codeMatches(counted, entered),
        now,
      );
      if (verdict !== 'confirmed') {
        const left = verdict === 'wrong' ? attemptsLeft(counted.codeAttempts) : 0;
        throw new ApiError(400, 'SmsCodeInvalid', codeMessages[verdict](left), { reason: verdict, attemptsLeft: left });
      }
      const discountCode = await confirmWithCode(counted, now);
      if (discountCode)
        await deps.texts
          .send({
            to: counted.phone,
            body: smsTexts.discountSms(discountCode.code),
            purpose: 'discount-code',
            signupId: counted.id,
          })
          // The code is on the page and in the account; a lost text must not undo the confirmation.
          .catch((error: unknown) => log.error({ err: error, smsSignupId: counted.id }, 'discount code text failed'));
      return (await view(customerId))!;
    },
  };
}

export type SmsSignupsService = ReturnType<typeof smsSignupsService>;

import { distributor, promotions, support } from './store-info';

/**
 * SMS sign-up (issue 20; spec §2 footer benefit, §7, §9 "10% off next web order for SMS signup"): a signed-in
 * customer gives a mobile number and its consent to marketing texts, confirms the number with a code we text it, and
 * gets a single-use discount code for its next web order. One sign-up per customer and per number, ever.
 */

/**
 * The consent shown next to the (unticked) checkbox and stored with each sign-up (TCPA: prior express written consent
 * to automated marketing texts, not a condition of purchase, rates, frequency, STOP and HELP). A change of wording
 * takes a new version; the API stores the text of the version the visitor saw and refuses any other.
 */
export const smsConsent = {
  version: 'sms-consent-2026-11',
  text:
    `I agree to receive recurring automated marketing text messages (offers, new products and order reminders) from ` +
    `${distributor.name} at the mobile number above. Consent is not a condition of any purchase. Up to 6 messages ` +
    `per month. Message and data rates may apply. Reply HELP for help or STOP to cancel at any time. ` +
    `Questions: ${support.phone}.`,
} as const;

export const smsSignupRules = {
  codeLength: 6,
  /** A texted code works for 10 minutes. */
  codeTtlMs: 10 * 60_000,
  /** Wrong entries allowed per code; then only a new code helps. */
  maxAttempts: 5,
  /** The least time between two codes texted for one sign-up. */
  resendCooldownMs: 30_000,
  /** Codes texted per customer, and per number, within an hour (the first one included). */
  codesPerHour: 5,
  percentOff: promotions.smsSignupPercentOff,
} as const;

export type SmsSignupStatus = 'pending' | 'confirmed';

/** What a pending sign-up's code allows, counting the entry being checked among `attempts`. */
export interface PendingCode {
  expiresAt: Date;
  /** Entries made against the current code, this one included. */
  attempts: number;
}

export type CodeVerdict = 'confirmed' | 'wrong' | 'expired' | 'attemptsUsedUp';

/**
 * Whether an entry confirms the number. The limits come first: once the attempts are spent or the code has run out,
 * even the right code is refused, so guessing cannot outlast them.
 */
export function confirmationCodeVerdict(code: PendingCode, matches: boolean, now: Date): CodeVerdict {
  if (code.attempts > smsSignupRules.maxAttempts) return 'attemptsUsedUp';
  if (now >= code.expiresAt) return 'expired';
  return matches ? 'confirmed' : 'wrong';
}

/** Entries left after `attempts` wrong ones. */
export const attemptsLeft = (attempts: number) => Math.max(0, smsSignupRules.maxAttempts - attempts);

/** The code as typed ("123 456", "123-456") reduced to its six digits; undefined when it cannot be a code. */
export function enteredConfirmationCode(input: string): string | undefined {
  const digits = input.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${smsSignupRules.codeLength}}$`).test(digits) ? digits : undefined;
}

/** A code from a random whole number below 10^codeLength (the caller draws it from a secure source). */
export function confirmationCodeFrom(random: number): string {
  const limit = 10 ** smsSignupRules.codeLength;
  if (!Number.isInteger(random) || random < 0 || random >= limit) throw new RangeError('random out of range');
  return String(random).padStart(smsSignupRules.codeLength, '0');
}

/** When the next code may be texted, given when the last one was. */
export function nextCodeAllowedAt(lastSentAt: Date): Date {
  return new Date(lastSentAt.getTime() + smsSignupRules.resendCooldownMs);
}

/** Letters and digits that cannot be mistaken for one another when read from a phone (no 0/O, 1/I/L). */
export const smsDiscountCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const smsDiscountCodeRandomLength = 8;

/** The discount code's text from random indexes into the alphabet (the caller draws them), e.g. SMS10-7KQ4MZ2P. */
export function smsDiscountCodeFrom(randomIndexes: readonly number[]): string {
  if (randomIndexes.length !== smsDiscountCodeRandomLength) throw new RangeError('wrong number of random indexes');
  const letters = randomIndexes.map((index) => {
    const letter = smsDiscountCodeAlphabet[index];
    if (letter === undefined) throw new RangeError('random index out of range');
    return letter;
  });
  return `SMS${smsSignupRules.percentOff}-${letters.join('')}`;
}

/** The texts we send, and the words of the form and the API's refusals. */
export const smsTexts = {
  confirmationSms: (code: string) =>
    `Chairside: ${code} is your code to confirm SMS offers. It expires in ${smsSignupRules.codeTtlMs / 60_000} minutes. ` +
    `Msg & data rates may apply. Reply STOP to cancel.`,
  discountSms: (code: string) =>
    `Chairside: You're signed up! Use code ${code} for ${smsSignupRules.percentOff}% off your next web order. ` +
    `Up to 6 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to cancel.`,
  discountName: `${smsSignupRules.percentOff}% off your next web order (SMS sign-up)`,

  title: 'Sign up for SMS',
  loading: 'Loading…',
  intro: `Get ${smsSignupRules.percentOff}% off your next web order when you sign up for text messages.`,
  phoneLabel: 'Mobile phone number',
  phoneHint: 'A US mobile number, e.g. (201) 555-0123',
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  changeNumber: 'Use a different number',
  submit: 'Text me a code',
  submitting: 'Sending…',
  codeTitle: 'Enter your code',
  codeSentTo: `We texted a ${smsSignupRules.codeLength}-digit code to`,
  codeLabel: 'Confirmation code',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  resend: 'Text me a new code',
  resending: 'Sending a new code…',
  resent: 'We texted you a new code.',
  doneTitle: "You're signed up!",
  done: `Use this code at checkout for ${smsSignupRules.percentOff}% off your next web order. We texted it to you too, and it is in your account.`,
  yourCode: 'Your discount code',
  goToCart: 'Go to cart',
  close: 'Close',
  signInTitle: 'Sign in to sign up for SMS',
  signIn: `Sign in or create an account to get ${smsSignupRules.percentOff}% off your next web order with SMS. The code is tied to your account, so only you can use it.`,
  signInLink: 'Sign in',
  registerLink: 'Create an account',
  alreadySignedUp: 'You are already signed up for SMS offers.',
  representative: 'Only the customer can agree to receive text messages. Ask them to sign up from their own account.',
  accountTitle: 'SMS offers',
  accountPending: 'You started signing up for SMS offers but have not confirmed your number yet.',
  accountFinish: 'Finish signing up',
  accountNotSignedUp: `Sign up for text messages and get ${smsSignupRules.percentOff}% off your next web order.`,
  accountCode: (display: string) => `Signed up with ${display}.`,
  codeUsed: 'Used',
  codeUnused: 'Not used yet',

  phoneMissing: 'Enter your mobile phone number.',
  phoneInvalid: 'Enter a valid US mobile phone number, e.g. (201) 555-0123.',
  phoneRegion: 'We can text US mobile numbers only.',
  consentMissing: 'Please tick the box to agree to receive text messages.',
  consentOutdated: 'The consent text has changed. Please reload the page and read it again.',
  codeMissing: `Enter the ${smsSignupRules.codeLength}-digit code we texted you.`,
  codeWrong: (left: number) =>
    left > 0
      ? `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right. Please ask for a new code.',
  codeExpired: 'That code has expired. Please ask for a new code.',
  codeAttemptsUsedUp: 'Too many wrong codes. Please ask for a new code.',
  phoneTaken: 'This phone number is already signed up for SMS offers.',
  customerTaken: 'You are already signed up for SMS offers.',
  noPendingSignup: 'Please start again: enter your mobile number.',
  resendTooSoon: 'Please wait a moment before asking for another code.',
  tooManyCodes: 'Too many codes were sent. Please try again in an hour.',
  tooManyAttempts: 'There have been many sign-up attempts from your network. Please try again later.',
  sendFailed: 'We could not send the text message. Please try again later.',
  failed: 'Something went wrong. Please try again later.',
} as const;

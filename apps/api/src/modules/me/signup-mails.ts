import type { Mail } from '../mail/mailer';

/** The mail with a registration's confirmation link, for a new email or one whose registration is still pending. */
export function confirmationMail(to: string, link: URL, linkTtlMs: number): Mail {
  const hours = Math.round(linkTtlMs / 3_600_000);
  return {
    to,
    subject: 'Confirm your email address',
    text:
      `Thank you for registering. To confirm your email address and sign in, open this link within ${hours} hours:\n\n${link.href}\n\n` +
      'The link works once. If you did not create an account, ignore this mail: without confirmation the account is never opened.',
  };
}

/** The note to the owner of an email that already has an account: the registration changed nothing. */
export function alreadyRegisteredMail(to: string, storefrontUrl: string): Mail {
  const help = new URL('/customer/account/register/existing', storefrontUrl);
  return {
    to,
    subject: 'You already have an account',
    text:
      'Someone, perhaps you, tried to create an account with this email address, which already has one. ' +
      `To sign in, or to choose a new password if you have forgotten it, open:\n\n${help.href}\n\n` +
      'If it was not you, ignore this mail: your account has not changed.',
  };
}

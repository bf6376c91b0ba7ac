/**
 * Texts of the account pages and the auth service (sign-in, registration, password reset,
 * profile, addresses, sessions): one place for the storefront and the API.
 */
export const accountMessages = {
  loginTitle: 'Customer Login',
  loginFailed: 'The email or password you entered is incorrect. Please try again.',
  tooManyAttempts: (minutes: number) => `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  botProtectionFailed: 'We could not verify that you are not a robot. Please try again.',
  serviceUnavailable: 'Sign-in is not available right now. Please try again later.',
  somethingWentWrong: 'Something went wrong. Please try again later.',
  resetRequested: 'If there is an account associated with this email, you will receive an email with a link to reset your password.',
  resetDone: 'Your password has been changed. You can now sign in with your new password.',
  resetLinkProblem: {
    unknown: 'This password reset link is not valid. Please request a new one.',
    used: 'This password reset link has already been used. Please request a new one.',
    expired: 'This password reset link has expired. Please request a new one.',
  },
  profileSaved: 'Your account information has been saved.',
  passwordChanged: 'Your password has been changed.',
  defaultAddressSaved: 'Your default shipping address has been updated.',
  officeSwitched: 'Your active office has been changed.',
  concurrentModification: 'Your account was changed elsewhere. Please review and try again.',
  deaApproved: 'DEA Approved',
  otherSessionsTitle: 'Other Sign-ins',
  otherSessionsHint: 'Signed in on another computer or browser you no longer use? End every sign-in except this one.',
  endOtherSessions: 'Sign Out Other Sessions',
  otherSessionsEnded: (count: number) =>
    count === 0 ? 'There were no other sessions to sign out.' : `Signed out of ${count} other session${count === 1 ? '' : 's'}.`,
} as const;

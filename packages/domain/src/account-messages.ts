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
  resetRequested:
    'If there is an account associated with this email, you will receive an email with a link to reset your password.',
  resetDone: 'Your password has been changed. You can now sign in with your new password.',
  resetLinkProblem: {
    unknown: 'This password reset link is not valid. Please request a new one.',
    used: 'This password reset link has already been used. Please request a new one.',
    expired: 'This password reset link has expired. Please request a new one.',
  },
  signupRequested:
    'Please check your email: we have sent a message to the address you entered. Open the link in it to confirm your address and finish creating your account.',
  signupLinkProblem: {
    unknown: 'This confirmation link is not valid. Please register again to get a new one.',
    used: 'This confirmation link has already been used or a newer one was sent. Sign in, or register again to get a new link.',
    expired: 'This confirmation link has expired. Please register again to get a new one.',
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
    count === 0
      ? 'There were no other sessions to sign out.'
      : `Signed out of ${count} other session${count === 1 ? '' : 's'}.`,
} as const;

'use server';

import { accountMessages } from '@chairside/domain';
import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@/lib/security/redirect';
import { signIn } from '@/lib/session/session';
import { afterLogin } from '@/modules/account/after-login';
import {
  emailError,
  formInvalid,
  hasErrors,
  postedForm,
  requiredError,
  type FormState,
} from '@/modules/account/validation';
import { botTokenOf } from '@/modules/bot-protection/fields';

// The login form; a registration signs in through its confirmation link (signup-actions.ts).

export async function loginAction(_previous: FormState, posted: unknown): Promise<FormState> {
  const formData = postedForm(posted);
  const email = String(formData.get('email') ?? '');
  const password = String(formData.get('password') ?? '');
  const values = { email };
  const fieldErrors = { email: emailError(email), password: requiredError(password, 'Password') };
  if (hasErrors(fieldErrors)) return { fieldErrors, formError: formInvalid, values };

  const result = await signIn(email.trim(), password, botTokenOf(formData));
  if (!result.ok) {
    const formError =
      result.reason === 'credentials'
        ? accountMessages.loginFailed
        : result.reason === 'tooManyAttempts'
          ? accountMessages.tooManyAttempts(Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)))
          : result.reason === 'botProtection'
            ? accountMessages.botProtectionFailed
            : accountMessages.serviceUnavailable;
    return { formError, values };
  }
  await afterLogin();
  redirect(safeRedirectPath(formData.get('redirect')));
}

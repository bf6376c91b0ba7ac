'use server';

import { accountCall, firstApiError } from '@/lib/api/account-client';
import {
  emailError,
  formInvalid,
  hasErrors,
  newPasswordError,
  postedForm,
  type FormState,
} from '@/modules/account/validation';
import { accountMessages, messages } from '@chairside/domain';
import { botTokenField, botTokenOf } from '@/modules/bot-protection/fields';

/** POST /auth/reset: the same confirmation for every email (no account enumeration). */
export async function forgotPasswordAction(_previous: FormState, posted: unknown): Promise<FormState> {
  const formData = postedForm(posted);
  const email = String(formData.get('email') ?? '').trim();
  const fieldErrors = { email: emailError(email) };
  if (hasErrors(fieldErrors)) return { fieldErrors, formError: formInvalid, values: { email } };
  try {
    const reply = await accountCall('/auth/reset', {
      body: { email, [botTokenField]: botTokenOf(formData) },
      auth: { client: true },
    });
    if (reply.status === 400 && firstApiError(reply.body)?.code === 'BotProtectionFailed')
      return { formError: accountMessages.botProtectionFailed, values: { email } };
    if (reply.status === 429)
      return {
        formError: accountMessages.tooManyAttempts(
          Math.max(1, Math.ceil(Number(reply.headers.get('retry-after') || 60) / 60)),
        ),
        values: { email },
      };
    if (reply.status >= 500) return { formError: accountMessages.somethingWentWrong, values: { email } };
  } catch {
    return { formError: accountMessages.somethingWentWrong, values: { email } };
  }
  return { success: accountMessages.resetRequested };
}

/** POST /auth/reset/confirm; an unknown, used or expired link says which. */
export async function newPasswordAction(_previous: FormState, posted: unknown): Promise<FormState> {
  const formData = postedForm(posted);
  const token = String(formData.get('token') ?? '');
  const newPassword = String(formData.get('newPassword') ?? '');
  const confirmPassword = String(formData.get('confirmPassword') ?? '');
  const fieldErrors = {
    newPassword: newPasswordError(newPassword, 'New Password'),
    confirmPassword: confirmPassword === newPassword ? undefined : messages.doesNotMatch('Confirm New Password'),
  };
  if (hasErrors(fieldErrors)) return { fieldErrors, formError: formInvalid };
  if (!token) return { formError: accountMessages.resetLinkProblem.unknown };
  try {
    const reply = await accountCall('/auth/reset/confirm', { body: { token, newPassword }, auth: { client: true } });
    if (reply.status === 204 || reply.status === 200) return { success: accountMessages.resetDone };
    const error = firstApiError(reply.body);
    if (error?.code === 'InvalidResetToken') {
      const reason = error.reason === 'used' || error.reason === 'expired' ? error.reason : 'unknown';
      return { formError: accountMessages.resetLinkProblem[reason] };
    }
    if (error?.code === 'InvalidField')
      return { fieldErrors: { newPassword: error.message || formInvalid }, formError: formInvalid };
  } catch {
    // fall through
  }
  return { formError: accountMessages.somethingWentWrong };
}

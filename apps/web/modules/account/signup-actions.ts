'use server';

import { signupAcceptedSchema } from '@chairside/contracts';
import { accountMessages } from '@chairside/domain';
import { redirect } from 'next/navigation';
import { accountCall, firstApiError } from '@/lib/api/account-client';
import { registrationAccessToken } from '@/lib/api/public-token';
import { signInWithSignupLink } from '@/lib/session/session';
import { afterLogin } from '@/modules/account/after-login';
import { signupErrors, signupValues } from '@/modules/account/signup-validation';
import { formInvalid, hasErrors, postedForm, type FieldErrors, type FormState } from '@/modules/account/validation';
import { botTokenField, botTokenOf } from '@/modules/bot-protection/fields';

// Registration in two steps: the form asks for an account, the link mailed to the address confirms it and signs in.

/** The form field an API InvalidField error names (the password policy's, when it names none we know). */
const apiFieldNames: Record<string, string> = {
  email: 'email',
  job_function: 'jobFunction',
  practice_type: 'practiceType',
  practice_name: 'practiceName',
};
const formFieldOf = (apiField: unknown) => (typeof apiField === 'string' && apiFieldNames[apiField]) || 'password';

/**
 * POST /aces/me/signup with the storefront's own token. The API answers alike whether or not the email has an account
 * (the owner gets a mail either way), so every accepted registration leads to the same check-your-email page.
 */
export async function signupAction(_previous: FormState, posted: unknown): Promise<FormState> {
  const formData = postedForm(posted);
  const { password, confirmPassword, ...values } = signupValues(formData);
  const fieldErrors: FieldErrors = signupErrors({ ...values, password, confirmPassword });
  if (hasErrors(fieldErrors)) return { fieldErrors, formError: formInvalid, values };

  let reply;
  try {
    reply = await accountCall('/aces/me/signup', {
      body: {
        email: values.email,
        password,
        firstName: values.firstName,
        lastName: values.lastName,
        custom: {
          fields: {
            job_function: values.jobFunction,
            practice_name: values.practiceName,
            practice_type: values.practiceType,
          },
        },
        [botTokenField]: botTokenOf(formData),
      },
      auth: { bearer: await registrationAccessToken() },
    });
  } catch {
    return { formError: accountMessages.somethingWentWrong, values };
  }
  if (reply.status === 202 && signupAcceptedSchema.safeParse(reply.body).success)
    redirect('/customer/account/register/success');
  if (reply.status === 429) {
    const minutes = Math.max(1, Math.ceil(Number(reply.headers.get('retry-after') || 60) / 60));
    return { formError: accountMessages.tooManyAttempts(minutes), values };
  }
  const error = reply.status === 400 ? firstApiError(reply.body) : undefined;
  if (error?.code === 'BotProtectionFailed') return { formError: accountMessages.botProtectionFailed, values };
  if (error?.code === 'InvalidField')
    return {
      fieldErrors: { [formFieldOf(error.field)]: error.message || formInvalid },
      formError: formInvalid,
      values,
    };
  return { formError: accountMessages.somethingWentWrong, values };
}

/**
 * The confirmation page's button (a POST: opening the link changes nothing). A good link signs the new customer in and
 * shows the account; an unknown, used or expired one says which.
 */
export async function confirmSignupAction(_previous: FormState, posted: unknown): Promise<FormState> {
  const token = String(postedForm(posted).get('token') ?? '');
  if (!token) return { formError: accountMessages.signupLinkProblem.unknown };
  const result = await signInWithSignupLink(token);
  if (result.ok) {
    await afterLogin();
    redirect('/customer/account');
  }
  const error = result.reply ? firstApiError(result.reply.body) : undefined;
  if (error?.code !== 'InvalidConfirmationToken') return { formError: accountMessages.somethingWentWrong };
  const reason = error.reason === 'used' || error.reason === 'expired' ? error.reason : 'unknown';
  return { formError: accountMessages.signupLinkProblem[reason] };
}

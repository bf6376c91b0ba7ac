'use server';

import { customerSignInResultSchema } from '@chairside/contracts';
import { accountMessages } from '@chairside/domain';
import { redirect } from 'next/navigation';
import { accountCall, firstApiError } from '../../../../lib/api/account-client';
import { registrationAccessToken } from '../../../../lib/api/public-token';
import { afterLogin } from '../../../../lib/session/after-login';
import { signIn } from '../../../../lib/session/session';
import { botTokenField, botTokenOf, loginBotTokenField } from '../../../../modules/bot-protection/fields';
import { signupErrors, signupValues } from '../../../../modules/account/signup-validation';
import { formInvalid, hasErrors, type FieldErrors, type FormState } from '../../../../modules/account/validation';

/** The form field an API InvalidField error names (the password policy's, when it names none we know). */
const apiFieldNames: Record<string, string> = { email: 'email', job_function: 'jobFunction', practice_type: 'practiceType', practice_name: 'practiceName' };
const formFieldOf = (apiField: unknown) => (typeof apiField === 'string' && apiFieldNames[apiField]) || 'password';

/**
 * Registration: POST /aces/me/signup with the storefront's public client, then sign in with the
 * same credentials. An email already registered goes to /customer/account/register/existing.
 */
export async function signupAction(_previous: FormState, formData: FormData): Promise<FormState> {
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
        custom: { fields: { job_function: values.jobFunction, practice_name: values.practiceName, practice_type: values.practiceType } },
        [botTokenField]: botTokenOf(formData),
      },
      auth: { bearer: await registrationAccessToken() },
    });
  } catch {
    return { formError: accountMessages.somethingWentWrong, values };
  }
  if (reply.status === 400) {
    const error = firstApiError(reply.body);
    if (error?.code === 'DuplicateField') redirect('/customer/account/register/existing');
    if (error?.code === 'BotProtectionFailed') return { formError: accountMessages.botProtectionFailed, values };
    if (error?.code === 'InvalidField') return { fieldErrors: { [formFieldOf(error.field)]: error.message || formInvalid }, formError: formInvalid, values };
    return { formError: error?.message || formInvalid, values };
  }
  if (reply.status !== 201 && reply.status !== 200) return { formError: accountMessages.somethingWentWrong, values };
  if (!customerSignInResultSchema.safeParse(reply.body).success) return { formError: accountMessages.somethingWentWrong, values };
  if ((await signIn(values.email, password, botTokenOf(formData, loginBotTokenField))).ok) await afterLogin();
  redirect('/customer/account/register/success');
}

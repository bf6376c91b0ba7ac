'use server';

import { customerSignInResultSchema } from '@chairside/contracts';
import { isJobRole, messages } from '@chairside/domain';
import { redirect } from 'next/navigation';
import { accountCall, firstApiError } from '../../../../lib/api/account-client';
import { registrationAccessToken } from '../../../../lib/api/public-token';
import { signIn } from '../../../../lib/session/session';
import { accountTexts } from '../../../../modules/account/texts';
import { emailError, formInvalid, hasErrors, newPasswordError, requiredError, type FieldErrors, type FormState } from '../../../../modules/account/validation';

/**
 * Registration: POST /aces/me/signup with the storefront's public client, then sign in with the
 * same credentials. An email already registered goes to /customer/account/register/existing.
 */
export async function signupAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const field = (name: string) => String(formData.get(name) ?? '').trim();
  const values = { firstName: field('firstName'), lastName: field('lastName'), email: field('email'), jobFunction: field('jobFunction'), practiceName: field('practiceName') };
  const password = String(formData.get('password') ?? '');
  const fieldErrors: FieldErrors = {
    firstName: requiredError(values.firstName, 'First Name'),
    lastName: requiredError(values.lastName, 'Last Name'),
    email: emailError(values.email),
    password: newPasswordError(password),
    confirmPassword: String(formData.get('confirmPassword') ?? '') === password ? undefined : messages.doesNotMatch('Confirm Password'),
    jobFunction: values.jobFunction && isJobRole(values.jobFunction) ? undefined : messages.fieldRequired('Job Role'),
    practiceName: requiredError(values.practiceName, 'Practice Name'),
  };
  if (hasErrors(fieldErrors)) return { fieldErrors, formError: formInvalid, values };

  let reply;
  try {
    reply = await accountCall('/aces/me/signup', {
      body: {
        email: values.email,
        password,
        firstName: values.firstName,
        lastName: values.lastName,
        custom: { fields: { job_function: values.jobFunction, practice_name: values.practiceName } },
      },
      auth: { bearer: await registrationAccessToken() },
    });
  } catch {
    return { formError: accountTexts.somethingWentWrong, values };
  }
  if (reply.status === 400) {
    const error = firstApiError(reply.body);
    if (error?.code === 'DuplicateField') redirect('/customer/account/register/existing');
    if (error?.code === 'InvalidField') return { fieldErrors: { password: error.message || formInvalid }, formError: formInvalid, values };
    return { formError: error?.message || formInvalid, values };
  }
  if (reply.status !== 201 && reply.status !== 200) return { formError: accountTexts.somethingWentWrong, values };
  if (!customerSignInResultSchema.safeParse(reply.body).success) return { formError: accountTexts.somethingWentWrong, values };
  await signIn(values.email, password);
  redirect('/customer/account/register/success');
}

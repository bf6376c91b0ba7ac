import { isJobRole, isPracticeType, messages } from '@chairside/domain';
import { emailError, newPasswordError, requiredError, type FieldErrors } from './validation';

/** The registration form's fields as typed (trimmed, except the passwords). */
export interface SignupValues {
  firstName: string;
  lastName: string;
  practiceName: string;
  practiceType: string;
  jobFunction: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function signupValues(data: FormData): SignupValues {
  const field = (name: string) => String(data.get(name) ?? '').trim();
  return {
    firstName: field('firstName'),
    lastName: field('lastName'),
    practiceName: field('practiceName'),
    practiceType: field('practiceType'),
    jobFunction: field('jobFunction'),
    email: field('email'),
    password: String(data.get('password') ?? ''),
    confirmPassword: String(data.get('confirmPassword') ?? ''),
  };
}

/** A choice from a fixed list: required, and one of the list (a forged value reads as not chosen). */
const listedChoiceError = (value: string, isListed: (value: string) => boolean, label: string) =>
  value && isListed(value) ? undefined : messages.fieldRequired(label);

/** The registration rules, run in the browser before submitting and again by the Server Action. */
export function signupErrors(values: SignupValues): FieldErrors {
  return {
    firstName: requiredError(values.firstName, 'First Name'),
    lastName: requiredError(values.lastName, 'Last Name'),
    practiceName: requiredError(values.practiceName, 'Practice Name'),
    practiceType: listedChoiceError(values.practiceType, isPracticeType, 'Practice Type'),
    jobFunction: listedChoiceError(values.jobFunction, isJobRole, 'Job Role'),
    email: emailError(values.email),
    password: newPasswordError(values.password),
    confirmPassword: values.confirmPassword === values.password ? undefined : messages.doesNotMatch('Confirm Password'),
  };
}

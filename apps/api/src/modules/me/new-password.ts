import { messages, passwordLength, passwordProblem } from '@chairside/domain';
import { invalidField } from '../../http/api-error';
import { isCommonPassword } from '../auth/common-passwords';

/** Refuses a password the policy does not allow (length, common passwords) with 400 InvalidField naming the field. */
export function assertAcceptablePassword(field: string, plain: string): void {
  const problem = passwordProblem(plain);
  // The password itself is never echoed back.
  if (problem === 'too_short') throw invalidField(field, messages.passwordTooShort(passwordLength.min), '****');
  if (problem === 'too_long') throw invalidField(field, messages.passwordTooLong(passwordLength.max), '****');
  if (isCommonPassword(plain)) throw invalidField(field, messages.passwordTooCommon, '****');
}

import type { SmsSignup } from '@chairside/contracts';
import type { FormState } from '@/modules/account/validation';

/** Where the sign-up dialog opens: what the visitor's session and sign-up allow. */
export type SmsDialogStatus =
  | { kind: 'signIn' }
  | { kind: 'representative' }
  | { kind: 'phone' }
  | { kind: 'code' | 'done'; signup: SmsSignup }
  | { kind: 'failed' };

/** An SMS form's answer: its messages, and the sign-up as it stands after a success. */
export interface SmsFormState extends FormState {
  signup?: SmsSignup;
}

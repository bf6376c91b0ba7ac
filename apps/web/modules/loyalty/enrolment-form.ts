import { asapEnrollmentDraftSchema, type AsapEnrollmentDraft, type practiceTypeValues } from '@chairside/contracts';
import type { FieldErrors } from '@/modules/account/validation';
import { loyaltyTexts } from './texts';

/** The enrolment form's field names: the API body's own, so its InvalidField errors land on the right field. */
export const enrolmentFields = {
  practiceName: 'practice_name',
  contactName: 'contact_name',
  contactPhone: 'contact_phone',
  practiceType: 'practice_type',
  acknowledgeDisclosure: 'acknowledge_disclosure',
  acceptTerms: 'accept_terms',
} as const;

export const practiceTypeOptions: readonly { value: (typeof practiceTypeValues)[number]; label: string }[] = [
  { value: 'dental', label: 'Dental practice' },
  { value: 'oral-surgery', label: 'Oral surgery' },
  { value: 'orthodontic', label: 'Orthodontics' },
  { value: 'medical', label: 'Medical practice' },
  { value: 'veterinary', label: 'Veterinary practice' },
  { value: 'other', label: 'Other' },
];

/** The customer's registered practice type (practice-types.ts) as the programme's coarser one, to prefill the form. */
export function programmePracticeType(registered: string | undefined): string {
  if (!registered) return '';
  if (registered === 'oral_surgery') return 'oral-surgery';
  if (registered === 'orthodontics') return 'orthodontic';
  if (registered === 'medical' || registered === 'veterinary' || registered === 'other') return registered;
  return registered.endsWith('dentistry') || registered.endsWith('dontics') ? 'dental' : 'other';
}

/** The form's text values as typed (for showing them again) and the draft they make, or the fields' errors. */
export function readEnrolmentForm(data: FormData): {
  values: Record<string, string>;
  draft?: AsapEnrollmentDraft;
  errors: FieldErrors;
} {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(Object.values(enrolmentFields).map((name) => [name, text(name)]));
  const phone = values[enrolmentFields.contactPhone]!.trim();
  const parsed = asapEnrollmentDraftSchema.safeParse({
    practice_name: values[enrolmentFields.practiceName],
    contact_name: values[enrolmentFields.contactName],
    ...(phone ? { contact_phone: phone } : {}),
    practice_type: values[enrolmentFields.practiceType],
    // A ticked checkbox posts "on"; an unticked one posts nothing.
    acknowledge_disclosure: values[enrolmentFields.acknowledgeDisclosure] === 'on',
    accept_terms: values[enrolmentFields.acceptTerms] === 'on',
  });
  if (parsed.success) return { values, draft: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field]) continue;
    errors[field] = field === enrolmentFields.practiceType ? loyaltyTexts.practiceTypeRequired : issue.message;
  }
  return { values, errors };
}

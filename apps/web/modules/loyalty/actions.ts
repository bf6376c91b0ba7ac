'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { enrolMyOffice, unenrolMyOffice } from '@/lib/api/loyalty';
import { markSessionChanged } from '@/lib/session/session';
import { requireCustomerForAction } from '@/modules/account/require-customer';
import { formInvalid, postedForm, type FormState } from '@/modules/account/validation';
import { readEnrolmentForm } from './enrolment-form';
import { asapEnrollmentPath } from './paths';
import { loyaltyTexts } from './texts';

/**
 * Enrols the signed-in customer's active office (POST /mw/asap-enrollment). Success comes back as `success` (the
 * confirmation) with the office and tier in `values`; the form's own errors and the API's refusals as messages.
 */
export async function enrolAction(_previous: FormState, posted: unknown): Promise<FormState> {
  await requireCustomerForAction(asapEnrollmentPath);
  const { values, draft, errors } = readEnrolmentForm(postedForm(posted));
  if (!draft) return { fieldErrors: errors, formError: formInvalid, values };
  const result = await enrolMyOffice(draft);
  if (result.ok) {
    // The customer, its cart and its prices change with the enrolment: every page reads them anew.
    await markSessionChanged();
    return {
      success: loyaltyTexts.enrolled(result.value.office.name),
      values: { office: result.value.office.name, tier: result.value.tier.name },
    };
  }
  if (result.status === 401) redirect(`/customer/account/login?redirect=${encodeURIComponent(asapEnrollmentPath)}`);
  if (result.code === 'AsapAlreadyEnrolled') return { formError: loyaltyTexts.alreadyEnrolled, values };
  if (result.code === 'AsapNotEligible') return { formError: result.message || loyaltyTexts.enrolFailed, values };
  if (result.status === 400 && result.message) return { formError: result.message, values };
  return { formError: loyaltyTexts.enrolFailed, values };
}

/** Ends the office's enrolment (DELETE /mw/asap-enrollment): new prices and carts go without loyalty, history stays. */
export async function unenrolAction(): Promise<{ ok: boolean; message: string }> {
  await requireCustomerForAction();
  const result = await unenrolMyOffice();
  if (!result.ok && result.code !== 'AsapNotEnrolled') return { ok: false, message: loyaltyTexts.unenrolFailed };
  await markSessionChanged();
  refresh();
  return result.ok
    ? { ok: true, message: loyaltyTexts.unenrolled }
    : { ok: false, message: loyaltyTexts.notEnrolledAnyMore };
}

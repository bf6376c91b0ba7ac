'use server';

import { accountMessages, isJobRole, messages } from '@chairside/domain';
import { maxNameLength } from '@chairside/contracts';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { changeMyPassword, setActiveOffice, setOfficeNotifyRepOrders, updateMe, type MeResult } from '@/lib/api/me';
import { endOtherSessions, signIn } from '@/lib/session/session';
import { requireCustomerForAction } from './require-customer';
import { botTokenOf, loginBotTokenField } from '@/modules/bot-protection/fields';
import { repriceActiveCart } from '@/modules/cart/reprice-active-cart';
import { salesRepTexts } from '@/modules/sales-rep/texts';
import {
  formInvalid,
  hasErrors,
  newPasswordError,
  postedForm,
  requiredError,
  type FieldErrors,
  type FormState,
} from '@/modules/account/validation';

export interface AddressState {
  /** Set (to a fresh stamp) when the Attention popup must open. */
  attention?: number;
  error?: string;
  success?: string;
}

function failureText(result: Extract<MeResult<unknown>, { ok: false }>): string {
  if (result.status === 401) redirect('/customer/account/login');
  if (result.status === 409) return accountMessages.concurrentModification;
  return result.message || accountMessages.somethingWentWrong;
}

/** Spec §4 "Changing default shipping address": ineligible addresses get the Attention popup. */
export async function setDefaultAddressAction(_previous: AddressState, posted: unknown): Promise<AddressState> {
  const formData = postedForm(posted);
  const customer = await requireCustomerForAction();
  const addressId = String(formData.get('addressId') ?? '');
  const result = await updateMe(customer.version, [{ action: 'setDefaultShippingAddress', addressId }]);
  if (!result.ok) {
    if (result.code === 'AddressNotEligible') return { attention: Date.now() };
    return { error: failureText(result) };
  }
  // Prices and stock follow the shipping account: re-render what this visitor sees (personalised, never
  // cached) without purging the shared catalogue cache, and reprice the cart (spec §4).
  refresh();
  await repriceActiveCart();
  return { success: accountMessages.defaultAddressSaved };
}

export async function switchOfficeAction(_previous: AddressState, posted: unknown): Promise<AddressState> {
  const formData = postedForm(posted);
  await requireCustomerForAction();
  const result = await setActiveOffice(String(formData.get('businessUnitId') ?? ''));
  if (!result.ok) return { error: failureText(result) };
  // Re-render what this visitor sees (personalised, never cached), without purging the shared catalogue
  // cache; the cart follows the new office's pricing contract (spec §4).
  refresh();
  await repriceActiveCart();
  return { success: accountMessages.officeSwitched };
}

/** The office's "Email me when a sales representative places an order for us" setting (issue 18). */
export async function setNotifyRepOrdersAction(_previous: AddressState, posted: unknown): Promise<AddressState> {
  const formData = postedForm(posted);
  await requireCustomerForAction();
  const notify = formData.get('notify') === 'on';
  const result = await setOfficeNotifyRepOrders(String(formData.get('officeId') ?? ''), notify);
  if (!result.ok) return { error: failureText(result) };
  refresh();
  return { success: notify ? salesRepTexts.repOrderMailOn : salesRepTexts.repOrderMailOff };
}

function nameError(value: string, label: string): string | undefined {
  return (
    requiredError(value, label) ??
    (value.length > maxNameLength ? `${label} must be at most ${maxNameLength} characters long.` : undefined)
  );
}

export async function updateProfileAction(_previous: FormState, posted: unknown): Promise<FormState> {
  const formData = postedForm(posted);
  const customer = await requireCustomerForAction();
  const firstName = String(formData.get('firstName') ?? '').trim();
  const lastName = String(formData.get('lastName') ?? '').trim();
  const jobFunction = String(formData.get('jobFunction') ?? '');
  const values = { firstName, lastName, jobFunction };
  const fieldErrors: FieldErrors = {
    firstName: nameError(firstName, 'First Name'),
    lastName: nameError(lastName, 'Last Name'),
    jobFunction: jobFunction && !isJobRole(jobFunction) ? messages.fieldRequired('Job Role') : undefined,
  };
  if (hasErrors(fieldErrors)) return { fieldErrors, formError: formInvalid, values };
  const result = await updateMe(customer.version, [
    { action: 'setFirstName', firstName },
    { action: 'setLastName', lastName },
    { action: 'setCustomField', name: 'job_function', value: jobFunction || undefined },
  ]);
  if (!result.ok) return { formError: failureText(result), values };
  // Re-render what this visitor sees (personalised, never cached), without purging the shared catalogue cache.
  refresh();
  return { success: accountMessages.profileSaved };
}

export async function changePasswordAction(_previous: FormState, posted: unknown): Promise<FormState> {
  const formData = postedForm(posted);
  const customer = await requireCustomerForAction();
  const currentPassword = String(formData.get('currentPassword') ?? '');
  const newPassword = String(formData.get('newPassword') ?? '');
  const confirmPassword = String(formData.get('confirmPassword') ?? '');
  const fieldErrors: FieldErrors = {
    currentPassword: currentPassword ? undefined : messages.fieldRequired('Current Password'),
    newPassword: newPasswordError(newPassword, 'New Password'),
    confirmPassword: confirmPassword === newPassword ? undefined : messages.doesNotMatch('Confirm New Password'),
  };
  if (hasErrors(fieldErrors)) return { fieldErrors, formError: formInvalid };
  const result = await changeMyPassword(customer.version, currentPassword, newPassword);
  if (!result.ok) {
    if (result.code === 'InvalidCurrentPassword')
      return { fieldErrors: { currentPassword: messages.currentPasswordMismatch }, formError: formInvalid };
    if (result.code === 'InvalidField')
      return { fieldErrors: { newPassword: result.message || formInvalid }, formError: formInvalid };
    return { formError: failureText(result) };
  }
  // A password change ends every session of the customer (refresh tokens revoked): sign this one in again.
  await signIn(customer.email, newPassword, botTokenOf(formData, loginBotTokenField));
  return { success: accountMessages.passwordChanged };
}

/** "Sign Out Other Sessions" on the profile page: every other sign-in of the customer ends. */
export async function endOtherSessionsAction(_previous: FormState): Promise<FormState> {
  await requireCustomerForAction();
  const result = await endOtherSessions();
  if (result.ok) return { success: accountMessages.otherSessionsEnded(result.revoked) };
  if (result.reason === 'signedOut') redirect('/customer/account/login');
  return { formError: accountMessages.somethingWentWrong };
}

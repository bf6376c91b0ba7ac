import { customerEditableFields, type MyCustomerUpdateAction } from '@chairside/contracts';
import type { AddressRecord, CustomerChanges } from '@chairside/db';
import { isEligibleForOnlineOrdering } from '@chairside/domain';
import { ApiError, invalidField, invalidInput, resourceNotFound } from '../../http/api-error';
import { assertListedValue } from './listed-values';
import { engineErrors } from '../order-engine';

/** Custom fields customer service maintains; a customer's setCustomField on them is refused. */
const serviceOwnedFields = new Set([
  'pricing_contract',
  'checkout_declined',
  'checkout_approved',
  'terms_allowed',
  'asap_enrolled',
  'buying_group',
  'is_sales_rep',
  'is_impersonating_email',
  'no_address_message_sent',
]);

const maxPracticeNameLength = 200;

const invalidOperation = (message: string) => new ApiError(400, 'InvalidOperation', message);

type EditableField = (typeof customerEditableFields)[number];
const isEditable = (name: string): name is EditableField =>
  (customerEditableFields as readonly string[]).includes(name);

function customFieldChange(name: string, value: unknown): CustomerChanges {
  if (serviceOwnedFields.has(name)) throw invalidOperation(`Field ${name} cannot be changed by the customer.`);
  if (!isEditable(name)) throw invalidInput(`The customer has no custom field '${name}'.`);
  // An omitted (or null) value removes the field, as in commercetools.
  const text = value === undefined || value === null ? null : value;
  if (text !== null && typeof text !== 'string')
    throw invalidField(name, `The value of ${name} must be a string.`, value);
  if (name === 'practice_name') {
    if (text !== null && text.length > maxPracticeNameLength)
      throw invalidField(
        name,
        `${name} must be at most ${maxPracticeNameLength} characters long.`,
        `${text.slice(0, 20)}…`,
      );
    return { practiceName: text };
  }
  if (text !== null) assertListedValue(name, text);
  return name === 'job_function' ? { jobFunction: text } : { practiceType: text };
}

function defaultShippingChange(
  action: Extract<MyCustomerUpdateAction, { action: 'setDefaultShippingAddress' }>,
  addresses: readonly AddressRecord[],
): CustomerChanges {
  if ((action.addressId === undefined) === (action.addressKey === undefined))
    throw invalidInput('setDefaultShippingAddress needs exactly one of addressId and addressKey.');
  // Only the active office's shipping addresses; any other id is "not found", whoever it belongs to.
  const address = addresses.find(
    (candidate) =>
      candidate.isShipping &&
      (action.addressId !== undefined ? candidate.id === action.addressId : candidate.key === action.addressKey),
  );
  if (!address) throw resourceNotFound((action.addressId ?? action.addressKey)!);
  if (!isEligibleForOnlineOrdering(address)) throw engineErrors.addressNotEligible();
  return { defaultShippingAddressId: address.id };
}

/**
 * The column changes a list of customer update actions makes, in order, against the active
 * office's addresses. Throws on the first invalid action, before anything is written, so an
 * update applies all of its actions or none.
 */
export function changesFor(
  actions: readonly MyCustomerUpdateAction[],
  addresses: readonly AddressRecord[],
): CustomerChanges {
  let changes: CustomerChanges = {};
  for (const action of actions) {
    switch (action.action) {
      case 'setDefaultShippingAddress':
        changes = { ...changes, ...defaultShippingChange(action, addresses) };
        break;
      case 'setFirstName':
        changes = { ...changes, firstName: action.firstName ?? null };
        break;
      case 'setLastName':
        changes = { ...changes, lastName: action.lastName ?? null };
        break;
      case 'setCustomField':
        changes = { ...changes, ...customFieldChange(action.name, action.value) };
        break;
    }
  }
  return changes;
}

import { ApiError, invalidField, resourceNotFound } from '../../http/api-error';

/** Another customer's plan, a deleted one and a malformed id all read as "not found" (no existence leak). */
export const planNotFound = (id: string) => resourceNotFound(id);

/** A plan field the domain rules refuse, named as the payload names it. */
export const planFieldRefused = (field: string, message: string, value: unknown) => invalidField(field, message, value);

export const planItemUnknown = (message: string, itemNumber: string, uom: string) =>
  new ApiError(400, 'ReferencedResourceNotFound', message, { field: 'plan_items', itemNumber, uom });

export const planItemNotOnPlan = (id: string) =>
  invalidField('plan_item_id', `The plan has no item with id '${id}'.`, id);

export const planItemUnpriced = (message: string, itemNumber: string, uom: string) =>
  new ApiError(400, 'MatchingPriceNotFound', message, { field: 'plan_items', itemNumber, uom });

export const planAddressRefused = (message: string) => new ApiError(400, 'AddressNotEligible', message);

export const planDeaRefused = (message: string) => new ApiError(400, 'DeaLicenseRequired', message);

export const planTermsRefused = (message: string) => new ApiError(400, 'PaymentTermsNotAllowed', message);

/** The subject acts in no office: a plan has nowhere to ship. */
export const planNeedsOffice = () =>
  new ApiError(400, 'InvalidOperation', 'A REPLENISH plan needs an office with a shipping address.');

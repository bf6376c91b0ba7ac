import { messages } from '@chairside/domain';
import { ApiError } from '../../http/api-error';

/** Spec §9 "List not found": unknown, someone else's private list, or a list of an office the caller does not work in. */
export const listNotFound = () => new ApiError(404, 'ResourceNotFound', messages.listNotFound);

/** A member of the office reads a shared list but only its owner changes it. */
export const notListOwner = () =>
  new ApiError(
    403,
    'AccessDenied',
    'Only the owner of this list can change or delete it; it is shared with you to read.',
  );

/** The customer's Favorites list, or a list of the same key, exists already. */
export const duplicateList = (field: 'favorites' | 'key', value: unknown) =>
  new ApiError(
    400,
    'DuplicateField',
    field === 'favorites'
      ? 'You already have a Favorites list.'
      : `You already have a list with the key '${String(value)}'.`,
    { field, duplicateValue: value },
  );

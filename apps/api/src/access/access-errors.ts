import { messages } from '@chairside/domain';
import { ApiError } from '../http/api-error';
import { wrongTokenKind } from '../modules/oauth/auth-errors';

/** A route that declares no access is open to nobody (deny by default); the log names it so the gap gets fixed. */
export const accessNotDeclared = () => new ApiError(403, 'AccessDenied', 'This endpoint is not open to any caller.');

/** Spec §8 "This is not a user token. Please log in." for client and anonymous tokens on customer routes. */
export const notAUserToken = () => wrongTokenKind(messages.notAUserToken);

/** A token of another kind than the route serves, e.g. a customer token on an importer endpoint. */
export const actorNotAllowed = () =>
  new ApiError(403, 'AccessDenied', 'This endpoint is not open to this kind of caller.');

/** A representative who has not synced to a customer calls a route that acts for one. */
export const subjectRequired = () =>
  new ApiError(403, 'SubjectRequired', 'Select a customer to act for (Switch Customer) before using this endpoint.');

/** The refusal of a security setting to a representative acting for a customer (issue 18; reference §6.4). */
export const representativeMayNotChange = () =>
  new ApiError(
    403,
    'AccessDenied',
    "A sales representative acting for a customer cannot change the customer's password, email, saved cards or sign-in settings.",
  );

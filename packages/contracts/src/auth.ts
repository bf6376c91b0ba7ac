import { z } from 'zod';
import { errorResponseSchema } from './common';

/**
 * OAuth and access-token errors as a client reads them: the error body with the OAuth 2.0 fields present
 * (`error` is the OAuth code, e.g. invalid_token, insufficient_scope, invalid_client).
 */
export const authErrorResponseSchema = errorResponseSchema.extend({
  error: z.string(),
  error_description: z.string(),
});
export type AuthErrorResponse = z.infer<typeof authErrorResponseSchema>;

/** Tokens the auth service (/auth/*) hands the storefront's server. */
export const authTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

/** Passwords are taken exactly as typed; the bound only refuses absurd bodies (the policy allows 128 characters). */
const presentedPassword = z.string().min(1).max(1024);
export const botToken = z.string().max(4096).optional();

/** What a sign-in hands over of the visitor's anonymous session: its cart joins the customer's. */
const cartHandover = {
  cart_id: z.string().max(64).optional(),
  /**
   * The access token of the visitor's anonymous session: the cart of `cart_id` is merged only when it belongs to that
   * session, so nobody takes over another visitor's cart by naming its id.
   */
  anonymous_token: z.string().max(4096).optional(),
};

export const authUserRequestSchema = z.object({
  username: z.string().min(1).max(254),
  password: presentedPassword,
  'recaptcha-token': botToken,
  ...cartHandover,
});
export type AuthUserRequest = z.infer<typeof authUserRequestSchema>;

/** POST /auth/signup/confirm: the token of a registration's confirmation link; confirming signs the customer in. */
export const signupConfirmRequestSchema = z.object({ token: z.string().min(1).max(256), ...cartHandover });
export type SignupConfirmRequest = z.infer<typeof signupConfirmRequestSchema>;

export const refreshTokenRequestSchema = z.object({ refresh_token: z.string().min(1).max(256) });
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

/** POST /auth/sessions/revoke-others: how many other sessions were ended. */
export const sessionsRevokedSchema = z.object({ revoked: z.number().int() });

export const passwordResetRequestSchema = z.object({ email: z.string().min(1).max(254), 'recaptcha-token': botToken });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetAcceptedSchema = z.object({ message: z.string() });

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1).max(256),
  newPassword: presentedPassword,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

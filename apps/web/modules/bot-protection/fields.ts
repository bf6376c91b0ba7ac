/** The form field, and API body field, that carries a form's token (spec §7: POST /auth/user {…, recaptcha-token}). */
export const botTokenField = 'recaptcha-token';
/**
 * A password change signs the customer in straight after: that login needs a token of its own,
 * since a token is good for one action and one use.
 */
export const loginBotTokenField = 'recaptcha-login-token';

/** Which token fields a form sends, and the action each token is made for. */
export type BotTokenFields = Readonly<Record<string, string>>;

/** The token a form sent in `field`; undefined when bot protection is off (the API then decides). */
export function botTokenOf(data: FormData, field: string = botTokenField): string | undefined {
  const token = data.get(field);
  return typeof token === 'string' && token ? token : undefined;
}

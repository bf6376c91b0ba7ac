/**
 * Password length rules (ASVS 5.0 6.2.1, 6.2.5, 6.2.8): 8 to 128 characters, counted as Unicode
 * code points so an emoji is one character; no composition rules; the password is used exactly as
 * typed (never trimmed or truncated). The common-password check lives in the API (it needs a dictionary).
 */
export const passwordLength = { min: 8, max: 128 } as const;

export type PasswordProblem = 'too_short' | 'too_long';

export function passwordProblem(plain: string): PasswordProblem | undefined {
  const length = [...plain].length;
  if (length < passwordLength.min) return 'too_short';
  if (length > passwordLength.max) return 'too_long';
  return undefined;
}

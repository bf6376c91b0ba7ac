import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: Set<string> | undefined;

/**
 * Whether the password is one of the ~49,000 most common passwords of zxcvbn-ts' list (ASVS 5.0
 * 6.2.4 asks for at least the top 3,000). Compared lower-cased, as the list is, so "Password1"
 * counts too. The list is loaded into a Set on first use.
 */
export function isCommonPassword(plain: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(plain.toLowerCase());
}

import { customerCredentialsRepository, type Db } from '@chairside/db';
import { normalizeEmail } from '@chairside/domain';
import type { LoginLimits } from './login-limits';
import type { PasswordHasher } from './password-hasher';

/**
 * Checks an email and password: limits first (no hashing for a blocked caller), then one Argon2
 * verification whether or not the email exists. Returns the customer id, or undefined for
 * wrong credentials of either kind and for a registration whose email is not confirmed yet, even
 * with the right password (else sign-in would tell which emails are new); callers answer all
 * alike. A correct password whose stored hash is weaker than today's parameters is rehashed.
 */
export function customerAuthenticator(db: Db, hasher: PasswordHasher, limits: LoginLimits) {
  const credentials = customerCredentialsRepository(db);
  return {
    async authenticate(email: string, password: string, ip: string): Promise<string | undefined> {
      await limits.check(email, ip);
      const customer = await credentials.findByEmail(normalizeEmail(email));
      const valid = customer
        ? await hasher.verify(customer.passwordHash, password)
        : await hasher.verifyUnknown(password);
      if (!customer || !valid || !customer.confirmed) {
        await limits.recordFailure(email, ip);
        return undefined;
      }
      await limits.recordSuccess(email, ip);
      // The one moment the plain password is at hand: bring an old, weaker hash up to today's parameters.
      if (hasher.needsUpgrade(customer.passwordHash))
        await credentials.upgradeHash(customer.id, customer.passwordHash, await hasher.hash(password));
      return customer.id;
    },
  };
}

export type CustomerAuthenticator = ReturnType<typeof customerAuthenticator>;

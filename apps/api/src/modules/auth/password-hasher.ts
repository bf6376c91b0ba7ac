import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './password';
import { hashNeedsUpgrade } from './password-upgrade';
import { workLimiter } from './work-limiter';

export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  verify(hash: string, plain: string): Promise<boolean>;
  /** Costs what a verification costs and always fails: the answer for an unknown email (no timing oracle). */
  verifyUnknown(plain: string): Promise<false>;
  /** Whether the stored hash was made with weaker parameters than new hashes get (rehash on sign-in). */
  needsUpgrade(hash: string): boolean;
}

/** Argon2 hashing through a bounded queue (see workLimiter). */
export function passwordHasher({ concurrency, maxQueue }: { concurrency: number; maxQueue: number }): PasswordHasher {
  const limiter = workLimiter(concurrency, maxQueue);
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (plain) => limiter.run(() => hashPassword(plain)),
    verify: (hash, plain) => limiter.run(() => verifyPassword(hash, plain)),
    async verifyUnknown(plain) {
      // Same parameters as real hashes; made once per process, from a password nobody knows.
      dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
      const hash = await dummyHash;
      await limiter.run(() => verifyPassword(hash, plain));
      return false;
    },
    needsUpgrade: (hash) => hashNeedsUpgrade(hash),
  };
}

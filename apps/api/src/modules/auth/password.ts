import argon2 from 'argon2';

/** Argon2id with the OWASP minimum (19 MiB, t=2, p=1); the PHC string carries the parameters. */
export const passwordHashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, passwordHashOptions);
}

export function verifyPassword(hash: string, plain: string): Promise<boolean> {
  return argon2.verify(hash, plain).catch(() => false);
}

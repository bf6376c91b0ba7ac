import { createHash, randomBytes } from 'node:crypto';
import { projectKey } from '../oauth/scopes';

/** 256 bits from the CSPRNG (ASVS 11.5.1 asks for at least 128). */
const tokenBytes = 32;

/** A fresh random token as base64url. */
export const randomToken = () => randomBytes(tokenBytes).toString('base64url');

/** Refresh tokens look like commercetools' (`{projectKey}:{opaque}`). */
export const newRefreshToken = () => `${projectKey}:${randomToken()}`;

/** Only this digest is stored: a leaked table yields no usable token. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

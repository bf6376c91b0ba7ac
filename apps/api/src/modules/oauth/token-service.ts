import { randomBytes } from 'node:crypto';
import { signingKeyRepository, type Db } from '@chairside/db';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config';
import { projectKey } from './scopes';
import { signingKeyStore, type SigningKeyStore } from './signing-key-store';

/** What a verified access token says: who it was issued to, what it may do, until when. */
export interface AccessToken {
  clientId: string;
  /** Full scope strings (`view_products:aces`, later also `customer_id:<id>`, `anonymous_id:<id>`). */
  scopes: string[];
  expiresAt: Date;
  /** Random token id, for logs and later revocation lists. */
  tokenId: string;
  /** The sign-in session (auth_sessions.id) of customer and anonymous tokens; absent on client tokens. */
  sessionId?: string;
  /** The `role` claim: `sales_rep` when the customer account signed in as a sales representative. */
  role?: TokenRole;
}

/** Roles an account's session may carry; a plain customer's token has none. */
export type TokenRole = 'sales_rep';

export interface IssuedAccessToken {
  accessToken: string;
  /** Seconds until the token expires, as sent in `expires_in`. */
  expiresIn: number;
}

/** Why a presented token was refused; the reason goes into `error_description`. */
export class InvalidAccessTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'The access token has expired.' : 'The access token is invalid.');
    this.name = 'InvalidAccessTokenError';
  }
}

export interface AccessTokenGrant {
  clientId: string;
  scopes: readonly string[];
  /** Becomes the `sid` claim. */
  sessionId?: string;
  /** Becomes the `role` claim. */
  role?: TokenRole;
  /** Overrides the configured lifetime (customer and anonymous tokens live shorter). */
  ttlSeconds?: number;
}

export interface TokenService {
  issueAccessToken(grant: AccessTokenGrant): Promise<IssuedAccessToken>;
  /** Checks signature, algorithm, issuer and expiry; throws InvalidAccessTokenError otherwise. */
  verifyAccessToken(token: string): Promise<AccessToken>;
}

export interface TokenServiceOptions {
  keys: SigningKeyStore;
  accessTokenTtlSeconds: number;
  /** The clock; tests move it to see tokens expire. */
  now?: () => Date;
}

const issuer = `chairside:${projectKey}`;
const tokenType = 'at+jwt';
/** 128 bits from the CSPRNG (ASVS 11.5.1). */
const tokenIdBytes = 16;
/** Leaves room for long scope lists (customer tokens) while refusing absurd headers early. */
const maxTokenLength = 4_096;
/** Verified tokens remembered per process (a few hundred bytes each). */
const verifiedTokensKept = 10_000;

/**
 * Access tokens are compact HS256 JWS (RFC 9068 `at+jwt`) signed with a key from the shared
 * key store: any API instance verifies them from memory, without a database round trip.
 */
export function tokenService({
  keys,
  accessTokenTtlSeconds,
  now = () => new Date(),
}: TokenServiceOptions): TokenService {
  // A verified token stays valid until it expires, so the same token (the storefront's read token
  // arrives with every catalogue request) is checked once, not HMAC-verified on every request.
  const verified = new LRUCache<string, AccessToken>({ max: verifiedTokensKept });
  return {
    async issueAccessToken({ clientId, scopes, sessionId, role, ttlSeconds = accessTokenTtlSeconds }) {
      const { kid, key } = await keys.current();
      const issuedAt = Math.floor(now().getTime() / 1000);
      const claims = {
        client_id: clientId,
        scope: scopes.join(' '),
        ...(sessionId === undefined ? {} : { sid: sessionId }),
        ...(role === undefined ? {} : { role }),
      };
      const accessToken = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: tokenType, kid })
        .setIssuer(issuer)
        .setSubject(clientId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .setJti(randomBytes(tokenIdBytes).toString('base64url'))
        .sign(key);
      return { accessToken, expiresIn: ttlSeconds };
    },

    async verifyAccessToken(token) {
      if (token.length > maxTokenLength) throw new InvalidAccessTokenError('invalid');
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() <= now().getTime()) throw new InvalidAccessTokenError('expired');
        return known;
      }
      const result = await verifySignedToken(token);
      verified.set(token, result);
      return result;
    },
  };

  async function verifySignedToken(token: string): Promise<AccessToken> {
    try {
      const { payload } = await jwtVerify(
        token,
        async ({ kid }) => {
          const key = kid === undefined ? undefined : await keys.find(kid);
          if (!key) throw new InvalidAccessTokenError('invalid');
          return key;
        },
        {
          algorithms: ['HS256'],
          issuer,
          typ: tokenType,
          currentDate: now(),
          requiredClaims: ['exp', 'jti', 'client_id', 'scope'],
        },
      );
      const { client_id: clientId, scope, jti, exp, sid, role } = payload;
      if (typeof clientId !== 'string' || typeof scope !== 'string' || jti === undefined || exp === undefined)
        throw new InvalidAccessTokenError('invalid');
      if (sid !== undefined && typeof sid !== 'string') throw new InvalidAccessTokenError('invalid');
      if (role !== undefined && role !== 'sales_rep') throw new InvalidAccessTokenError('invalid');
      return {
        clientId,
        scopes: scope.split(' ').filter(Boolean),
        expiresAt: new Date(exp * 1000),
        tokenId: jti,
        ...(sid === undefined ? {} : { sessionId: sid }),
        ...(role === undefined ? {} : { role }),
      };
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new InvalidAccessTokenError('expired');
      // Malformed, forged, wrong algorithm or issuer: all the same to the caller.
      if (error instanceof errors.JOSEError) throw new InvalidAccessTokenError('invalid');
      throw error;
    }
  }
}

/** The token service of a running API: keys shared through the database, lifetime from the configuration. */
export function tokenServiceFor(db: Db, config: Pick<Config, 'ACCESS_TOKEN_TTL_SECONDS'>): TokenService {
  return tokenService({
    keys: signingKeyStore(signingKeyRepository(db)),
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  });
}

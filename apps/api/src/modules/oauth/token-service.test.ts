import { createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SigningKeyStore } from './signing-key-store';
import { InvalidAccessTokenError, tokenService } from './token-service';

const keyA = { kid: 'key-a', key: createSecretKey(Buffer.alloc(32, 1)) };
const keyB = { kid: 'key-b', key: createSecretKey(Buffer.alloc(32, 2)) };

/** Signs with `current`; verifies any key in `known`. */
function keys(current: typeof keyA, known = [keyA, keyB]): SigningKeyStore {
  return { current: async () => current, find: async (kid) => known.find((candidate) => candidate.kid === kid)?.key };
}

const grant = { clientId: 'storefront', scopes: ['view_categories:aces', 'view_content:aces'] };
const start = new Date('2026-05-01T12:00:00Z');

describe('tokenService', () => {
  it('issues a token that verifies to its client, scopes and expiry', async () => {
    const service = tokenService({ keys: keys(keyA), accessTokenTtlSeconds: 172_800, now: () => start });
    const issued = await service.issueAccessToken(grant);
    expect(issued.expiresIn).toBe(172_800);
    const token = await service.verifyAccessToken(issued.accessToken);
    expect(token).toMatchObject({
      clientId: 'storefront',
      scopes: grant.scopes,
      expiresAt: new Date('2026-05-03T12:00:00Z'),
    });
    expect(token.tokenId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('carries the session id as the sid claim and a per-grant lifetime', async () => {
    const service = tokenService({ keys: keys(keyA), accessTokenTtlSeconds: 172_800, now: () => start });
    const issued = await service.issueAccessToken({ ...grant, sessionId: 'session-1', ttlSeconds: 900 });
    expect(issued.expiresIn).toBe(900);
    await expect(service.verifyAccessToken(issued.accessToken)).resolves.toMatchObject({
      sessionId: 'session-1',
      expiresAt: new Date('2026-05-01T12:15:00Z'),
    });
    const plain = await service.verifyAccessToken((await service.issueAccessToken(grant)).accessToken);
    expect(plain).not.toHaveProperty('sessionId');
  });

  it('verifies tokens of a retired key and of another instance that signs with a newer one', async () => {
    const old = await tokenService({
      keys: keys(keyA),
      accessTokenTtlSeconds: 3600,
      now: () => start,
    }).issueAccessToken(grant);
    const verifier = tokenService({ keys: keys(keyB), accessTokenTtlSeconds: 3600, now: () => start });
    await expect(verifier.verifyAccessToken(old.accessToken)).resolves.toMatchObject({ clientId: 'storefront' });
  });

  it('refuses a token at its expiry time, with the reason', async () => {
    let now = start;
    const service = tokenService({ keys: keys(keyA), accessTokenTtlSeconds: 60, now: () => now });
    const { accessToken } = await service.issueAccessToken(grant);
    now = new Date(start.getTime() + 59_000);
    await expect(service.verifyAccessToken(accessToken)).resolves.toBeDefined();
    now = new Date(start.getTime() + 60_000);
    await expect(service.verifyAccessToken(accessToken)).rejects.toEqual(new InvalidAccessTokenError('expired'));
  });

  it('remembers only the exact token it verified: a tampered copy is still checked and refused', async () => {
    const service = tokenService({ keys: keys(keyA), accessTokenTtlSeconds: 60, now: () => start });
    const { accessToken } = await service.issueAccessToken(grant);
    await service.verifyAccessToken(accessToken);
    const [header, payload, signature] = accessToken.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), scope: 'manage_project:aces' })).toString('base64url')}.${signature}`;
    await expect(service.verifyAccessToken(forged)).rejects.toEqual(new InvalidAccessTokenError('invalid'));
    await expect(service.verifyAccessToken(accessToken)).resolves.toMatchObject({ scopes: grant.scopes });
  });

  it('refuses a token whose key is unknown', async () => {
    const { accessToken } = await tokenService({ keys: keys(keyA), accessTokenTtlSeconds: 60 }).issueAccessToken(grant);
    const verifier = tokenService({ keys: keys(keyB, [keyB]), accessTokenTtlSeconds: 60 });
    await expect(verifier.verifyAccessToken(accessToken)).rejects.toEqual(new InvalidAccessTokenError('invalid'));
  });

  it.each(['', 'abc', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.e30.', '....', `${'x'.repeat(5000)}`, 'eyJ.eyJ.sig'])(
    'refuses the malformed token %j as invalid',
    async (token) => {
      const service = tokenService({ keys: keys(keyA), accessTokenTtlSeconds: 60 });
      await expect(service.verifyAccessToken(token)).rejects.toEqual(new InvalidAccessTokenError('invalid'));
    },
  );
});

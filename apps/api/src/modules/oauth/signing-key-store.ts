import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { SigningKeyRecord } from '@chairside/db';

export interface SigningKeySource {
  all(): Promise<SigningKeyRecord[]>;
  add(key: { kid: string; secret: string }): Promise<void>;
}

export interface SigningKey {
  kid: string;
  key: KeyObject;
}

export interface SigningKeyStore {
  /** The key new tokens are signed with: the newest key that is not retired. */
  current(): Promise<SigningKey>;
  /** The key a token names, retired or not; undefined when no instance ever made it. */
  find(kid: string): Promise<KeyObject | undefined>;
}

/** HMAC-SHA256 keys as long as the hash output (RFC 7518 §3.2 asks for at least that). */
const secretBytes = 32;
/** A token naming an unknown key makes us look in the database at most this often. */
const defaultReloadIntervalMs = 1_000;

interface LoadedKeys {
  byKid: Map<string, KeyObject>;
  current: SigningKey;
}

/**
 * Signing keys shared through the database and cached in memory, so verifying a token needs no
 * database round trip. The first instance to find no usable key creates one; a kid another
 * instance created later is picked up by reloading on a miss (throttled, so forged kids cannot
 * hammer the database).
 */
export function signingKeyStore(
  source: SigningKeySource,
  options: { reloadIntervalMs?: number; now?: () => number } = {},
): SigningKeyStore {
  const reloadIntervalMs = options.reloadIntervalMs ?? defaultReloadIntervalMs;
  const now = options.now ?? Date.now;
  let loaded: LoadedKeys | undefined;
  let loadedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<LoadedKeys> | undefined;

  async function loadKeys(): Promise<LoadedKeys> {
    let records = await source.all();
    if (!records.some((record) => record.retiredAt === null)) {
      await source.add({
        kid: randomBytes(16).toString('base64url'),
        secret: randomBytes(secretBytes).toString('base64url'),
      });
      records = await source.all();
    }
    const byKid = new Map(
      records.map((record) => [record.kid, createSecretKey(Buffer.from(record.secret, 'base64url'))]),
    );
    // Records come oldest first: the last active one signs.
    const newest = records.filter((record) => record.retiredAt === null).at(-1)!;
    return { byKid, current: { kid: newest.kid, key: byKid.get(newest.kid)! } };
  }

  function reload(): Promise<LoadedKeys> {
    inFlight ??= loadKeys()
      .then((keys) => {
        loaded = keys;
        loadedAt = now();
        return keys;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    async current() {
      return (loaded ?? (await reload())).current;
    },
    async find(kid) {
      const known = loaded?.byKid.get(kid);
      if (known || now() - loadedAt < reloadIntervalMs) return known;
      return (await reload()).byKid.get(kid);
    },
  };
}

import type { SigningKeyRecord } from '@chairside/db';
import { describe, expect, it } from 'vitest';
import { signingKeyStore, type SigningKeySource } from './signing-key-store';

/** The signing_keys table in memory, counting reads. */
function memorySource(initial: SigningKeyRecord[] = []) {
  const records = [...initial];
  let reads = 0;
  const source: SigningKeySource = {
    async all() {
      reads += 1;
      return [...records].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
    async add({ kid, secret }) {
      if (!records.some((record) => record.kid === kid))
        records.push({ kid, secret, createdAt: new Date(Date.now() + records.length), retiredAt: null });
    },
  };
  return { source, records, reads: () => reads };
}

const record = (kid: string, createdAt: string, retiredAt: string | null = null): SigningKeyRecord => ({
  kid,
  secret: Buffer.alloc(32, kid).toString('base64url'),
  createdAt: new Date(createdAt),
  retiredAt: retiredAt ? new Date(retiredAt) : null,
});

describe('signingKeyStore', () => {
  it('creates a 256-bit key on first use when the table is empty, and caches it', async () => {
    const memory = memorySource();
    const store = signingKeyStore(memory.source);
    const current = await store.current();
    expect(memory.records).toHaveLength(1);
    expect(Buffer.from(memory.records[0]!.secret, 'base64url')).toHaveLength(32);
    expect(current.kid).toBe(memory.records[0]!.kid);
    expect(current.key.symmetricKeySize).toBe(32);
    await store.current();
    await store.find(current.kid);
    expect(memory.reads()).toBe(2);
  });

  it('signs with the newest active key and still finds retired ones', async () => {
    const memory = memorySource([
      record('old', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'),
      record('a', '2026-02-01T00:00:00Z'),
      record('b', '2026-03-01T00:00:00Z'),
    ]);
    const store = signingKeyStore(memory.source);
    expect((await store.current()).kid).toBe('b');
    expect(await store.find('old')).toBeDefined();
    expect(memory.records).toHaveLength(3);
  });

  it('creates a new key when every key is retired', async () => {
    const memory = memorySource([record('old', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')]);
    const store = signingKeyStore(memory.source);
    const current = await store.current();
    expect(current.kid).not.toBe('old');
    expect(await store.find('old')).toBeDefined();
  });

  it('picks up a key another instance added, reloading at most once per interval for unknown kids', async () => {
    let clock = 0;
    const memory = memorySource([record('a', '2026-01-01T00:00:00Z')]);
    const store = signingKeyStore(memory.source, { reloadIntervalMs: 1_000, now: () => clock });
    await store.current();
    memory.records.push(record('b', '2026-02-01T00:00:00Z'));
    expect(await store.find('b')).toBeUndefined();
    expect(await store.find('forged')).toBeUndefined();
    expect(memory.reads()).toBe(1);
    clock = 1_000;
    expect(await store.find('b')).toBeDefined();
    expect(memory.reads()).toBe(2);
  });

  it('shares one load between concurrent first callers', async () => {
    const memory = memorySource();
    const store = signingKeyStore(memory.source);
    const [a, b] = await Promise.all([store.current(), store.current()]);
    expect(a.kid).toBe(b.kid);
    expect(memory.records).toHaveLength(1);
  });
});

import type { SkuPriceRecord } from '@chairside/db';
import { describe, expect, it } from 'vitest';
import { recordCache } from './record-cache';

const bySku = (record: SkuPriceRecord) => record.sku;
const record = (sku: string): SkuPriceRecord => ({
  sku,
  itemNumber: '1000001',
  uom: 'BX',
  asapProductCategory: null,
  controlled: false,
  prices: [],
});

/** A loader that knows skus starting with "K" and records what it was asked for. */
function loader() {
  const calls: string[][] = [];
  const load = async (missing: string[]) => {
    calls.push(missing);
    return missing.filter((sku) => sku.startsWith('K')).map(record);
  };
  return { calls, load };
}

describe('recordCache', () => {
  it('loads only the skus it does not hold, once each, and keeps what it loaded', async () => {
    const cache = recordCache(60_000, 100, bySku);
    const { calls, load } = loader();
    const first = await cache.getMany(['K1', 'K2', 'K1', 'X9'], load);
    expect([...first.keys()].sort()).toEqual(['K1', 'K2']);
    const second = await cache.getMany(['K2', 'K3', 'X9'], load);
    expect([...second.keys()].sort()).toEqual(['K2', 'K3']);
    expect(second.get('K2')).toBe(first.get('K2'));
    // Unknown skus are asked for again (nothing to keep), known ones never.
    expect(calls).toEqual([
      ['K1', 'K2', 'X9'],
      ['K3', 'X9'],
    ]);
    await cache.getMany(['K1', 'K2', 'K3'], load);
    expect(calls).toHaveLength(2);
  });

  it('with a ttl of 0 loads every time', async () => {
    const cache = recordCache(0, 100, bySku);
    const { calls, load } = loader();
    await cache.getMany(['K1'], load);
    await cache.getMany(['K1'], load);
    expect(calls).toEqual([['K1'], ['K1']]);
  });

  it('drops the least recently used skus beyond its size', async () => {
    const cache = recordCache(60_000, 2, bySku);
    const { calls, load } = loader();
    await cache.getMany(['K1', 'K2', 'K3'], load);
    await cache.getMany(['K1'], load);
    expect(calls.at(-1)).toEqual(['K1']);
  });
});

import type { Db } from '@chairside/db';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { contentService } from './content.service';

// A database that fails on any use: introspection and validation never reach it.
const unusedDb = new Proxy(
  {},
  {
    get: () => {
      throw new Error('database used');
    },
  },
) as unknown as Db;
const log = pino({ level: 'silent' });
const now = new Date('2026-05-01T12:00:00Z');

describe('contentService introspection', () => {
  it('answers introspection when enabled (development, tests)', async () => {
    const result = await contentService(unusedDb, { introspection: true, log }).execute(
      {
        query: '{ __schema { queryType { name } } }',
      },
      now,
    );
    expect(result).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('refuses introspection in production', async () => {
    const result = await contentService(unusedDb, { introspection: false, log }).execute(
      {
        query: '{ __type(name: "PrintCatalog") { name } }',
      },
      now,
    );
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toBe(
      'GraphQL introspection has been disabled, but the requested query contained the field "__type".',
    );
  });
});

describe('contentService failures', () => {
  it('hides the text of unexpected resolver errors', async () => {
    const result = await contentService(unusedDb, { introspection: false, log }).execute(
      {
        query: '{ printCatalogs { slug } }',
      },
      now,
    );
    expect(result.data).toBeNull();
    expect(result.errors).toEqual([
      { message: 'Internal server error', locations: [{ line: 1, column: 3 }], path: ['printCatalogs'] },
    ]);
  });
});

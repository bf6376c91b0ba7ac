import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedPgliteClient, type PgliteQueryClient } from './pglite-prepared';

describe('PGlite client with prepared statements', () => {
  let pg: PGlite;
  let client: PgliteQueryClient;
  beforeAll(async () => {
    pg = await PGlite.create('memory://');
    client = preparedPgliteClient(pg);
    await pg.exec(`create table items (id int primary key, name text, price numeric(10, 2), tags text[],
      attributes jsonb, created_at timestamptz)`);
  });
  afterAll(async () => {
    await pg.close();
  });

  const preparedCount = async (text: string) =>
    (
      await pg.query<{ runs: number }>(
        'select coalesce(sum(generic_plans + custom_plans), 0)::int as runs from pg_prepared_statements where statement = $1',
        [text],
      )
    ).rows[0]!.runs;

  it('answers as PGlite does, for every type drizzle sends and reads, in both row modes', async () => {
    const insert = 'insert into items values ($1, $2, $3, $4, $5, $6) returning *';
    const params = [1, 'Nitrile gloves', '12.50', ['a', 'b "c"'], { size: 'M' }, new Date('2026-11-30T04:00:00Z')];
    const inserted = await client.query(insert, params);
    expect(inserted.rows).toEqual([
      {
        id: 1,
        name: 'Nitrile gloves',
        price: '12.50',
        tags: ['a', 'b "c"'],
        attributes: { size: 'M' },
        created_at: new Date('2026-11-30T04:00:00Z'),
      },
    ]);
    expect(inserted.affectedRows).toBe(1);
    const select = 'select id, name, price, tags, attributes, created_at from items where id = any($1)';
    for (const rowMode of ['object', 'array'] as const) {
      const options = { rowMode, parsers: { 1184: (value: string) => value } };
      const expected = await pg.query(select, [[1, 2]], options);
      // Twice: the second run binds the statement prepared by the first.
      expect(await client.query(select, [[1, 2]], options)).toEqual(expected);
      expect(await client.query(select, [[1, 2]], options)).toEqual(expected);
    }
    expect(await client.query('update items set name = $1 where id = $2', ['Latex gloves', 2])).toMatchObject({
      rows: [],
      affectedRows: 0,
    });
  });

  it('parses and plans a text once, however often it runs', async () => {
    const text = 'select name from items where id = $1';
    for (let run = 0; run < 7; run += 1)
      expect((await client.query(text, [1])).rows).toEqual([{ name: 'Nitrile gloves' }]);
    expect(await preparedCount(text)).toBe(7);
  });

  it('keeps at most 256 statements, closing the least recently used', async () => {
    const first = 'select 0 as n';
    await client.query(first);
    for (let n = 1; n <= 300; n += 1) {
      await client.query(`select ${n} as n`);
      // The first text stays in use, so it is never the least recently used.
      if (n % 100 === 0) await client.query(first);
    }
    const { rows } = await pg.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements');
    expect(rows[0]!.count).toBeLessThanOrEqual(256);
    expect(await preparedCount(first)).toBe(4);
    expect(await preparedCount('select 1 as n')).toBe(0);
    expect((await client.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it('throws the database error with its statement and keeps working', async () => {
    const text = 'insert into items (id, name) values ($1, $2)';
    await client.query(text, [3, 'Mirror']);
    const error = await client.query(text, [3, 'Mirror']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_pkey', query: text, params: [3, 'Mirror'] });
    const syntax = await client.query('select from where').catch((caught: unknown) => caught);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await client.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
  });

  it('prepares again a statement the server forgot, or whose result type changed', async () => {
    const text = 'select name from items where id = $1';
    await client.query(text, [1]);
    await client.query('select count(*)::int as n from items');
    await pg.exec('deallocate all');
    expect((await client.query(text, [1])).rows).toEqual([{ name: 'Nitrile gloves' }]);
    // Every statement went, not only the one that failed first.
    await client.transaction(async (tx) => {
      expect((await tx.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
    });
    const star = 'select * from items where id = $1';
    await client.query(star, [1]);
    await pg.exec('alter table items add column note text');
    expect((await client.query(star, [1])).rows[0]).toMatchObject({ id: 1, note: null });
  });

  it('runs statements in a transaction that commits or rolls back as a whole', async () => {
    const insert = 'insert into items (id, name) values ($1, $2)';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [10, 'Probe']);
        expect((await tx.query('select name from items where id = $1', [10])).rows).toEqual([{ name: 'Probe' }]);
        await tx.query(insert, [10, 'Probe']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await client.query('select count(*)::int as n from items where id = $1', [10])).rows).toEqual([{ n: 0 }]);
    await client.transaction(async (tx) => {
      await tx.query(insert, [11, 'Scaler']);
    });
    expect((await client.query('select name from items where id = $1', [11])).rows).toEqual([{ name: 'Scaler' }]);
  });
});

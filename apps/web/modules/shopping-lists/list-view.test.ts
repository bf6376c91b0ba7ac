import { describe, expect, it } from 'vitest';
import { arrange, dropLine, listQuery, moveLine, pageOf, type ListRow } from './list-view';

const row = (id: string, name: string, itemNumber: string, addedAt: string, note = ''): ListRow => ({
  id,
  sku: `CS-${itemNumber}-BX`,
  name,
  href: undefined,
  itemNumber,
  uom: 'BX',
  image: undefined,
  quantity: 1,
  note,
  addedBy: 'Ann',
  addedAt,
  available: true,
});

const rows = [
  row('a', 'Gloves', '0300', '2026-11-01T00:00:00Z'),
  row('b', 'bibs', '0020', '2026-11-03T00:00:00Z', 'room 2'),
  row('c', 'Anesthetic', '0100', '2026-11-02T00:00:00Z'),
];

describe('listQuery', () => {
  it('reads sort, filter, page and print and ignores hostile values', () => {
    expect(listQuery({ sort: 'name', q: '  glo ', page: '2', print: '1' })).toEqual({
      sort: 'name',
      filter: 'glo',
      page: 2,
      print: true,
    });
    expect(listQuery({ sort: '__proto__', page: '-1', q: ['x'.repeat(500)] })).toEqual({
      sort: 'position',
      filter: 'x'.repeat(100),
      page: 1,
      print: false,
    });
    expect(listQuery({ page: '1e9' }).page).toBe(1);
  });
});

describe('arrange', () => {
  it('keeps list order, or sorts by name, item number (numeric) or newest added', () => {
    const ids = (sort: Parameters<typeof arrange>[1]['sort']) => arrange(rows, { sort, filter: '' }).map((r) => r.id);
    expect(ids('position')).toEqual(['a', 'b', 'c']);
    expect(ids('name')).toEqual(['c', 'b', 'a']);
    expect(ids('item')).toEqual(['b', 'c', 'a']);
    expect(ids('added')).toEqual(['b', 'c', 'a']);
  });

  it('filters on name, item number and note in any case', () => {
    expect(arrange(rows, { sort: 'position', filter: 'GLO' }).map((r) => r.id)).toEqual(['a']);
    expect(arrange(rows, { sort: 'position', filter: '0100' }).map((r) => r.id)).toEqual(['c']);
    expect(arrange(rows, { sort: 'position', filter: 'room' }).map((r) => r.id)).toEqual(['b']);
  });
});

describe('pageOf', () => {
  it('cuts pages of the given size and clamps to the last', () => {
    expect(pageOf(rows, 2, 2)).toMatchObject({ page: 2, pageCount: 2, total: 3, rows: [{ id: 'c' }] });
    expect(pageOf(rows, 9, 2).page).toBe(2);
    expect(pageOf([], 1)).toMatchObject({ page: 1, pageCount: 1, rows: [] });
  });
});

describe('moveLine and dropLine', () => {
  it('moves by one place and refuses moves past the ends', () => {
    expect(moveLine(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveLine(['a', 'b', 'c'], 'c', 1)).toBeUndefined();
    expect(moveLine(['a', 'b', 'c'], 'x', 1)).toBeUndefined();
  });

  it('drops before another line or at the end, and says when nothing moves', () => {
    expect(dropLine(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(dropLine(['a', 'b', 'c'], 'a', undefined)).toEqual(['b', 'c', 'a']);
    expect(dropLine(['a', 'b', 'c'], 'a', 'b')).toBeUndefined();
    expect(dropLine(['a', 'b', 'c'], 'b', 'b')).toBeUndefined();
  });
});

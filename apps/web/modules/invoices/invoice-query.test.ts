import { describe, expect, it } from 'vitest';
import { idsOf, invoiceFiltersOf, invoicesHref, listQueryOf } from './invoice-query';

describe('invoiceFiltersOf', () => {
  it('reads the filters of a shared link', () => {
    const filters = invoiceFiltersOf({
      status: ['Open', 'Overdue,Paid'],
      from: '2026-01-01',
      to: '2026-02-28',
      q: ' IN10 ',
      sort: 'due_on asc',
      page: '3',
    });
    expect(filters).toEqual({
      status: ['Open', 'Overdue', 'Paid'],
      from: '2026-01-01',
      to: '2026-02-28',
      q: 'IN10',
      sort: 'due_on asc',
      limit: 20,
      page: 3,
    });
    expect(listQueryOf(filters)).toEqual({
      status: 'Open,Overdue,Paid',
      from: '2026-01-01',
      to: '2026-02-28',
      q: 'IN10',
      sort: 'due_on asc',
      limit: 20,
      offset: 40,
    });
  });

  it('leaves out what it does not know instead of refusing the page', () => {
    expect(
      invoiceFiltersOf({ status: 'Lost', from: '2026-13-45', sort: 'total', page: '-1', limit: '7' }),
    ).toMatchObject({ status: [], from: '', sort: 'issued_on desc', page: 1, limit: 20 });
  });

  it('puts a reversed date range the right way round', () => {
    expect(invoiceFiltersOf({ from: '2026-03-01', to: '2026-01-01' })).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-01',
    });
  });
});

describe('invoicesHref', () => {
  const filters = invoiceFiltersOf({ status: 'Open,Overdue', q: 'PO 7' });
  it('keeps the filters and drops defaults', () => {
    expect(invoicesHref(filters, { page: 2 })).toBe('/customer/account/invoices?status=Open%2COverdue&q=PO+7&page=2');
    expect(invoicesHref(invoiceFiltersOf({}))).toBe('/customer/account/invoices');
  });
});

describe('idsOf', () => {
  it('reads a comma list or repeated ids, each once, at most `max`', () => {
    expect(idsOf({ ids: ['a,b', 'b', 'c'] }, 10)).toEqual(['a', 'b', 'c']);
    expect(idsOf({ ids: 'a,,b,c' }, 2)).toEqual(['a', 'b']);
    expect(idsOf({}, 5)).toEqual([]);
  });
});

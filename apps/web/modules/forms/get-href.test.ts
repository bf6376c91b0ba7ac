import { describe, expect, it } from 'vitest';
import { getFormHref } from './get-href';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('getFormHref', () => {
  it('puts the fields in the query as a GET form does (spaces as +, repeated names kept, empty ones too)', () =>
    expect(
      getFormHref(
        '/customer/account/invoices',
        form([
          ['status', 'open'],
          ['status', 'overdue'],
          ['from', ''],
          ['q', 'PO 12&3'],
        ]),
      ),
    ).toBe('/customer/account/invoices?status=open&status=overdue&from=&q=PO+12%263'));

  it('leaves the action alone without fields', () => expect(getFormHref('/search', new FormData())).toBe('/search'));
});

import {
  invoicePageSizeDefault,
  invoicePageSizes,
  invoiceSortValues,
  invoiceStatusValues,
  type InvoiceListQuery,
  type InvoiceSort,
  type InvoiceStatusValue,
} from '@chairside/contracts';
import { invoicesPath } from './paths';

/** The invoice list's filters as the page's URL holds them, so a filtered page is server-rendered and shareable. */
export interface InvoiceFilters {
  status: InvoiceStatusValue[];
  from: string;
  to: string;
  q: string;
  sort: InvoiceSort;
  limit: number;
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const defaults: InvoiceFilters = {
  status: [],
  from: '',
  to: '',
  q: '',
  sort: 'issued_on desc',
  limit: invoicePageSizeDefault,
  page: 1,
};

const values = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);
const first = (value: string | string[] | undefined) => values(value)[0] ?? '';
const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
const oneOf = <T extends string>(options: readonly T[], text: string): T | undefined =>
  options.find((option) => option === text);

/**
 * The filters of a URL's query; anything unknown or malformed is left out instead of refused, so an edited link still
 * shows a page. `status` may repeat (the filter form's checkboxes) or be a comma list (the API's form).
 */
export function invoiceFiltersOf(params: SearchParams): InvoiceFilters {
  const status = values(params.status)
    .flatMap((text) => text.split(','))
    .flatMap((text) => oneOf(invoiceStatusValues, text) ?? []);
  let from = isDate(first(params.from)) ? first(params.from) : '';
  let to = isDate(first(params.to)) ? first(params.to) : '';
  if (from && to && from > to) [from, to] = [to, from];
  const limit = Number(first(params.limit));
  const page = Number(first(params.page));
  return {
    status: [...new Set(status)],
    from,
    to,
    q: first(params.q).trim().slice(0, 64),
    sort: oneOf(invoiceSortValues, first(params.sort)) ?? defaults.sort,
    limit: (invoicePageSizes as readonly number[]).includes(limit) ? limit : defaults.limit,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** GET /mw/invoices's query for the filters. */
export function listQueryOf(filters: InvoiceFilters): InvoiceListQuery {
  return {
    ...(filters.status.length > 0 ? { status: filters.status.join(',') } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    sort: filters.sort,
    limit: filters.limit,
    offset: Math.min((filters.page - 1) * filters.limit, 100_000),
  };
}

/** The list page's URL for the filters with `change` applied; defaults stay out of it. */
export function invoicesHref(filters: InvoiceFilters, change: Partial<InvoiceFilters> = {}): string {
  const next = { ...filters, ...change };
  const query = new URLSearchParams();
  if (next.status.length > 0) query.set('status', next.status.join(','));
  for (const name of ['from', 'to', 'q', 'sort', 'limit', 'page'] as const)
    if (next[name] !== defaults[name]) query.set(name, String(next[name]));
  const text = query.toString();
  return text ? `${invoicesPath}?${text}` : invoicesPath;
}

/** Are any filters narrowing the list (the empty list then says so)? */
export const isFiltered = (filters: InvoiceFilters) =>
  filters.status.length > 0 || Boolean(filters.from || filters.to || filters.q);

/** The invoice ids of the multiple payment page's `ids` (comma list or repeated), each once, in order. */
export function idsOf(params: SearchParams, max: number): string[] {
  const ids = values(params.ids)
    .flatMap((text) => text.split(','))
    .map((id) => id.trim())
    .filter((id) => id.length > 0 && id.length <= 64);
  return [...new Set(ids)].slice(0, max);
}

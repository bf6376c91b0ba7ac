import { request, type APIRequestContext } from '@playwright/test';

/**
 * Facts about the seeded demo catalogue, read from the API the storefront under test uses
 * (playwright.config.ts starts it on port 4400), so that no test hard-codes generated names.
 */
const apiUrl = 'http://127.0.0.1:4400';

export interface ApiProduct {
  id: string;
  name: Record<string, string>;
  slug: Record<string, string>;
  categories: { id: string }[];
  masterVariant: ApiVariant;
  variants: ApiVariant[];
}

interface ApiVariant {
  sku?: string;
  attributes: { name: string; value: unknown }[];
  images?: { url: string }[];
}

export interface ApiCategory {
  id: string;
  key?: string;
  slug: Record<string, string>;
  name: Record<string, string>;
  parent?: { id: string };
}

let context: Promise<APIRequestContext> | undefined;

async function api(): Promise<APIRequestContext> {
  context ??= (async () => {
    const anonymous = await request.newContext({ baseURL: apiUrl });
    const response = await anonymous.post('/oauth/token', {
      headers: { authorization: `Basic ${Buffer.from('storefront:storefront-demo-secret').toString('base64')}` },
      form: { grant_type: 'client_credentials', scope: 'view_published_products:aces view_categories:aces' },
    });
    if (!response.ok()) throw new Error(`The test API refused a token: ${response.status()} ${await response.text()}`);
    const { access_token: token } = (await response.json()) as { access_token: string };
    return request.newContext({ baseURL: apiUrl, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  })();
  return context;
}

async function get<T>(path: string, params: [string, string][]): Promise<T> {
  const query = new URLSearchParams(params).toString();
  const response = await (await api()).get(`${path}?${query}`);
  if (!response.ok()) throw new Error(`GET ${path}?${query} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function searchProducts(params: [string, string][]): Promise<{ total: number; results: ApiProduct[] }> {
  return get('/aces/product-projections/search', params);
}

/** What the API suggests for a word being typed (the storefront's search box list reads it). */
export async function suggestedProducts(
  text: string,
): Promise<{ slug: Record<string, string>; name: Record<string, string> }[]> {
  return (
    await get<{ results: { slug: Record<string, string>; name: Record<string, string> }[] }>(
      '/aces/product-suggestions',
      [
        ['text.en-US', text],
        ['limit', '8'],
      ],
    )
  ).results;
}

export async function categories(): Promise<ApiCategory[]> {
  return (await get<{ results: ApiCategory[] }>('/aces/categories', [['limit', '500']])).results;
}

export async function productCount(): Promise<number> {
  return (await get<{ total: number }>('/aces/product-projections', [['limit', '0']])).total;
}

export const attribute = (variant: ApiVariant, name: string) =>
  variant.attributes.find((candidate) => candidate.name === name)?.value;
export const slugOf = (product: ApiProduct) => product.slug['en-US']!;
export const nameOf = (product: ApiProduct) => product.name['en-US']!;

/** The first product (by name) matching a search filter, e.g. a controlled one. */
export async function firstProduct(filter: string): Promise<ApiProduct> {
  const { results } = await searchProducts([
    ['filter.query', filter],
    ['sort', 'name.en-US asc'],
    ['limit', '1'],
  ]);
  if (!results[0]) throw new Error(`No demo product matches ${filter}`);
  return results[0];
}

/** The storefront path of a category: /category/{slugs from the top category down}. */
export async function categoryPath(key: string): Promise<string> {
  const all = await categories();
  const byId = new Map(all.map((category) => [category.id, category]));
  const slugs: string[] = [];
  for (
    let category = all.find((candidate) => candidate.key === key);
    category && category.key !== 'storefront-root';
    category = category.parent ? byId.get(category.parent.id) : undefined
  ) {
    slugs.unshift(category.slug['en-US']!);
  }
  if (slugs.length === 0) throw new Error(`No demo category ${key}`);
  return `/category/${slugs.join('/')}`;
}

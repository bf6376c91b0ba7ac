import { request, type APIRequestContext } from '@playwright/test';

/**
 * The content API of the storefront under test (playwright.config.ts starts it on port 4400): what is published,
 * read as the storefront reads it, so the tests compare pages with the API's answers instead of hard-coding the
 * demo content; and the authoring API (the importer's manage scope) to publish and unpublish.
 */
const apiUrl = 'http://127.0.0.1:4400';

async function clientContext(credentials: string, scope: string): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: apiUrl });
  const response = await anonymous.post('/oauth/token', {
    headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
    form: { grant_type: 'client_credentials', scope },
  });
  if (!response.ok()) throw new Error(`The test API refused a token: ${response.status()} ${await response.text()}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  await anonymous.dispose();
  return request.newContext({ baseURL: apiUrl, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

let reader: Promise<APIRequestContext> | undefined;
let author: Promise<APIRequestContext> | undefined;

/** One GraphQL read with the storefront's read token; GraphQL errors fail the test with their message. */
export async function contentGraphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  reader ??= clientContext('storefront:storefront-demo-secret', 'view_content:aces');
  const response = await (await reader).post('/content/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok() || body.errors?.length || !body.data) {
    throw new Error(`Content GraphQL failed (${response.status()}): ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

export interface PostSummary {
  slug: string;
  title: string;
  publishedAt: string;
  readingMinutes: number;
  tags: { slug: string; label: string; count: number }[];
}

export async function publishedPosts(): Promise<{ total: number; items: PostSummary[] }> {
  const data = await contentGraphql<{ blogPosts: { total: number; items: PostSummary[] } }>(
    'query { blogPosts(page: 1, pageSize: 50) { total items { slug title publishedAt readingMinutes tags { slug label count } } } }',
  );
  return data.blogPosts;
}

async function authorApi(): Promise<APIRequestContext> {
  author ??= clientContext('importer:importer-demo-secret', 'manage_project:aces');
  return author;
}

interface EntryDetail {
  id: string;
  version: number;
  slug: string;
  status: 'draft' | 'published';
}

async function authoring(path: string, data: unknown): Promise<EntryDetail> {
  const response = await (await authorApi()).post(path, { data });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as EntryDetail;
}

export const createEntry = (draft: { type: string; slug: string; fields: Record<string, unknown>; body: string }) =>
  authoring('/content/entries', draft);

export const publishEntry = (entry: EntryDetail, publishAt?: string) =>
  authoring(`/content/entries/${entry.id}/publish`, { version: entry.version, ...(publishAt ? { publishAt } : {}) });

export const unpublishEntry = (entry: EntryDetail) =>
  authoring(`/content/entries/${entry.id}/unpublish`, { version: entry.version });

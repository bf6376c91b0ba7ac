import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentEntryDetailSchema, graphqlResponseSchema, type ContentEntryDetail } from '@chairside/contracts';
import { schema, type Db } from '@chairside/db';
import { expect } from 'vitest';
import { z } from 'zod';
import type { TestApi } from '../../../test/test-api';

/** Test helpers of the content module: a small catalogue, the authoring API and GraphQL with the right tokens. */

const en = (text: string) => ({ 'en-US': text });
const ids = {
  root: '00000000-0000-4000-8000-00000000c000',
  supplies: '00000000-0000-4000-8000-00000000c001',
  gloves: '00000000-0000-4000-8000-00000000c002',
};

/** Root → Supplies → Gloves; nitrile gloves (GLV-M, GLV-L), a gauze product and an unpublished one (HID-1). */
export async function seedContentCatalog(db: Db) {
  await db.insert(schema.categories).values([
    { id: ids.root, key: 'storefront-root', name: en('Root'), slug: en('root') },
    {
      id: ids.supplies,
      key: 'supplies',
      parentId: ids.root,
      ancestorIds: [ids.root],
      name: en('Supplies'),
      slug: en('supplies'),
    },
    {
      id: ids.gloves,
      key: 'gloves',
      parentId: ids.supplies,
      ancestorIds: [ids.root, ids.supplies],
      name: en('Gloves'),
      slug: en('gloves'),
    },
  ]);
  const [gloves, gauze, hidden] = await db
    .insert(schema.products)
    .values([
      {
        key: 'nitrile-gloves',
        name: en('Nitrile Exam Gloves'),
        slug: en('nitrile-exam-gloves'),
        categoryIds: [ids.gloves],
      },
      { key: 'gauze', name: en('Gauze Sponges'), slug: en('gauze-sponges'), categoryIds: [ids.supplies] },
      { key: 'hidden', name: en('Withdrawn'), slug: en('withdrawn'), categoryIds: [ids.supplies], published: false },
    ])
    .returning();
  const image = (url: string) => [{ url, dimensions: { w: 600, h: 600 } }];
  await db.insert(schema.productVariants).values([
    {
      productId: gloves!.id,
      variantId: 1,
      sku: 'GLV-M',
      itemNumber: '100',
      uom: 'BX',
      images: image('/media/products/nitrile-gloves/1.svg'),
    },
    { productId: gloves!.id, variantId: 2, sku: 'GLV-L', itemNumber: '101', uom: 'BX' },
    { productId: gauze!.id, variantId: 1, sku: 'GZ-1', itemNumber: '200', uom: 'PK' },
    { productId: hidden!.id, variantId: 1, sku: 'HID-1', itemNumber: '300', uom: 'EA' },
  ]);
}

export const fixturesFolder = path.join(import.meta.dirname, 'test-fixtures');

/** A copy of the fixtures in a temporary folder, with extra files (path → text) added. */
export async function contentFolder(extra: Record<string, string> = {}): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'content-import-'));
  await cp(fixturesFolder, folder, { recursive: true });
  for (const [name, text] of Object.entries(extra)) await writeFile(path.join(folder, name), text);
  return folder;
}

/** A blog post file's text. */
export function blogFile(slug: string, frontMatter: Record<string, string> = {}, body = 'Text.'): string {
  const fields = {
    type: 'blog-post',
    slug,
    title: `Post ${slug}`,
    excerpt: `About ${slug}.`,
    author: 'Sam Lee',
    publishedAt: '2026-01-01T00:00:00Z',
    ...frontMatter,
  };
  return `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n${body}\n`;
}

export function contentClient(api: TestApi) {
  let manageToken: Promise<string> | undefined;
  const send = async (method: string, url: string, body?: unknown, token?: string) =>
    api.fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${token ?? (await (manageToken ??= api.tokenFor(['manage_content'], 'importer')))}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const ok = async (response: Response, status = 200): Promise<ContentEntryDetail> => {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return contentEntryDetailSchema.parse(JSON.parse(text));
  };
  return {
    send,
    ok,
    create: async (draft: unknown) => ok(await send('POST', '/content/entries', draft), 201),
    update: async (id: string, body: unknown) => ok(await send('POST', `/content/entries/${id}`, body)),
    publish: async (id: string, body: unknown) => ok(await send('POST', `/content/entries/${id}/publish`, body)),
    unpublish: async (id: string, body: unknown) => ok(await send('POST', `/content/entries/${id}/unpublish`, body)),
    /** A query's data, failing on any GraphQL error. */
    async graphql(query: string, variables?: Record<string, unknown>): Promise<Record<string, unknown>> {
      const response = await api.fetch('/content/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      expect(response.status).toBe(200);
      const body = graphqlResponseSchema(z.record(z.string(), z.unknown())).parse(await response.json());
      expect(body.errors).toBeUndefined();
      return body.data!;
    },
    async graphqlError(query: string): Promise<string> {
      const response = await api.fetch('/content/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      const body = graphqlResponseSchema(z.record(z.string(), z.unknown())).parse(await response.json());
      return body.errors![0]!.message;
    },
  };
}

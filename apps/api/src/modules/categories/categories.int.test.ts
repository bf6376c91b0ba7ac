import { categoryPagedQueryResponseSchema, categoryResponseSchema, categorySchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

const ids = {
  root: '00000000-0000-4000-8000-000000000001',
  implants: '00000000-0000-4000-8000-000000000002',
  gloves: '00000000-0000-4000-8000-000000000003',
  burs: '00000000-0000-4000-8000-000000000004',
  cement: '00000000-0000-4000-8000-000000000005',
};

// orderHints chosen so string order ('0.05' < '0.1' < '0.25' < '0.9') differs from insertion order;
// two share a hint so the id tie-break shows.
const rows = [
  { id: ids.gloves, key: 'gloves', orderHint: '0.9', parentId: ids.root, ancestorIds: [ids.root] },
  { id: ids.root, key: 'storefront-root', orderHint: '0.05' },
  { id: ids.cement, key: 'cement', orderHint: '0.25', parentId: ids.root, ancestorIds: [ids.root] },
  { id: ids.implants, key: 'dental-implants', orderHint: '0.1', parentId: ids.root, ancestorIds: [ids.root] },
  {
    id: ids.burs,
    key: 'burs',
    orderHint: '0.25',
    parentId: ids.root,
    ancestorIds: [ids.root],
    description: { 'en-US': 'Carbide and diamond burs' },
  },
].map((row) => ({ ...row, name: { 'en-US': row.key }, slug: { 'en-US': row.key } }));

describe.each(testDatabaseTargets())('GET /aces/categories ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    await api.db.insert(schema.categories).values(rows);
  });
  afterAll(() => api.close());

  const query = async (search: string) => {
    const response = await api.fetch(`/aces/categories${search}`);
    expect(response.status).toBe(200);
    return categoryPagedQueryResponseSchema.parse(await response.json());
  };
  const keys = (page: { results: { key?: string | undefined }[] }) => page.results.map((category) => category.key);

  it('returns all categories sorted by orderHint as a string, then id, with paging fields', async () => {
    const page = await query('');
    expect(keys(page)).toEqual(['storefront-root', 'dental-implants', 'burs', 'cement', 'gloves']);
    expect(page).toMatchObject({ limit: 20, offset: 0, count: 5, total: 5 });
  });

  it('pages with limit and offset, keeping the order', async () => {
    const page = await query('?limit=2&offset=2&sort=orderHint+asc');
    expect(keys(page)).toEqual(['burs', 'cement']);
    expect(page).toMatchObject({ limit: 2, offset: 2, count: 2, total: 5 });
    expect(await query('?limit=0')).toMatchObject({ count: 0, total: 5, results: [] });
  });

  it('sorts by orderHint desc and by id', async () => {
    expect(keys(await query('?sort=orderHint%20desc'))).toEqual([
      'gloves',
      'burs',
      'cement',
      'dental-implants',
      'storefront-root',
    ]);
    expect(keys(await query('?sort=id+desc'))).toEqual([
      'cement',
      'burs',
      'gloves',
      'dental-implants',
      'storefront-root',
    ]);
  });

  it('omits total when withTotal=false', async () => {
    const page = await query('?withTotal=false&limit=1');
    expect(page.total).toBeUndefined();
    expect('total' in page).toBe(false);
  });

  it('renders categories in commercetools shape, leaving unset fields out', async () => {
    const page = await query('?limit=500');
    const root = page.results.find((category) => category.id === ids.root)!;
    expect(Object.keys(root).sort()).toEqual([
      'ancestors',
      'createdAt',
      'id',
      'key',
      'lastModifiedAt',
      'name',
      'orderHint',
      'slug',
      'version',
    ]);
    const burs = page.results.find((category) => category.id === ids.burs)!;
    expect(burs).toMatchObject({
      parent: { typeId: 'category', id: ids.root },
      ancestors: [{ typeId: 'category', id: ids.root }],
      description: { 'en-US': 'Carbide and diamond burs' },
      version: 1,
    });
    expect(burs.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('filters with where on key, slug, name, parent, ancestors, orderHint and externalId', async () => {
    const where = async (...predicates: string[]) =>
      keys(
        await query(`?${new URLSearchParams(predicates.map((predicate): [string, string] => ['where', predicate]))}`),
      );
    expect(await where('key = "gloves"')).toEqual(['gloves']);
    expect(await where('key in ("gloves", "burs", "none")')).toEqual(['burs', 'gloves']);
    expect(await where('slug(en-US = "cement") or name(en-US = "burs")')).toEqual(['burs', 'cement']);
    expect(await where(`parent(id = "${ids.root}")`, 'orderHint >= "0.25"')).toEqual(['burs', 'cement', 'gloves']);
    expect(await where('parent is not defined')).toEqual(['storefront-root']);
    expect(await where(`ancestors(id = "${ids.root}")`, 'not(key = "gloves")')).toEqual([
      'dental-implants',
      'burs',
      'cement',
    ]);
    expect(await where('ancestors is empty')).toEqual(['storefront-root']);
    expect(await where('orderHint < "0.25"')).toEqual(['storefront-root', 'dental-implants']);
    expect(await where('description(en-US is defined)')).toEqual(['burs']);
    expect(await where('externalId is defined')).toEqual([]);
    expect(await where(`id = "${ids.cement}"`)).toEqual(['cement']);
  });

  it('binds var.* inputs in where', async () => {
    const page = await query('?where=key+in+%3Akeys&var.keys=cement&var.keys=gloves');
    expect(keys(page)).toEqual(['cement', 'gloves']);
    expect(page.total).toBe(2);
  });

  it.each([
    ['?sort=name.en-US+asc', "sort: 'name.en-US asc' is not supported"],
    ['?where=colour%3D%22red%22', "Malformed parameter: where: Unknown field 'colour' (line 1, column 1)"],
    ['?where=key%3D', 'Malformed parameter: where: Unexpected end of input'],
    ['?offset=10001', 'offset: Too big'],
  ])('rejects %s with 400 InvalidInput', async (search, message) => {
    const response = await api.fetch(`/aces/categories${search}`);
    expect(response.status).toBe(400);
    const body = await readError(response);
    expect(body.errors[0]?.code).toBe('InvalidInput');
    expect(body.message).toContain(message);
  });
});

describe.each(testDatabaseTargets())('GET /aces/categories/:id ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    await api.db.insert(schema.categories).values(rows);
  });
  afterAll(() => api.close());

  it('returns the category', async () => {
    const response = await api.fetch(`/aces/categories/${ids.implants}`);
    expect(response.status).toBe(200);
    expect(categorySchema.parse(await response.json())).toMatchObject({
      id: ids.implants,
      key: 'dental-implants',
      orderHint: '0.1',
    });
  });

  it('expands parent and ancestors[*] on request, and leaves references bare otherwise', async () => {
    const bare = categoryResponseSchema.parse(await (await api.fetch(`/aces/categories/${ids.gloves}`)).json());
    expect(bare.parent).toEqual({ typeId: 'category', id: ids.root });
    const response = await api.fetch(
      `/aces/categories/${ids.gloves}?expand=parent&expand=${encodeURIComponent('ancestors[*]')}`,
    );
    expect(response.status).toBe(200);
    const expanded = categoryResponseSchema.parse(await response.json());
    expect(expanded.parent).toMatchObject({
      typeId: 'category',
      id: ids.root,
      obj: { id: ids.root, key: 'storefront-root' },
    });
    expect(expanded.ancestors).toEqual([
      expect.objectContaining({ id: ids.root, obj: expect.objectContaining({ key: 'storefront-root' }) }),
    ]);
    // Paths that cannot be expanded are ignored, as commercetools does.
    expect((await api.fetch(`/aces/categories/${ids.gloves}?expand=masterData`)).status).toBe(200);
  });

  it('expands the parents of a whole query page', async () => {
    const response = await api.fetch(`/aces/categories?expand=parent&where=${encodeURIComponent('parent is defined')}`);
    expect(response.status).toBe(200);
    const page = categoryPagedQueryResponseSchema.parse(await response.json());
    expect(page.results.length).toBe(4);
    expect(page.results.every((category) => category.parent?.obj?.key === 'storefront-root')).toBe(true);
  });

  it.each(['00000000-0000-4000-8000-0000000000ff', 'not-a-uuid'])('answers 404 ResourceNotFound for %s', async (id) => {
    const response = await api.fetch(`/aces/categories/${id}`);
    expect(response.status).toBe(404);
    expect(await readError(response)).toEqual({
      statusCode: 404,
      message: `The Resource with ID '${id}' was not found.`,
      errors: [{ code: 'ResourceNotFound', message: `The Resource with ID '${id}' was not found.` }],
    });
  });
});

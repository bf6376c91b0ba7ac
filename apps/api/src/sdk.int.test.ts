import { createApiBuilderFromCtpClient, type ProductProjection } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { demoPassword, schema, seedDemoData } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/test-api';
import { hashPassword } from './modules/auth/password';

/**
 * The official commercetools SDK (platform-sdk 8.8 on ts-client 3.x, the last line for Node 20)
 * as a black-box client of our API: it fetches its own token from /oauth/token with the demo
 * storefront client and makes the catalogue calls of spec §7, against a seeded demo catalogue.
 */
const storefrontScopes = [
  'view_published_products',
  'view_categories',
  'view_reviews',
  'view_channels',
  'view_shipping_methods',
].map((scope) => `${scope}:aces`);

function sdkFor(host: string) {
  const client = new ClientBuilder()
    .withClientCredentialsFlow({
      host,
      projectKey: 'aces',
      credentials: { clientId: 'storefront', clientSecret: 'storefront-demo-secret' },
      scopes: storefrontScopes,
      httpClient: fetch,
    })
    .withHttpMiddleware({ host, httpClient: fetch })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'aces' });
}

/** A signed-in customer's client: the SDK runs the password grant at /oauth/aces/customers/token itself. */
function customerSdkFor(host: string, user: { username: string; password: string }) {
  const client = new ClientBuilder()
    .withPasswordFlow({
      host,
      projectKey: 'aces',
      credentials: { clientId: 'storefront', clientSecret: 'storefront-demo-secret', user },
      httpClient: fetch,
    })
    .withHttpMiddleware({ host, httpClient: fetch })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'aces' });
}

type Category = typeof schema.categories.$inferSelect;
type Product = typeof schema.products.$inferSelect;

/** The seeded catalogue, read straight from the database, to know what the SDK should get back. */
async function loadCatalogue(api: TestApi) {
  const [categories, products, variants, reviews] = await Promise.all([
    api.db.select().from(schema.categories),
    api.db.select().from(schema.products),
    api.db.select().from(schema.productVariants),
    api.db.select().from(schema.reviews),
  ]);
  const published = products.filter((product) => product.published);
  const variantsOf = (product: Product) =>
    variants.filter((variant) => variant.productId === product.id).sort((a, b) => a.variantId - b.variantId);
  const byKey = (key: string) => categories.find((category) => category.key === key)!;
  const inSubtree = (product: Product, top: Category) =>
    product.categoryIds.some(
      (id) => id === top.id || categories.find((category) => category.id === id)?.ancestorIds.includes(top.id),
    );
  // A product sold in several units, with a name word long enough to misspell.
  const sample = published.find(
    (product) => variantsOf(product).length >= 2 && /\b[A-Za-z]{7,}\b/.test(product.name['en-US']!),
  )!;
  const other = published.find((product) => product.id !== sample.id && variantsOf(product).length >= 1)!;
  const reviewsOf = (productId: string) => reviews.filter((review) => review.productId === productId);
  const reviewed = published.find((product) => reviewsOf(product.id).length >= 2)!;
  return { categories, published, variantsOf, byKey, inSubtree, sample, other, reviewed, reviewsOf };
}

const skusOf = (projection: ProductProjection) =>
  [projection.masterVariant, ...projection.variants].map((variant) => variant.sku);
const attribute = (projection: ProductProjection, name: string) =>
  projection.masterVariant.attributes?.find((candidate) => candidate.name === name)?.value;

describe.each(testDatabaseTargets())('the official commercetools SDK against the API ($name)', (target) => {
  let api: TestApi;
  let sdk: ReturnType<typeof sdkFor>;
  let catalogue: Awaited<ReturnType<typeof loadCatalogue>>;

  beforeAll(async () => {
    api = await startTestApi(target, {
      prepare: (database) =>
        seedDemoData(database, { products: 150, hashPassword, now: new Date('2026-05-01T00:00:00Z') }),
    });
    sdk = sdkFor(api.baseUrl);
    catalogue = await loadCatalogue(api);
  });
  afterAll(() => api?.close());

  it('categories().get({limit: 500, sort: "orderHint asc"})', async () => {
    const { body } = await sdk
      .categories()
      .get({ queryArgs: { limit: 500, sort: 'orderHint asc' } })
      .execute();
    expect(body.total).toBe(catalogue.categories.length);
    expect(body.count).toBe(catalogue.categories.length);
    const hints = body.results.map((category) => category.orderHint);
    expect(hints).toEqual([...hints].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('categories().get({where: key in (...)})', async () => {
    const { body } = await sdk
      .categories()
      .get({ queryArgs: { where: 'key in ("bone-grafting", "instruments")', limit: 500 } })
      .execute();
    expect(body.results.map((category) => category.key).sort()).toEqual(['bone-grafting', 'instruments']);
  });

  it('categories().withId({ID}).get()', async () => {
    const boneGrafting = catalogue.byKey('bone-grafting');
    const { body } = await sdk.categories().withId({ ID: boneGrafting.id }).get().execute();
    expect(body).toMatchObject({ id: boneGrafting.id, key: 'bone-grafting', name: { 'en-US': 'Bone Grafting' } });
  });

  it('productProjections().withKey({key}).get()', async () => {
    const { sample } = catalogue;
    const { body } = await sdk.productProjections().withKey({ key: sample.key }).get().execute();
    expect(body).toMatchObject({ id: sample.id, key: sample.key, name: sample.name, slug: sample.slug });
    expect(skusOf(body)).toEqual(catalogue.variantsOf(sample).map((variant) => variant.sku));
  });

  it('productProjections().get({where: masterVariant(sku in ...) or variants(sku in ...), limit: 500})', async () => {
    const skus = [catalogue.variantsOf(catalogue.sample)[1]!.sku, catalogue.variantsOf(catalogue.other)[0]!.sku];
    const list = skus.map((sku) => JSON.stringify(sku)).join(', ');
    const { body } = await sdk
      .productProjections()
      .get({ queryArgs: { where: `masterVariant(sku in (${list})) or variants(sku in (${list}))`, limit: 500 } })
      .execute();
    expect(body.results.map((projection) => projection.key).sort()).toEqual(
      [catalogue.sample.key, catalogue.other.key].sort(),
    );
  });

  it('productProjections().get({where on item numbers, expand: categories[*]})', async () => {
    const itemNumber = catalogue.variantsOf(catalogue.sample)[0]!.itemNumber;
    const byItem = `attributes(name = "hs_item_number" and value in ("${itemNumber}"))`;
    const { body } = await sdk
      .productProjections()
      .get({
        queryArgs: {
          where: `masterVariant(${byItem}) or variants(${byItem})`,
          expand: ['categories[*]'],
          limit: 500,
          offset: 0,
        },
      })
      .execute();
    expect(body.results.map((projection) => projection.key)).toEqual([catalogue.sample.key]);
    const [category] = body.results[0]!.categories;
    const expected = catalogue.categories.find((candidate) => candidate.id === catalogue.sample.categoryIds[0])!;
    expect(category).toMatchObject({ typeId: 'category', id: expected.id, obj: { name: expected.name } });
  });

  it('productProjections().search().get({text.en-US with a typo, fuzzy: true})', async () => {
    const word = /\b[A-Za-z]{7,}\b/.exec(catalogue.sample.name['en-US']!)![0];
    // One letter changed in the middle of the word.
    const typo = `${word.slice(0, 3)}${word[3] === 'x' ? 'y' : 'x'}${word.slice(4)}`;
    const { body } = await sdk
      .productProjections()
      .search()
      .get({ queryArgs: { 'text.en-US': typo, fuzzy: true, limit: 100 } })
      .execute();
    expect(body.results.map((projection) => projection.key)).toContain(catalogue.sample.key);
  });

  it('productProjections().search().get({text.en-US: an exact item number}) ranks that product first', async () => {
    const itemNumber = catalogue.variantsOf(catalogue.sample)[0]!.itemNumber;
    const { body } = await sdk
      .productProjections()
      .search()
      .get({ queryArgs: { 'text.en-US': itemNumber, fuzzy: true } })
      .execute();
    expect(body.results[0]?.key).toBe(catalogue.sample.key);
  });

  it('productProjections().search().get({filter: categories.id: subtree(...), sort, limit, offset})', async () => {
    const top = catalogue.byKey('instruments');
    const expected = catalogue.published.filter((product) => catalogue.inSubtree(product, top));
    const filter = [`categories.id: subtree("${top.id}")`];
    const first = await sdk
      .productProjections()
      .search()
      .get({ queryArgs: { filter, sort: ['name.en-US asc', 'id asc'], limit: 5, offset: 0 } })
      .execute();
    expect(first.body.total).toBe(expected.length);
    expect(first.body.results).toHaveLength(5);
    // Names compare case-insensitively, character by character.
    const names = (page: { results: ProductProjection[] }) =>
      page.results.map((projection) => projection.name['en-US']!.toLowerCase());
    expect(names(first.body)).toEqual([...names(first.body)].sort());
    const second = await sdk
      .productProjections()
      .search()
      .get({ queryArgs: { filter, sort: ['name.en-US asc', 'id asc'], limit: 5, offset: 5 } })
      .execute();
    expect(second.body.offset).toBe(5);
    expect(second.body.results.map((projection) => projection.id)).not.toContain(first.body.results[0]!.id);
  });

  it('productProjections().search().get({filter.query, facet: terms and range, filter.facets})', async () => {
    const top = catalogue.byKey('instruments');
    const base = {
      'filter.query': [`categories.id: subtree("${top.id}")`],
      facet: [
        'variants.attributes.brand',
        'variants.attributes.sterile',
        'createdAt:range (* to "2100-01-01T00:00:00.000Z") as created',
      ],
    };
    const all = await sdk.productProjections().search().get({ queryArgs: base }).execute();
    const brandFacet = all.body.facets?.['variants.attributes.brand'];
    expect(brandFacet).toMatchObject({ type: 'terms' });
    const terms = (brandFacet as { terms: { term: string; count: number }[] }).terms;
    expect(terms.length).toBeGreaterThan(1);
    expect(all.body.facets?.['variants.attributes.sterile']).toMatchObject({ type: 'terms' });
    expect(all.body.facets?.created).toMatchObject({ type: 'range' });

    // Multi-select faceting as storefronts do it: the chosen brand in `filter` (results) and in
    // `filter.facets` (the other facets); the brand facet itself keeps every brand.
    const brand = terms[0]!.term;
    const choice = `variants.attributes.brand:"${brand}"`;
    const narrowed = await sdk
      .productProjections()
      .search()
      .get({ queryArgs: { ...base, filter: [choice], 'filter.facets': [choice] } })
      .execute();
    const ofBrand = catalogue.published.filter(
      (product) => catalogue.inSubtree(product, top) && catalogue.variantsOf(product)[0]!.attributes.brand === brand,
    );
    expect(narrowed.body.total).toBe(ofBrand.length);
    expect(narrowed.body.total).toBeLessThan(all.body.total!);
    expect(narrowed.body.results.every((projection) => attribute(projection, 'brand') === brand)).toBe(true);
    expect(narrowed.body.facets?.['variants.attributes.brand']).toEqual(brandFacet);
    expect(narrowed.body.facets?.['variants.attributes.sterile']).not.toEqual(
      all.body.facets?.['variants.attributes.sterile'],
    );
  });

  it('productProjections().search().get({filter: variants.attributes.<boolean>}) applies after faceting', async () => {
    const search = (filter: string[]) =>
      sdk
        .productProjections()
        .search()
        .get({ queryArgs: { filter, facet: ['variants.attributes.sterile'], limit: 500 } })
        .execute();
    const [withFilter, without] = await Promise.all([search(['variants.attributes.sterile:true']), search([])]);
    expect(withFilter.body.results.length).toBeGreaterThan(0);
    expect(withFilter.body.total).toBeLessThan(without.body.total!);
    const isSterile = (projection: ProductProjection) =>
      [projection.masterVariant, ...projection.variants].some((variant) =>
        variant.attributes?.some((a) => a.name === 'sterile' && a.value === true),
      );
    expect(withFilter.body.results.every(isSterile)).toBe(true);
    // `filter` narrows the results only, never the facets.
    expect(withFilter.body.facets).toEqual(without.body.facets);
  });

  it('reviews().get({where: target(id = ...), sort: id desc})', async () => {
    const { reviewed } = catalogue;
    const { body } = await sdk
      .reviews()
      .get({ queryArgs: { where: `target(id = "${reviewed.id}")`, sort: 'id desc', limit: 500 } })
      .execute();
    const expectedIds = catalogue.reviewsOf(reviewed.id).map((review) => review.id);
    expect(body.results.map((review) => review.id)).toEqual(expectedIds.sort().reverse());
    expect(body.results.every((review) => review.target?.id === reviewed.id)).toBe(true);
  });

  it('shippingMethods().get({sort: rate asc})', async () => {
    const { body } = await sdk
      .shippingMethods()
      .get({ queryArgs: { sort: 'rate asc' } })
      .execute();
    expect(body.results.length).toBeGreaterThan(0);
    const rates = body.results.map((method) => method.zoneRates[0]!.shippingRates[0]!.price.centAmount);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it('channels().get({where: key = "ES1"})', async () => {
    const { body } = await sdk
      .channels()
      .get({ queryArgs: { where: 'key = "ES1"' } })
      .execute();
    expect(body.results.map((channel) => channel.key)).toEqual(['ES1']);
  });

  it('gets a 404 with the commercetools error body for an unknown key', async () => {
    const failure = await sdk
      .productProjections()
      .withKey({ key: 'no-such-product' })
      .get()
      .execute()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      statusCode: 404,
      body: { statusCode: 404, errors: [{ code: 'ResourceNotFound' }] },
    });
  });

  it('signs in with withPasswordFlow and reads me().get()', async () => {
    const customerSdk = customerSdkFor(api.baseUrl, { username: 'demo-customer@example.com', password: demoPassword });
    const { body } = await customerSdk.me().get().execute();
    expect(body.email).toBe('demo-customer@example.com');
  });

  it('rejects withPasswordFlow with a wrong password with the commercetools error', async () => {
    const failure = await customerSdkFor(api.baseUrl, {
      username: 'demo-customer@example.com',
      password: 'not-the-password',
    })
      .me()
      .get()
      .execute()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      statusCode: 400,
      message: 'Customer account with the given credentials not found.',
    });
  });
});

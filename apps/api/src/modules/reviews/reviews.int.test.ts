import { reviewPagedQueryResponseSchema } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureIds, insertCatalogFixture } from '../../../test/catalog-fixture';
import { readError, startTestApi, type TestApi } from '../../../test/test-api';

const { products: p } = fixtureIds;
const reviewId = (n: number) => `00000000-0000-4000-8000-0000000000a${n}`;

describe.each(testDatabaseTargets())('GET /aces/reviews ($name)', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    await insertCatalogFixture(api.db);
    await api.db.insert(schema.reviews).values([
      {
        id: reviewId(1),
        productId: p.gloves,
        authorName: 'Priya P., RDH',
        title: 'Great fit',
        text: 'No tearing.',
        rating: 5,
        createdAt: new Date('2025-05-01T00:00:00Z'),
      },
      { id: reviewId(2), productId: p.burs, rating: 4, createdAt: new Date('2025-03-01T00:00:00Z') },
      {
        id: reviewId(3),
        productId: p.gloves,
        key: 'gloves-3',
        title: 'Fine',
        rating: 3,
        createdAt: new Date('2025-04-01T00:00:00Z'),
      },
    ]);
  });
  afterAll(() => api.close());

  const query = async (params: [string, string][]) => {
    const response = await api.fetch(`/aces/reviews?${new URLSearchParams(params)}`);
    expect(response.status).toBe(200);
    return reviewPagedQueryResponseSchema.parse(await response.json());
  };
  const ids = (page: { results: { id: string }[] }) => page.results.map((review) => review.id);

  it("returns a product's reviews with where=target(id = …) and sort=id desc, as the spec asks", async () => {
    const page = await query([
      ['where', `target(id = "${p.gloves}")`],
      ['sort', 'id desc'],
    ]);
    expect(ids(page)).toEqual([reviewId(3), reviewId(1)]);
    expect(page).toMatchObject({ count: 2, total: 2, offset: 0, limit: 20 });
  });

  it('renders reviews in commercetools shape, leaving unset fields out', async () => {
    const [review] = (await query([['where', `id = "${reviewId(2)}"`]])).results;
    expect(review).toStrictEqual({
      id: reviewId(2),
      version: 1,
      locale: 'en-US',
      rating: 4,
      target: { typeId: 'product', id: p.burs },
      includedInStatistics: true,
      createdAt: '2025-03-01T00:00:00.000Z',
      lastModifiedAt: expect.stringMatching(/Z$/),
    });
  });

  it('sorts by createdAt and rating, and filters on rating and target type', async () => {
    expect(ids(await query([['sort', 'createdAt asc']]))).toEqual([reviewId(2), reviewId(3), reviewId(1)]);
    expect(ids(await query([['sort', 'rating desc']]))).toEqual([reviewId(1), reviewId(2), reviewId(3)]);
    expect(ids(await query([['where', 'rating >= 4 and target(typeId = "product")']]))).toEqual([
      reviewId(1),
      reviewId(2),
    ]);
    expect(
      ids(
        await query([
          ['where', 'target(id in :products)'],
          ['var.products', p.burs],
          ['var.products', p.composite],
        ]),
      ),
    ).toEqual([reviewId(2)]);
    expect(ids(await query([['where', 'target(id = "not-a-product-id")']]))).toEqual([]);
  });

  it.each([
    ['where', 'product = "x"', "Unknown field 'product'"],
    ['where', 'rating > "five"', "Field 'rating' takes an integer"],
    ['sort', 'rating sideways', "sort: 'rating sideways' is not supported"],
  ])('answers 400 InvalidInput to %s=%s', async (name, value, message) => {
    const response = await api.fetch(`/aces/reviews?${new URLSearchParams([[name, value]])}`);
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toContain(message);
  });
});

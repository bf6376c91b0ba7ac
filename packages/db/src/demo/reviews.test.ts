import { describe, expect, it } from 'vitest';
import { demoDataset } from './index';

const now = new Date('2026-03-15T15:30:00Z');

function reviewsOfCatalogue(chunkSize: number) {
  const data = demoDataset({ passwordHash: 'fake-hash', now, products: 1_000 });
  const products = [...data.catalogChunks(chunkSize)].flatMap((chunk) => chunk.products);
  return { products, reviews: [...data.catalogChunks(chunkSize)].flatMap((chunk) => data.reviewsFor(chunk.products)) };
}

describe('demo reviews', () => {
  const { products, reviews } = reviewsOfCatalogue(250);
  const published = products.filter((product) => product.published !== false);

  it('are the same whatever the chunk size, ids included', () => {
    expect(JSON.stringify(reviewsOfCatalogue(77).reviews)).toBe(JSON.stringify(reviews));
  });

  it('cover about 30% of the published products with 1 to 6 reviews each, never an unpublished one', () => {
    const perProduct = new Map<string, number>();
    for (const review of reviews) perProduct.set(review.productId, (perProduct.get(review.productId) ?? 0) + 1);
    const share = perProduct.size / published.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.35);
    expect(Math.min(...perProduct.values())).toBe(1);
    expect(Math.max(...perProduct.values())).toBe(6);
    const publishedIds = new Set(published.map((product) => product.id));
    expect([...perProduct.keys()].every((id) => publishedIds.has(id))).toBe(true);
  });

  it('rate 3 to 5 stars, mostly 5, with the product named in the text and a date in the last two years', () => {
    const ratings = reviews.map((review) => review.rating!);
    expect(new Set(ratings)).toEqual(new Set([3, 4, 5]));
    expect(ratings.filter((rating) => rating === 5).length).toBeGreaterThan(
      ratings.filter((rating) => rating === 3).length,
    );
    const names = new Map(products.map((product) => [product.id, product.name['en-US']!]));
    for (const review of reviews) {
      expect(review.text).toContain(names.get(review.productId));
      expect(review.createdAt!.getTime()).toBeLessThan(now.getTime());
      expect(review.createdAt!.getTime()).toBeGreaterThan(now.getTime() - 731 * 86_400_000);
    }
    expect(new Set(reviews.map((review) => review.key)).size).toBe(reviews.length);
  });
});

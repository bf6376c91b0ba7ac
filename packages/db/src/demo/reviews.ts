import type * as schema from '../schema';
import { firstNames, lastNames } from './people';
import { Random } from './random';
import type { ProductRow } from './rows';
import { addDays } from './text';

export type ReviewRow = typeof schema.reviews.$inferInsert & { id: string };

/** Share of published products that have reviews, and how many each gets. */
const reviewedShare = 0.3;
const reviewsPerProduct = [1, 6] as const;
/** Reviews were written over the two years before the seed day. */
const reviewWindowDays = 730;

/** Who writes: a role in the practice, shown after the name. */
const roles = [
  'DDS',
  'DMD',
  'RDH',
  'dental assistant',
  'office manager',
  'practice owner',
  'hygienist',
  'oral surgeon',
  'supply coordinator',
];

/** Review texts by rating; `{product}` is replaced by the product's short name. */
const reviewsByRating: Record<3 | 4 | 5, readonly { title: string; text: string }[]> = {
  5: [
    {
      title: 'Our go-to product',
      text: 'We have used {product} in all four operatories for over a year. Consistent quality from lot to lot, and it always ships on time.',
    },
    {
      title: 'Excellent quality',
      text: 'The doctors noticed the difference right away. {product} performs exactly as described and the packaging keeps everything clean and organized.',
    },
    {
      title: 'Great value',
      text: 'Switched to {product} from a pricier brand and have not looked back. Same results chairside for noticeably less.',
    },
    {
      title: 'Reliable every time',
      text: 'Never had a defective unit. Our hygienists prefer {product} over everything else we have tried.',
    },
    {
      title: 'Highly recommend',
      text: 'Ordering {product} on auto-replenish means we never run out mid-week. Quality is excellent and patients are comfortable.',
    },
    {
      title: 'Exactly what we needed',
      text: 'Arrived quickly, well packed, and {product} worked perfectly for our busy pediatric schedule.',
    },
  ],
  4: [
    {
      title: 'Very good, minor nitpick',
      text: '{product} works well and the team likes it. Only wish the case held a few more units, but overall very happy.',
    },
    {
      title: 'Solid choice',
      text: 'Good quality for the price. {product} does the job; we keep a backup brand on hand just in case, but rarely need it.',
    },
    {
      title: 'Would buy again',
      text: 'Our assistants find {product} easy to work with. Delivery was a day later than expected, otherwise no complaints.',
    },
    {
      title: 'Dependable',
      text: 'We reorder {product} monthly. Consistent and dependable, though the instructions could be clearer for new staff.',
    },
    { title: 'Good product', text: 'Does what it says. {product} has become standard in our hygiene rooms.' },
  ],
  3: [
    {
      title: 'Does the job',
      text: '{product} is fine for routine procedures. Not quite the quality of the premium brands, but acceptable for the price.',
    },
    {
      title: 'Mixed experience',
      text: 'Most of the {product} we received was great, but one box had a few units that did not meet our standards. Customer service was helpful.',
    },
    {
      title: 'Average',
      text: 'Nothing wrong with {product}, nothing special either. We will probably keep ordering it for everyday use.',
    },
  ],
};

/**
 * Reviews for about 30% of the published products in a chunk, 1 to 6 each, rated 3 to 5 by
 * people working in dental practices. Each product draws from its own stream, so the reviews do
 * not depend on how the catalogue is chunked.
 */
export function generateReviews(seed: number, products: readonly ProductRow[], today: Date): ReviewRow[] {
  return products.flatMap((product) => {
    if (product.published === false) return [];
    const random = Random.for(seed, 'reviews', product.key);
    if (!random.chance(reviewedShare)) return [];
    const shortName = product.name['en-US'] ?? product.key;
    return Array.from({ length: random.int(...reviewsPerProduct) }, (_, position): ReviewRow => {
      const rating = random.weighted([5, 4, 3] as const, (stars) => ({ 5: 5, 4: 3, 3: 1 })[stars]);
      const { title, text } = random.pick(reviewsByRating[rating]);
      const writtenAt = addDays(today, -random.int(1, reviewWindowDays));
      return {
        id: random.uuid(),
        key: `${product.key}-review-${position + 1}`,
        productId: product.id,
        locale: 'en-US',
        authorName: `${random.pick(firstNames)} ${random.pick(lastNames).charAt(0)}., ${random.pick(roles)}`,
        title,
        text: text.replace('{product}', shortName),
        rating,
        createdAt: writtenAt,
        lastModifiedAt: writtenAt,
      };
    });
  });
}

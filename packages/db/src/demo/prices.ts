import type { ContractChannel, DemoChannels } from './channels';
import type { GeneratedProduct } from './products';
import { Random } from './random';
import type { PriceRow } from './rows';
import { addDays } from './text';

/** Time-limited price windows, in days from today, so the date-window logic has past, current and future data. */
const windows = [
  { label: 'expired', from: -60, until: -30 },
  { label: 'current', from: -7, until: 21 },
  { label: 'upcoming', from: 14, until: 45 },
] as const;

/** Retail prices for every sku of a product, plan prices on the contracts that cover it, and a few dated promotions. */
export function generatePrices(
  seed: number,
  index: number,
  generated: GeneratedProduct,
  channels: DemoChannels,
  today: Date,
): PriceRow[] {
  const random = Random.for(seed, 'prices', index);
  const retail = retailLadder(random, generated);
  const rows: PriceRow[] = [];
  const price = (
    key: string,
    sku: string,
    centAmount: number,
    channel: ContractChannel | null,
    extra: Partial<PriceRow> = {},
  ): void => {
    rows.push({
      id: random.uuid(),
      key,
      sku,
      currencyCode: 'USD',
      centAmount,
      channelId: channel?.id ?? null,
      ...extra,
    });
  };

  generated.variants.forEach(({ sku }, position) => {
    const cents = retail[position]!;
    const discounted = random.chance(0.15)
      ? { discountedCentAmount: Math.round(cents * (1 - random.int(5, 20) / 100)) }
      : {};
    price(`retail-${sku}`, sku, cents, null, discounted);
  });
  for (const contract of channels.contracts) {
    if (!random.chance(contract.coverage)) continue;
    const discount = contract.discount[0] + random.next() * (contract.discount[1] - contract.discount[0]);
    generated.variants.forEach(({ sku }, position) =>
      price(`${contract.key}-${sku}`, sku, Math.floor(retail[position]! * (1 - discount)), contract),
    );
  }
  if (random.chance(0.04)) {
    const window = random.pick(windows);
    const channel = random.chance(0.5) ? null : random.pick(channels.contracts);
    const cut = random.int(10, 25) / 100;
    generated.variants.forEach(({ sku }, position) =>
      price(
        `${channel?.key ?? 'retail'}-${sku}-${window.label}`,
        sku,
        Math.floor(retail[position]! * (1 - cut)),
        channel,
        {
          validFrom: addDays(today, window.from),
          validUntil: addDays(today, window.until),
        },
      ),
    );
  }
  return rows;
}

/**
 * Retail cents per variant: the first unit priced from the family's range, each larger unit a little cheaper per item.
 */
function retailLadder(random: Random, { packs, leaf }: GeneratedProduct): number[] {
  const [low, high] = leaf.family.price;
  const prices = [toShelfPrice(random.int(low * 100, high * 100))];
  for (let position = 1; position < packs.length; position += 1) {
    const multiple = packs[position]!.count / packs[position - 1]!.count;
    const volumeDiscount = random.int(3, 8) / 100;
    prices.push(toShelfPrice(prices[position - 1]! * multiple * (1 - volumeDiscount)));
  }
  return prices;
}

/** Rounds to a price ending in 9 cents, e.g. 1249 ($12.49). */
function toShelfPrice(cents: number): number {
  return Math.max(99, Math.round(cents / 10) * 10 - 1);
}

import { randomUUID } from 'node:crypto';
import type {
  CartChanges,
  CartLineChanges,
  CartLineRecord,
  CartRecord,
  CartWrite,
  CatalogVariantRecord,
} from '@chairside/db';
import { cartLimits, cartMessages } from '@chairside/domain';
import { ApiError } from '../../http/api-error';
import type { LinePrice } from './line-pricing';

const invalidQuantity = (message: string) => new ApiError(400, 'InvalidField', message, { field: 'quantity' });

/**
 * A new line of a cart (or a plan's cart) for a catalogue variant at `price`: what the line copies of the variant, its
 * quantity, place and custom fields. A new id unless `id` gives one (a removed row reused).
 */
export function newCartLine(input: {
  id?: string | undefined;
  cartId: string;
  variant: CatalogVariantRecord;
  price: LinePrice;
  quantity: number;
  position: number;
  customFields: Record<string, unknown>;
  at: Date;
}): CartLineRecord {
  const { variant, price } = input;
  return {
    id: input.id ?? randomUUID(),
    cartId: input.cartId,
    productId: variant.productId,
    productKey: variant.productKey,
    productType: variant.productType,
    name: variant.name,
    productSlug: variant.slug,
    variantId: variant.variantId,
    sku: variant.sku,
    itemNumber: variant.itemNumber,
    uom: variant.uom,
    variantImages: variant.images,
    variantAttributes: variant.attributes,
    quantity: input.quantity,
    position: input.position,
    priceId: price.priceId,
    centAmount: price.centAmount,
    priceChannel: price.priceChannel,
    distributionChannelId: price.distributionChannelId,
    asapProductCategory: price.asapProductCategory,
    loyaltyPercent: price.loyaltyPercent,
    loyaltySavingCentAmount: price.loyaltySavingCentAmount,
    requiresActiveDeaLicense: variant.attributes.requires_active_dea_license === true,
    customFields: input.customFields,
    addedAt: input.at,
    lastModifiedAt: input.at,
  };
}

/**
 * One update of a cart worked out in memory: the actions change this draft in order and the
 * request writes it (or, when an action fails, nothing). It remembers which lines were added,
 * changed and removed, so a 500-line cart writes only what changed.
 */
export class CartDraft {
  readonly lines: CartLineRecord[];
  private readonly stored: ReadonlySet<string>;
  private readonly dirty = new Set<string>();
  /** Stored lines removed by this update, by sku: adding the sku again reuses the row (one row per sku and cart). */
  private readonly removedBySku = new Map<string, string>();
  private changes: CartChanges = {};

  constructor(
    readonly cart: CartRecord,
    lines: readonly CartLineRecord[],
  ) {
    this.lines = [...lines];
    this.stored = new Set(lines.map((line) => line.id));
  }

  /** The cart as the actions so far left it. */
  get current(): CartRecord {
    return { ...this.cart, ...this.changes };
  }

  set(changes: CartChanges): void {
    this.changes = { ...this.changes, ...changes };
  }

  line(id: string | undefined): CartLineRecord {
    const line = id === undefined ? undefined : this.lines.find((candidate) => candidate.id === id);
    if (!line) throw new ApiError(400, 'InvalidOperation', `The cart has no line item with id '${id ?? ''}'.`);
    return line;
  }

  /** Adds `quantity` of a variant; a sku already in the cart gets its quantity raised (commercetools addLineItem). */
  add(
    variant: CatalogVariantRecord,
    price: LinePrice,
    quantity: number,
    at: Date,
    custom: Record<string, unknown> = {},
  ): CartLineRecord {
    const existing = this.lines.find((line) => line.sku === variant.sku);
    if (existing) {
      const total = existing.quantity + quantity;
      if (total > cartLimits.maxLineQuantity) throw invalidQuantity(cartMessages.quantityTooLarge);
      return this.replace(existing, { quantity: total, ...price });
    }
    if (this.lines.length >= cartLimits.maxLineItems)
      throw new ApiError(400, 'InvalidOperation', cartMessages.tooManyLines);
    const line = newCartLine({
      id: this.removedBySku.get(variant.sku),
      cartId: this.cart.id,
      variant,
      price,
      quantity,
      position: (this.lines.at(-1)?.position ?? 0) + 1,
      customFields: custom,
      at,
    });
    this.lines.push(line);
    this.dirty.add(line.id);
    return line;
  }

  update(line: CartLineRecord, changes: CartLineChanges): void {
    this.replace(line, changes);
  }

  /** Puts a changed copy in the line's place (line records are shared between answers and never changed). */
  private replace(line: CartLineRecord, changes: CartLineChanges): CartLineRecord {
    const changed = { ...line, ...changes };
    this.lines[this.lines.indexOf(line)] = changed;
    this.dirty.add(line.id);
    return changed;
  }

  remove(line: CartLineRecord): void {
    this.lines.splice(this.lines.indexOf(line), 1);
    this.dirty.add(line.id);
    if (this.stored.has(line.id)) this.removedBySku.set(line.sku, line.id);
  }

  /** Whether the actions changed anything to store. */
  get changed(): boolean {
    return this.dirty.size > 0 || Object.keys(this.changes).length > 0;
  }

  /** What to store: the cart's changed fields and the lines added, changed and removed. */
  toWrite(): CartWrite {
    const present = new Map(this.lines.map((line) => [line.id, line]));
    const write: CartWrite = { cart: this.cart, changes: this.changes, inserted: [], updated: [], deletedIds: [] };
    for (const id of this.dirty) {
      const line = present.get(id);
      if (!line) {
        if (this.stored.has(id)) write.deletedIds.push(id);
      } else if (!this.stored.has(id)) {
        write.inserted.push(line);
      } else {
        write.updated.push(line);
      }
    }
    return write;
  }
}

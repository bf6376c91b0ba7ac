import type { Cart, MyCartDraft, MyCartUpdate, RepriceCartResponse } from '@chairside/contracts';
import { cartRepository, type CartOwner, type CartRecord, type Db } from '@chairside/db';
import { messages } from '@chairside/domain';
import type { RequestContext, SubjectContext } from '../../access/request-context';
import { ApiError, concurrentModification, resourceNotFound } from '../../http/api-error';
import {
  cachedCatalog,
  catalogRefsOf,
  CartDraft,
  pricingTargetOf,
  repriceDraft,
  writeLocked,
  type CartCatalog,
} from '../order-engine';
import { pagedResponse } from '../../http/paged-response';
import { parseSort } from '../../http/query-params';
import { queryVariables, type PredicateQueryParams } from '../../query/query-variables';
import { compileWhere } from '../../query/where';
import { applyAction } from './cart-actions';
import { cartFields, cartSortFields } from './carts.fields';
import { cartOwnerOf } from './cart-owner';
import { cartSnapshots, type CartSnapshot } from './cart-snapshots';
import { cartView } from './cart-view';
import { progressBarSwitch } from './progress-bar-switch';

const noActiveCart = () => new ApiError(404, 'ResourceNotFound', 'No active cart exists.');

/** A Merchant cart is a REPLENISH plan: it changes through ct/plans, whose rules it must keep. */
const planCartRefused = (id: string) =>
  new ApiError(400, 'InvalidOperation', `Cart ${id} is a REPLENISH plan: change it with PATCH /ct/plans/${id}.`);

function assertChangeable(cart: CartRecord): void {
  if (cart.origin === 'Merchant') throw planCartRefused(cart.id);
  if (cart.cartState === 'Frozen') throw new ApiError(409, 'InvalidOperation', messages.paymentInProgress);
  if (cart.cartState !== 'Active')
    throw new ApiError(400, 'InvalidOperation', `The cart is ${cart.cartState} and can no longer be changed.`);
}

/** The carts of the request's subject or anonymous session; the route's access declaration guarantees one. */
function ownerOf(context: RequestContext): CartOwner {
  const owner = cartOwnerOf(context);
  if (!owner) throw new Error('cart routes serve subject and anonymous callers only');
  return owner;
}

export interface CartServiceOptions {
  /** How long a sku's product and price records are reused for adding lines (0 = never); see cachedCatalog. */
  cacheTtlMs: number;
}

/**
 * Cart lines this process keeps of the carts it wrote last: ~4 kB each with their mapped answer and JSON (≈ 40 MB); see
 * cartSnapshots.
 */
const snapshotLines = 10_000;

/** me/active-cart, me/carts and /ct/reprice-cart for a customer or an anonymous session. */
export function cartsService(db: Db, { cacheTtlMs }: CartServiceOptions) {
  const carts = cartRepository(db);
  const catalogFor = cachedCatalog(cacheTtlMs);
  // Read per API instance (not per module) so each database it serves answers for itself.
  const progressBarShown = progressBarSwitch();
  const snapshots = cartSnapshots(snapshotLines);

  async function owned(id: string, owner: CartOwner): Promise<CartRecord> {
    const cart = await carts.findOwned(id, owner);
    if (!cart) throw resourceNotFound(id);
    return cart;
  }

  /**
   * Applies the actions to the cart as read and stores the result while the cart is still at its version; undefined
   * when it no longer is.
   */
  async function applyAndWrite(
    { cart, lines }: CartSnapshot,
    actions: MyCartUpdate['actions'],
    catalog: CartCatalog,
    at: Date,
  ): Promise<CartSnapshot | undefined> {
    assertChangeable(cart);
    const draft = new CartDraft(cart, lines);
    for (const action of actions) await applyAction(draft, action, { db, catalog, at });
    const write = draft.toWrite();
    const written = await carts.write(write);
    if (!written) return undefined;
    // The statement stamps the lines it changes with the cart's time, so the answer shows what a read
    // would (these are the draft's own copies, not shared yet).
    for (const line of write.updated) line.lastModifiedAt = written.lastModifiedAt;
    snapshots.set(written, draft.lines);
    return { cart: written, lines: draft.lines };
  }

  /** Locks the owner's cart at the expected version inside `tx`; another owner's cart is "not found". */
  async function lockAtVersion(tx: Db, id: string, owner: CartOwner, version: number | undefined): Promise<CartRecord> {
    const cart = await cartRepository(tx).lockOwned(id, owner);
    if (!cart) throw resourceNotFound(id);
    if (version !== undefined && cart.version !== version) throw concurrentModification(cart, version);
    return cart;
  }

  return {
    /** The most recently modified active cart of the caller (commercetools me/active-cart); plans never count. */
    async active(context: RequestContext): Promise<Cart> {
      const cart = await carts.findActive(ownerOf(context));
      if (!cart) throw noActiveCart();
      return cartView(db, cart, await carts.linesOf(cart.id), context.now, progressBarShown);
    },

    /** GET me/carts: the caller's carts, `where` (e.g. origin = "Merchant") and sorted (e.g. origin desc), paged. */
    async list(context: RequestContext, params: PredicateQueryParams) {
      const { rows, total } = await carts.page(ownerOf(context), {
        where: compileWhere(params.where, cartFields, queryVariables(params)),
        sort: parseSort(params.sort, cartSortFields),
        limit: params.limit,
        offset: params.offset,
        withTotal: params.withTotal !== 'false',
      });
      const lines = await carts.linesOfCarts(rows.map((cart) => cart.id));
      const results = await Promise.all(
        rows.map((cart) =>
          cartView(
            db,
            cart,
            lines.filter((line) => line.cartId === cart.id),
            context.now,
            progressBarShown,
          ),
        ),
      );
      return pagedResponse(params, results, total);
    },

    /** A new cart on every call, as commercetools' POST me/carts: a customer may hold several active carts. */
    async create(context: RequestContext, draft: MyCartDraft): Promise<Cart> {
      const owner = ownerOf(context);
      const created = await carts.create({
        ...owner,
        ...pricingTargetOf(await context.offices()),
        currency: draft.currency,
        customerEmail: draft.customerEmail ?? null,
      });
      snapshots.set(created, []);
      return cartView(db, created, [], context.now, progressBarShown);
    },

    async get(context: RequestContext, id: string): Promise<Cart> {
      const cart = await owned(id, ownerOf(context));
      return cartView(db, cart, await carts.linesOf(cart.id), context.now, progressBarShown);
    },

    /**
     * Applies every action in order, or none: the actions work on a copy read without a lock, and
     * one conditional statement stores the result only while the cart is still at `version`
     * (optimistic concurrency; a write that lost the race answers 409 like a stale version).
     */
    async update(context: RequestContext, id: string, { version, actions }: MyCartUpdate): Promise<Cart> {
      const at = context.now;
      const owner = ownerOf(context);
      const refs = catalogRefsOf(actions);
      let catalog: CartCatalog | undefined;
      const snapshot = actions.length > 0 ? snapshots.get(id, owner, version) : undefined;
      if (snapshot) {
        // This process wrote the cart at `version`: store without reading it first. What the
        // snapshot cannot settle (a refused action, a write that lost) is answered from a fresh read.
        catalog = await catalogFor(db, refs, at);
        const done = await applyAndWrite(snapshot, actions, catalog, at).catch((error: unknown) => {
          if (error instanceof ApiError) return undefined;
          throw error;
        });
        if (done) return cartView(db, done.cart, done.lines, at, progressBarShown);
      }
      // The products and prices of the lines to add load alongside the cart.
      const [loaded, found] = await Promise.all([catalog ?? catalogFor(db, refs, at), carts.findWithLines(id, owner)]);
      if (!found) throw resourceNotFound(id);
      const { cart, lines } = found;
      if (cart.version !== version) throw concurrentModification(cart, version);
      if (actions.length === 0) return cartView(db, cart, lines, at, progressBarShown);
      const done = await applyAndWrite(found, actions, loaded, at);
      if (!done) throw concurrentModification((await carts.findOwned(id, owner)) ?? cart, version);
      return cartView(db, done.cart, done.lines, at, progressBarShown);
    },

    async remove(context: RequestContext, id: string, version: number): Promise<Cart> {
      const at = context.now;
      return db.transaction(async (tx) => {
        const cart = await lockAtVersion(tx, id, ownerOf(context), version);
        if (cart.origin === 'Merchant') throw planCartRefused(cart.id);
        // An ordered cart is the record an order was made from; it stays.
        if (cart.cartState === 'Ordered')
          throw new ApiError(400, 'InvalidOperation', 'An ordered cart cannot be deleted.');
        const lines = await cartRepository(tx).linesOf(cart.id);
        await cartRepository(tx).delete(cart);
        snapshots.forget(cart.id);
        return cartView(tx, cart, lines, at, progressBarShown);
      });
    },

    /**
     * POST /ct/reprice-cart: prices the cart for the customer's current office (its pricing
     * contract) and re-selects every line's price and channel; returns what changed.
     */
    async reprice(context: SubjectContext, cartId: string): Promise<RepriceCartResponse> {
      const at = context.now;
      const owner = { customerId: context.subject.customerId };
      const target = pricingTargetOf(await context.offices());
      return db.transaction(async (tx) => {
        const cart = await lockAtVersion(tx, cartId, owner, undefined);
        assertChangeable(cart);
        const draft = new CartDraft(cart, await cartRepository(tx).linesOf(cart.id));
        const changes = await repriceDraft(tx, draft, target, at);
        const written = draft.changed ? await writeLocked(tx, draft) : cart;
        return { cart: await cartView(tx, written, draft.lines, at, progressBarShown), changes };
      });
    },
  };
}

export type CartsService = ReturnType<typeof cartsService>;

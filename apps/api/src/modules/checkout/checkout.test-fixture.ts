import { cartSchema, orderSchema, type Cart } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { pricingFixture } from '../../../test/pricing-fixture';
import { readError, type TestApi } from '../../../test/test-api';
import {
  withTimeout,
  type AuthorizeResult,
  type BoundedGateway,
  type PaymentGateway,
} from '../payments/payment-gateway';

export type Headers = Record<string, string>;

/**
 * The sandbox gateway the test API talks to (`wrap`, for startTestApi's paymentGateway option) with every authorize
 * and void call's idempotency key recorded, and hooks a test sets to make the gateway slow (`beforeAuthorize`) or to
 * lose its answer after it approved (`afterAuthorize` throwing). The timeout is generous: the gateway is an HTTP server
 * in this test process, where embedded PGlite shares the event loop, and a busy moment must not read as a timeout.
 */
export function controllableGateway(timeoutMs = 5000) {
  const calls = { authorize: [] as string[], void: [] as string[] };
  const hooks: {
    beforeAuthorize?: () => Promise<void>;
    afterAuthorize?: (result: AuthorizeResult) => void;
  } = {};
  let wrapped: BoundedGateway | undefined;
  const wrap = (sandbox: PaymentGateway): BoundedGateway => {
    const gateway: PaymentGateway = {
      name: sandbox.name,
      storeCard: (request, options) => sandbox.storeCard(request, options),
      authorize: async (request, options) => {
        calls.authorize.push(request.idempotencyKey);
        await hooks.beforeAuthorize?.();
        const result = await sandbox.authorize(request, options);
        hooks.afterAuthorize?.(result);
        return result;
      },
      capture: (request, options) => sandbox.capture(request, options),
      void: (request, options) => {
        calls.void.push(request.idempotencyKey);
        return sandbox.void(request, options);
      },
    };
    return (wrapped = withTimeout(gateway, timeoutMs));
  };
  return {
    wrap,
    /** The wrapped gateway, once the test API has started with it. */
    get gateway(): BoundedGateway {
      if (!wrapped) throw new Error('controllableGateway: start the test API with { paymentGateway: wrap } first');
      return wrapped;
    },
    calls,
    hooks,
  };
}

/** Offices (with terms, card only, checkout declined), products with prices, and the calls checkout tests make. */
export async function checkoutFixture(api: TestApi) {
  const fx = customerFixture(api.db);
  const px = pricingFixture(api.db);
  const termsOffice = await fx.office(
    'A Terms Dental',
    [
      { id: 'ordT0001', shippingAccountNumber: 'SA-ORD-1' },
      { id: 'ordDea01', shippingAccountNumber: 'SA-ORD-2', dea: true },
    ],
    { contract: true, termsAllowed: true },
  );
  const cardOffice = await fx.office('B Card Dental', [{ id: 'ordC0001', shippingAccountNumber: 'SA-ORD-3' }]);
  const declinedOffice = await fx.office('C Declined Dental', [{ id: 'ordX0001', shippingAccountNumber: 'SA-ORD-4' }], {
    termsAllowed: true,
  });
  await api.db
    .update(schema.businessUnits)
    .set({ checkoutDeclined: true, checkoutApproved: false })
    .where(eq(schema.businessUnits.id, declinedOffice.id));
  const [account] = await api.db
    .select()
    .from(schema.shippingAccounts)
    .where(eq(schema.shippingAccounts.number, 'SA-ORD-1'));
  const warehouseId = account!.warehouseChannelId;
  const [gloves] = await px.product('9400001', [{ uom: 'BX', countPerUnit: 100 }]);
  const [burs] = await px.product('9400002', [{ uom: 'PK', countPerUnit: 5 }]);
  const [controlled] = await px.product('9400003', [{ uom: 'VL', countPerUnit: 1 }]);
  const skus = { gloves: gloves!, burs: burs!, controlled: controlled! };
  await api.db
    .update(schema.productVariants)
    .set({ attributes: { hs_item_number: '9400003', hs_uom: 'VL', requires_active_dea_license: true } })
    .where(eq(schema.productVariants.sku, skus.controlled));
  await px.prices([
    { sku: skus.gloves, centAmount: 2000 },
    { sku: skus.burs, centAmount: 4000 },
    { sku: skus.controlled, centAmount: 1200 },
  ]);

  const call = (headers: Headers, method: string, path: string, body?: unknown) =>
    fetch(`${api.baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const readCart = async (response: Response): Promise<Cart> => {
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBeLessThan(300);
    return cartSchema.parse(body);
  };

  return {
    fx,
    px,
    offices: { terms: termsOffice, card: cardOffice, declined: declinedOffice },
    skus,
    warehouseId,
    call,
    readCart,
    async customerIn(office: { id: string }) {
      const customer = await fx.customer({ officeIds: [office.id] });
      return { customer, headers: (await signIn(api.db, customer.id)).headers };
    },
    /** An active cart with `lines` (sku → quantity), shipped to `addressId`. */
    async cartWith(headers: Headers, lines: Record<string, number>, addressId?: string) {
      const cart = await readCart(await call(headers, 'POST', '/aces/me/carts', { currency: 'USD' }));
      const actions: unknown[] = Object.entries(lines).map(([sku, quantity]) => ({
        action: 'addLineItem',
        sku,
        quantity,
      }));
      if (addressId) actions.push({ action: 'setShippingAddress', address: { id: addressId } });
      return readCart(await call(headers, 'POST', `/aces/me/carts/${cart.id}`, { version: cart.version, actions }));
    },
    async cardOf(headers: Headers, number = '4242424242424242') {
      // The card typed into the gateway's card fields, which give the page its token.
      const response = await call(headers, 'POST', '/mw/cards', {
        token: await api.gateway.cardToken(number),
        save: false,
      });
      const body = (await response.json()) as { uuid: string };
      expect(response.status, JSON.stringify(body)).toBe(201);
      return body.uuid;
    },
    place: (headers: Headers, body: Record<string, unknown>, key?: string) =>
      call({ ...headers, ...(key ? { 'idempotency-key': key } : {}) }, 'POST', '/ct/hs-orders', body),
    async placed(response: Response) {
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(201);
      return orderSchema.parse((body as { order: unknown }).order);
    },
    async expectError(response: Response, status: number, code: string) {
      const error = await readError(response.clone()).catch(async () => {
        throw new Error(`${response.status} ${await response.text()}`);
      });
      expect(response.status, error.message).toBe(status);
      expect(error.errors[0]!.code).toBe(code);
      return error;
    },
    stockOf: async (sku: string) =>
      (await api.db.select().from(schema.inventoryEntries).where(eq(schema.inventoryEntries.sku, sku))).reduce(
        (total, lot) => total + lot.quantityOnStock,
        0,
      ),
    async setStock(sku: string, quantity: number) {
      await api.db.delete(schema.inventoryEntries).where(eq(schema.inventoryEntries.sku, sku));
      await px.lots([{ sku, supplyChannelId: warehouseId, quantityOnStock: quantity }]);
    },
    ordersOfCart: (cartId: string) => api.db.select().from(schema.orders).where(eq(schema.orders.cartId, cartId)),
    cartState: async (headers: Headers, cartId: string) =>
      (await readCart(await call(headers, 'GET', `/aces/me/carts/${cartId}`))).cartState,
  };
}

export type CheckoutFixture = Awaited<ReturnType<typeof checkoutFixture>>;

import { randomUUID } from 'node:crypto';
import { loyaltyOverviewSchema, type LoyaltyOverview } from '@chairside/contracts';
import { schema, type Db } from '@chairside/db';
import { todayIn } from '@chairside/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { pricingFixture } from '../../../test/pricing-fixture';
import { readError, type TestApi } from '../../../test/test-api';
import { placeTestOrder, testLine } from '../orders/orders.test-fixture';

export type Headers = Record<string, string>;

/** The API's default distributor time zone: the loyalty tier's 12 months end on its today. */
export const distributorToday = () => todayIn('America/New_York', new Date());

/** What the storefront's enrolment form posts: the practice details and both acknowledgements. */
export const enrollmentDraft = {
  practice_name: 'Maple Street Family Dentistry',
  contact_name: 'Dana Whitfield',
  contact_phone: '215-555-0142',
  practice_type: 'dental',
  acknowledge_disclosure: true,
  accept_terms: true,
} as const;

/** The loyalty calls the ASAP tests make through HTTP, and what they read back. */
export function loyaltyCalls(api: TestApi) {
  const call = (headers: Headers, method: string, path: string, body?: unknown) =>
    fetch(`${api.baseUrl}${path}`, {
      method,
      headers: {
        authorization: headers.authorization!,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function overviewOf(response: Response, status: number): Promise<LoyaltyOverview> {
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(status);
    return loyaltyOverviewSchema.parse(body);
  }

  return {
    call,
    enrol: (headers: Headers, body: unknown = enrollmentDraft) => call(headers, 'POST', '/mw/asap-enrollment', body),
    unenrol: (headers: Headers) => call(headers, 'DELETE', '/mw/asap-enrollment'),
    /** POST /mw/asap-enrollment answered 201 with the office's standing. */
    async enrolled(headers: Headers, body: unknown = enrollmentDraft) {
      return overviewOf(await call(headers, 'POST', '/mw/asap-enrollment', body), 201);
    },
    async unenrolled(headers: Headers) {
      return overviewOf(await call(headers, 'DELETE', '/mw/asap-enrollment'), 200);
    },
    /** GET /mw/loyalty. */
    async overview(headers: Headers) {
      return overviewOf(await call(headers, 'GET', '/mw/loyalty'), 200);
    },
    async expectError(response: Response, status: number, code: string) {
      const error = await readError(response.clone()).catch(async () => {
        throw new Error(`${response.status} ${await response.text()}`);
      });
      expect(response.status, error.message).toBe(status);
      expect(error.errors[0]!.code).toBe(code);
      return error;
    },
  };
}

export interface LoyaltyProductOptions {
  /** The product's asap_product_category attribute (none: uncategorised). */
  category?: string;
  /** A controlled substance (requires_active_dea_license). */
  controlled?: boolean;
  retail: number;
  /** A promotion: the retail price's discounted value. */
  discounted?: number;
}

/** Products with one sku each (`T-<item>-<uom>`), an ASAP category or none, and a retail price. */
export function loyaltyProducts(db: Db) {
  const px = pricingFixture(db);
  return {
    px,
    async product(itemNumber: string, uom: string, options: LoyaltyProductOptions): Promise<string> {
      const [sku] = await px.product(itemNumber, [{ uom, countPerUnit: 1 }], {
        ...(options.category ? { asapCategory: options.category } : {}),
      });
      if (options.controlled)
        await db
          .update(schema.productVariants)
          .set({
            attributes: {
              hs_item_number: itemNumber,
              hs_uom: uom,
              count_per_unit: 1,
              requires_active_dea_license: true,
              ...(options.category ? { asap_product_category: options.category } : {}),
            },
          })
          .where(eq(schema.productVariants.sku, sku!));
      await px.prices([
        {
          sku: sku!,
          centAmount: options.retail,
          ...(options.discounted === undefined ? {} : { discountedCentAmount: options.discounted }),
        },
      ]);
      return sku!;
    },
    /** Sets the product's asap_product_category attribute as the importer's product update writes it. */
    async setCategory(sku: string, category: string) {
      const [variant] = await db.select().from(schema.productVariants).where(eq(schema.productVariants.sku, sku));
      await db
        .update(schema.productVariants)
        .set({ attributes: { ...variant!.attributes, asap_product_category: category } })
        .where(eq(schema.productVariants.sku, sku));
    },
  };
}

/**
 * An order of the office written straight to the database with the given subtotal (one line), completed when said,
 * and cancelled if asked: the spend behind the loyalty tier.
 */
export async function orderWithSubtotal(
  db: Db,
  owner: { customerId: string; businessUnitId: string },
  subtotal: number,
  options: { completedAt?: Date; cancelled?: boolean } = {},
) {
  const { order } = await placeTestOrder(db, owner, {
    lines: [testLine('CS-7001-BX', 1, subtotal)],
    completedAt: options.completedAt ?? new Date(),
    cartId: randomUUID(),
    onAccount: true,
  });
  expect(order.subtotalCentAmount).toBe(subtotal);
  if (options.cancelled)
    await db.update(schema.orders).set({ orderState: 'Cancelled' }).where(eq(schema.orders.id, order.id));
  return order;
}

/** The office's enrolments still open (at most one). */
export const openEnrollmentsOf = (db: Db, businessUnitId: string) =>
  db
    .select()
    .from(schema.asapEnrollments)
    .where(and(eq(schema.asapEnrollments.businessUnitId, businessUnitId), isNull(schema.asapEnrollments.endedAt)));

/** Every enrolment row of the office, open or ended. */
export const enrollmentsOf = (db: Db, businessUnitId: string) =>
  db.select().from(schema.asapEnrollments).where(eq(schema.asapEnrollments.businessUnitId, businessUnitId));

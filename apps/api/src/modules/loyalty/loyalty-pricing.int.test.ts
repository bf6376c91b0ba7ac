import { pricingResponseSchema, type PricingItemResult, type PricingResponse } from '@chairside/contracts';
import { schema } from '@chairside/db';
import { testDatabaseTargets } from '@chairside/db/testing';
import { addDays } from '@chairside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, signIn } from '../../../test/customer-fixture';
import { startTestApi, type TestApi } from '../../../test/test-api';
import {
  distributorToday,
  loyaltyCalls,
  loyaltyProducts,
  orderWithSubtotal,
  type Headers,
} from './loyalty.test-fixture';

const day = 86_400_000;

describe.each(testDatabaseTargets())(
  'ASAP loyalty prices and tiers: POST /ct/pricing, GET /mw/loyalty ($name)',
  (target) => {
    let api: TestApi;
    let fx: ReturnType<typeof customerFixture>;
    let calls: ReturnType<typeof loyaltyCalls>;
    let products: ReturnType<typeof loyaltyProducts>;
    const skus = {
      gauze: '',
      gloves: '',
      forceps: '',
      vial: '',
      lidocaine: '',
      paper: '',
      bigPromo: '',
      smallPromo: '',
      evenPromo: '',
    };

    beforeAll(async () => {
      api = await startTestApi(target);
      fx = customerFixture(api.db);
      calls = loyaltyCalls(api);
      products = loyaltyProducts(api.db);
      const product = products.product;
      skus.gauze = await product('9710001', 'PK', { category: 'consumables', retail: 2_500 });
      skus.gloves = await product('9710002', 'BX', { category: 'consumables', retail: 1_999 });
      skus.forceps = await product('9710003', 'EA', { category: 'instruments', retail: 10_000 });
      // A controlled consumable: no loyalty on scheduled drugs.
      skus.vial = await product('9710004', 'VL', { category: 'consumables', controlled: true, retail: 5_000 });
      skus.lidocaine = await product('9710005', 'CT', { category: 'pharmaceuticals', retail: 3_000 });
      skus.paper = await product('9710006', 'CS', { retail: 1_500 });
      // Promotions: 10% off beats 4% loyalty; 2% off does not; 4% off ties it (the promotion stands, nothing stacks).
      skus.bigPromo = await product('9710007', 'BX', { category: 'consumables', retail: 10_000, discounted: 9_000 });
      skus.smallPromo = await product('9710008', 'BX', { category: 'consumables', retail: 10_000, discounted: 9_800 });
      skus.evenPromo = await product('9710009', 'BX', { category: 'consumables', retail: 10_000, discounted: 9_600 });
    });
    afterAll(() => api?.close());

    /** A customer of a new office with one shipping account (`account`), signed in working in it. */
    async function officeWithCustomer(name: string, account: string, options: Parameters<typeof fx.office>[2]) {
      const office = await fx.office(
        name,
        [{ id: `LP${account.replace(/\W/g, '').slice(-6)}`, shippingAccountNumber: account }],
        options,
      );
      const customer = await fx.customer({ officeIds: [office.id] });
      const { headers } = await signIn(api.db, customer.id, { activeBusinessUnitId: office.id });
      return { office, customer, headers };
    }

    async function price(headers: Headers, account: string, items: string[]): Promise<PricingResponse> {
      const response = await calls.call(headers, 'POST', '/ct/pricing', {
        shipping_account_number: account,
        items: items.map((sku) => ({ sku })),
      });
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return pricingResponseSchema.parse(body);
    }
    const bySku = (items: PricingItemResult[]) => new Map(items.map((item) => [item.sku, item]));
    const infoOf = (answer: PricingResponse, sku: string) => bySku(answer.items).get(sku)!.price_info!;

    it('prices at retail before enrolment and with loyalty off retail after it, per category, never for controlled or uncategorised items', async () => {
      const { headers } = await officeWithCustomer('Maple Street Family Dentistry', 'SA-LOYP-01', {
        buyingGroup: null,
      });
      const all = Object.values(skus);
      const before = await price(headers, 'SA-LOYP-01', all);
      expect(before).toMatchObject({ allow_loyalty_discount: false, asap_enrollment_status: 'NotEnrolled' });
      expect(before.loyalty_tier).toBeUndefined();
      expect(infoOf(before, skus.gauze)).toStrictEqual({
        sku: skus.gauze,
        item_number: '9710001',
        uom: 'PK',
        available: true,
        retailPrice: 2_500,
        bestPrice: 2_500,
        replenishPrice: 2_425,
        strikeRetail: false,
      });
      for (const item of before.items) expect(item.price_info!.loyaltyPercent, item.sku).toBeUndefined();

      await calls.enrolled(headers);
      const after = await price(headers, 'SA-LOYP-01', all);
      expect(after).toMatchObject({
        pricing_contract: null,
        allow_loyalty_discount: true,
        asap_enrollment_status: 'Enrolled',
        loyalty_tier: 'Member',
      });
      // 96% of retail, and the replenish price is no higher than it.
      expect(infoOf(after, skus.gauze)).toStrictEqual({
        sku: skus.gauze,
        item_number: '9710001',
        uom: 'PK',
        available: true,
        retailPrice: 2_500,
        bestPrice: 2_400,
        replenishPrice: 2_400,
        strikeRetail: true,
        loyaltyPercent: 4,
      });
      expect(bySku(after.items).get(skus.gauze)!.asap_product_category).toBe('consumables');
      // 1999 × 96% = 1919.04: whole cents, rounded.
      expect(infoOf(after, skus.gloves)).toMatchObject({ bestPrice: 1_919, loyaltyPercent: 4 });
      expect(infoOf(after, skus.forceps)).toMatchObject({ bestPrice: 9_700, loyaltyPercent: 3 });

      // Nothing off a controlled consumable, a pharmaceutical or an item without a category.
      for (const [sku, retail] of [
        [skus.vial, 5_000],
        [skus.lidocaine, 3_000],
        [skus.paper, 1_500],
      ] as const) {
        const info = infoOf(after, sku);
        expect(info, sku).toMatchObject({ retailPrice: retail, bestPrice: retail, strikeRetail: false });
        expect(info.loyaltyPercent, sku).toBeUndefined();
      }
      expect(bySku(after.items).get(skus.vial)!.asap_product_category).toBe('consumables');
      expect(bySku(after.items).get(skus.paper)!.asap_product_category).toBeUndefined();
    });

    it('never stacks loyalty on a promotion: the better of the two, a loyalty saving counted against the promotion', async () => {
      const { headers } = await officeWithCustomer('Promo Dental', 'SA-LOYP-02', {
        buyingGroup: null,
        asapEnrolled: true,
      });
      const answer = await price(headers, 'SA-LOYP-02', [skus.bigPromo, skus.smallPromo, skus.evenPromo]);
      expect(answer.asap_enrollment_status).toBe('Enrolled');
      // 10% off beats 4%: the promotion, and nothing says loyalty.
      expect(infoOf(answer, skus.bigPromo)).toStrictEqual({
        sku: skus.bigPromo,
        item_number: '9710007',
        uom: 'BX',
        available: true,
        retailPrice: 10_000,
        discountedRetailPrice: 9_000,
        bestPrice: 9_000,
        replenishPrice: 9_000,
        strikeRetail: true,
      });
      // 2% off loses to 4% off retail (not 4% off the promotion: 9,408): the saving is what loyalty adds to it.
      expect(infoOf(answer, skus.smallPromo)).toStrictEqual({
        sku: skus.smallPromo,
        item_number: '9710008',
        uom: 'BX',
        available: true,
        retailPrice: 10_000,
        discountedRetailPrice: 9_800,
        bestPrice: 9_600,
        replenishPrice: 9_600,
        strikeRetail: true,
        loyaltyPercent: 4,
      });
      // A tie: the promotion's price, loyalty saved nothing.
      const even = infoOf(answer, skus.evenPromo);
      expect(even).toMatchObject({ discountedRetailPrice: 9_600, bestPrice: 9_600 });
      expect(even.loyaltyPercent).toBeUndefined();
    });

    it('gives an office on a pricing contract no loyalty, enrolled or not: plan price, else plain retail', async () => {
      // Enrolled while it bought at retail, then put on a contract.
      const enrolled = await officeWithCustomer('Contract Dental Group', 'SA-LOYP-03', {
        contract: true,
        buyingGroup: null,
        asapEnrolled: true,
      });
      // A product first priced here (the API reuses a sku's price candidates for a while: a new price takes time).
      const bibs = await products.product('9710010', 'CS', { category: 'consumables', retail: 2_500 });
      await products.px.prices([{ sku: bibs, centAmount: 2_200, channelId: enrolled.office.pricingContractChannelId }]);
      const answer = await price(enrolled.headers, 'SA-LOYP-03', [bibs, skus.forceps, skus.smallPromo]);
      expect(answer).toMatchObject({ allow_loyalty_discount: false, asap_enrollment_status: 'OnPricingContract' });
      expect(answer.pricing_contract?.id).toBe(enrolled.office.pricingContractChannelId);
      expect(answer.loyalty_tier).toBeUndefined();
      expect(infoOf(answer, bibs)).toMatchObject({ planPrice: 2_200, retailPrice: 2_500, bestPrice: 2_200 });
      expect(infoOf(answer, skus.forceps)).toMatchObject({ retailPrice: 10_000, bestPrice: 10_000 });
      expect(infoOf(answer, skus.smallPromo)).toMatchObject({ bestPrice: 9_800 });
      for (const item of answer.items) {
        expect(item.price_info!.loyaltyPercent, item.sku).toBeUndefined();
      }
      const overview = await calls.overview(enrolled.headers);
      expect(overview.status).toBe('OnPricingContract');

      // The contract office that was refused enrolment: not enrolled, the first reason it gets nothing.
      const refused = await officeWithCustomer('Contract Dental Refused', 'SA-LOYP-04', {
        contract: true,
        buyingGroup: null,
      });
      await calls.expectError(await calls.enrol(refused.headers), 409, 'AsapNotEligible');
      const refusedAnswer = await price(refused.headers, 'SA-LOYP-04', [skus.forceps]);
      expect(refusedAnswer).toMatchObject({ allow_loyalty_discount: false, asap_enrollment_status: 'NotEnrolled' });
      expect(infoOf(refusedAnswer, skus.forceps)).toStrictEqual({
        sku: skus.forceps,
        item_number: '9710003',
        uom: 'EA',
        available: true,
        retailPrice: 10_000,
        bestPrice: 10_000,
        replenishPrice: 9_700,
        strikeRetail: false,
      });
    });

    it('gives nothing to an enrolled office whose buying group does not take part', async () => {
      const { headers } = await officeWithCustomer('Great Lakes Dental', 'SA-LOYP-05', {
        buyingGroup: 'Great Lakes Purchasing Network',
        asapEnrolled: true,
      });
      const answer = await price(headers, 'SA-LOYP-05', [skus.gauze]);
      expect(answer).toMatchObject({
        allow_loyalty_discount: false,
        asap_enrollment_status: 'BuyingGroupNotParticipating',
      });
      expect(infoOf(answer, skus.gauze)).toMatchObject({ bestPrice: 2_500 });
      expect(infoOf(answer, skus.gauze).loyaltyPercent).toBeUndefined();
      expect((await calls.overview(headers)).status).toBe('BuyingGroupNotParticipating');
    });

    it('reaches Silver at exactly 1,000,000 cents of 12-month orders (consumables 5%), and falls back when an order is cancelled', async () => {
      const { office, customer, headers } = await officeWithCustomer('Silver Dental', 'SA-LOYP-06', {
        buyingGroup: null,
        asapEnrolled: true,
      });
      const owner = { customerId: customer.id, businessUnitId: office.id };
      await orderWithSubtotal(api.db, owner, 600_000, { completedAt: new Date(Date.now() - 30 * day) });
      const second = await orderWithSubtotal(api.db, owner, 400_000);

      const answer = await price(headers, 'SA-LOYP-06', [skus.gauze, skus.gloves, skus.forceps]);
      expect(answer.loyalty_tier).toBe('Silver');
      expect(infoOf(answer, skus.gauze)).toMatchObject({ bestPrice: 2_375, loyaltyPercent: 5 });
      // 1999 × 95% = 1899.05.
      expect(infoOf(answer, skus.gloves)).toMatchObject({ bestPrice: 1_899, loyaltyPercent: 5 });
      expect(infoOf(answer, skus.forceps)).toMatchObject({ bestPrice: 9_600, loyaltyPercent: 4 });

      const today = distributorToday();
      const overview = await calls.overview(headers);
      expect(overview).toMatchObject({
        status: 'Enrolled',
        spend_12_months: 1_000_000,
        window_from: addDays(today, -364),
        tier: { name: 'Silver', min_spend: 1_000_000, bonus_percent: 1 },
        next_tier: { name: 'Gold', min_spend: 2_500_000, bonus_percent: 2 },
        to_next_tier: 1_500_000,
      });

      // Cancelled, the second order no longer counts: back to Member, 4%.
      await api.db.update(schema.orders).set({ orderState: 'Cancelled' }).where(eq(schema.orders.id, second.id));
      const member = await price(headers, 'SA-LOYP-06', [skus.gauze]);
      expect(member.loyalty_tier).toBe('Member');
      expect(infoOf(member, skus.gauze)).toMatchObject({ bestPrice: 2_400, loyaltyPercent: 4 });
      expect(await calls.overview(headers)).toMatchObject({
        spend_12_months: 600_000,
        tier: { name: 'Member' },
        next_tier: { name: 'Silver' },
        to_next_tier: 400_000,
      });
    });

    it('stays Member at 999,999 cents: cancelled orders, orders 13 months old and before the window do not count', async () => {
      const { office, customer, headers } = await officeWithCustomer('Member Dental', 'SA-LOYP-07', {
        buyingGroup: null,
        asapEnrolled: true,
      });
      const owner = { customerId: customer.id, businessUnitId: office.id };
      const today = distributorToday();
      const windowFrom = addDays(today, -364);
      // Noon or one o'clock in New York on the window's first day (counts), and on the day before (does not).
      await orderWithSubtotal(api.db, owner, 600_000);
      await orderWithSubtotal(api.db, owner, 399_999, { completedAt: new Date(`${windowFrom}T17:00:00Z`) });
      await orderWithSubtotal(api.db, owner, 500_000, { cancelled: true });
      await orderWithSubtotal(api.db, owner, 300_000, { completedAt: new Date(Date.now() - 395 * day) });
      await orderWithSubtotal(api.db, owner, 200_000, {
        completedAt: new Date(`${addDays(windowFrom, -1)}T17:00:00Z`),
      });

      // Distinct amounts: a wrong sum tells which order was counted.
      const overview = await calls.overview(headers);
      expect(overview).toMatchObject({
        spend_12_months: 999_999,
        window_from: windowFrom,
        tier: { name: 'Member', min_spend: 0, bonus_percent: 0 },
        next_tier: { name: 'Silver', min_spend: 1_000_000, bonus_percent: 1 },
        to_next_tier: 1,
      });
      const answer = await price(headers, 'SA-LOYP-07', [skus.gauze, skus.forceps]);
      expect(answer.loyalty_tier).toBe('Member');
      expect(infoOf(answer, skus.gauze)).toMatchObject({ bestPrice: 2_400, loyaltyPercent: 4 });
      expect(infoOf(answer, skus.forceps)).toMatchObject({ bestPrice: 9_700, loyaltyPercent: 3 });
    });

    it('reaches Gold at exactly 2,500,000 cents: consumables 6%, no next tier', async () => {
      const { office, customer, headers } = await officeWithCustomer('Gold Dental', 'SA-LOYP-08', {
        buyingGroup: 'Heartland Dental Cooperative',
        asapEnrolled: true,
      });
      await orderWithSubtotal(api.db, { customerId: customer.id, businessUnitId: office.id }, 2_500_000);
      const answer = await price(headers, 'SA-LOYP-08', [skus.gauze, skus.gloves]);
      expect(answer).toMatchObject({ asap_enrollment_status: 'Enrolled', loyalty_tier: 'Gold' });
      expect(infoOf(answer, skus.gauze)).toMatchObject({ bestPrice: 2_350, loyaltyPercent: 6 });
      // 1999 × 94% = 1879.06.
      expect(infoOf(answer, skus.gloves)).toMatchObject({ bestPrice: 1_879, loyaltyPercent: 6 });
      const overview = await calls.overview(headers);
      expect(overview).toMatchObject({
        spend_12_months: 2_500_000,
        tier: { name: 'Gold', min_spend: 2_500_000, bonus_percent: 2 },
        to_next_tier: 0,
      });
      expect(overview.next_tier).toBeUndefined();
    });
  },
);

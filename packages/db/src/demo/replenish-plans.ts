import { addDays as addCalendarDays, messages, planMessages, todayIn } from '@chairside/domain';
import type * as schema from '../schema';
import type { DemoAccounts } from './accounts';
import type { CategoryLeaf } from './categories';
import type { DemoChannels } from './channels';
import { generatePrices } from './prices';
import { generateProduct } from './products';
import { Random } from './random';
import { addDays } from './text';

type CartRow = typeof schema.carts.$inferInsert & { id: string };
type PlanRow = typeof schema.replenishPlans.$inferInsert;
type LineRow = typeof schema.cartLineItems.$inferInsert;

export interface DemoReplenishPlans {
  carts: CartRow[];
  plans: PlanRow[];
  lines: LineRow[];
}

/** Plan dates are the distributor's calendar dates; the demo uses the API's default zone (DISTRIBUTOR_TIME_ZONE). */
export const demoPlanTimeZone = 'America/New_York';

interface DemoPlan {
  planDays: number;
  /** Days from today of the next order date. */
  nextInDays: number;
  /** Catalogue indexes of the items: never multiples of 7, the order history's pool (so its habits stay suggestions). */
  products: number[];
  /**
   * Why the last run failed. The cause is real, so the scheduler's retries keep finding it: the plan ships to the
   * office's address that may not order online, or pays by card with none saved (the retail customer has no card).
   */
  attention?: { reason: 'AddressNotEligible' | 'CardMissing'; message: string };
}

/**
 * Each demo customer gets a plan due today and one that needs attention (DESIGN.md §7, issue 16); the contract customer
 * also one ordering in ten days. The contract office pays Net 30, the retail one (no terms) by card.
 */
const plansFor: Record<string, DemoPlan[]> = {
  'demo-customer@example.com': [
    { planDays: 28, nextInDays: 0, products: [3, 10, 17] },
    {
      planDays: 14,
      nextInDays: -1,
      products: [24, 31],
      attention: { reason: 'AddressNotEligible', message: messages.addressNotEligible },
    },
    { planDays: 56, nextInDays: 10, products: [38, 45, 52, 59] },
  ],
  'demo-retail@example.com': [
    { planDays: 30, nextInDays: 0, products: [5, 12] },
    {
      planDays: 21,
      nextInDays: -1,
      products: [19],
      attention: { reason: 'CardMissing', message: planMessages.cardMissing },
    },
  ],
};

/** Pure and deterministic: line prices are the generated catalogue's own price rows (contract price when there is one). */
export function buildDemoReplenishPlans(context: {
  seed: number;
  now: Date;
  today: Date;
  leaves: readonly CategoryLeaf[];
  channels: DemoChannels;
  productCount: number;
  accounts: DemoAccounts;
}): DemoReplenishPlans {
  const result: DemoReplenishPlans = { carts: [], plans: [], lines: [] };
  const { accounts } = context;
  const planToday = todayIn(demoPlanTimeZone, context.now);
  for (const [email, plans] of Object.entries(plansFor)) {
    const customer = accounts.customers.find((candidate) => candidate.email === email);
    if (!customer) continue;
    const office = accounts.memberships
      .filter((membership) => membership.customerId === customer.id)
      .map((membership) => accounts.offices.find((candidate) => candidate.id === membership.businessUnitId)!)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))[0];
    const shipping = accounts.addresses.filter(
      (candidate) => candidate.businessUnitId === office?.id && candidate.isShipping && candidate.shippingAccountNumber,
    );
    const address = shipping.find((candidate) => candidate.eligibleForOnlineOrdering);
    const ineligible = shipping.find((candidate) => !candidate.eligibleForOnlineOrdering);
    if (!office || !address) continue;
    plans.forEach((plan, n) => {
      const shipTo = plan.attention?.reason === 'AddressNotEligible' ? (ineligible ?? address) : address;
      const random = Random.for(context.seed, 'replenish-plan', email, n);
      const cartId = random.uuid();
      const createdAt = addDays(context.today, -40 - n);
      const next = addCalendarDays(planToday, plan.nextInDays);
      result.carts.push({
        id: cartId,
        customerId: customer.id,
        businessUnitId: office.id,
        pricingChannelId: office.pricingContractChannelId ?? null,
        origin: 'Merchant',
        customerEmail: customer.email,
        shippingAddressId: shipTo.id,
        createdAt,
        lastModifiedAt: createdAt,
      });
      const attentionSince = addDays(context.today, -1);
      result.plans.push({
        cartId,
        customerId: customer.id,
        businessUnitId: office.id,
        status: plan.attention ? 'NeedsAttention' : 'Active',
        planDays: plan.planDays,
        nextOrderDate: next,
        scheduleAnchor: next,
        paymentType: office.termsAllowed ? 'Net30' : 'CreditCard',
        poNumber: n === 0 ? 'REPLENISH' : null,
        shippingAddressId: shipTo.id,
        ...(plan.attention
          ? {
              attentionReason: plan.attention.reason,
              attentionMessage: plan.attention.message,
              attentionSince,
              retriesLeft: 2,
              nextRetryAt: addDays(attentionSince, 1),
            }
          : {}),
        createdAt,
        lastModifiedAt: createdAt,
      });
      plan.products
        .filter((index) => index < context.productCount)
        .forEach((index, position) => {
          const generated = generateProduct(context.seed, index, context.leaves);
          const variant = generated.variants[0]!;
          const prices = generatePrices(context.seed, index, generated, context.channels, context.today).filter(
            (price) => price.sku === variant.sku && !price.validFrom && !price.validUntil,
          );
          const contract = prices.find(
            (price) => price.channelId && price.channelId === office.pricingContractChannelId,
          );
          const price = contract ?? prices.find((price) => price.channelId === null);
          if (!price) return;
          const attributes = variant.attributes as Record<string, unknown>;
          // Controlled items only where the address may receive them (DESIGN.md §5).
          if (attributes.requires_active_dea_license === true && !address.hasActiveDeaLicense) return;
          result.lines.push({
            id: random.uuid(),
            cartId,
            productId: generated.product.id,
            productKey: generated.product.key,
            productType: generated.product.productType ?? 'dental-supply',
            name: generated.product.name,
            productSlug: generated.product.slug,
            variantId: variant.variantId,
            sku: variant.sku,
            itemNumber: variant.itemNumber!,
            uom: variant.uom!,
            variantImages: variant.images ?? [],
            variantAttributes: attributes,
            quantity: random.int(1, 6),
            position,
            priceId: price.id,
            centAmount: price.discountedCentAmount ?? price.centAmount,
            priceChannel: contract ? 'contract' : 'retail',
            distributionChannelId: contract ? office.pricingContractChannelId! : null,
            requiresActiveDeaLicense: attributes.requires_active_dea_license === true,
            customFields: {
              replenished: true,
              days_replenished: plan.planDays,
              skip_next: false,
              substitutions_allowed: position === 0,
            },
            addedAt: createdAt,
            lastModifiedAt: createdAt,
          });
        });
    });
  }
  return result;
}

import { randomUUID } from 'node:crypto';
import type { Plan, PlanDraft as PlanDraftBody, PlanItemDraft, PlanList, PlanUpdate } from '@chairside/contracts';
import {
  businessUnitRepository,
  customerRepository,
  replenishPlanRepository,
  savedCardRepository,
  standalonePriceRepository,
  type AddressRecord,
  type CartLineRecord,
  type Db,
  type ReplenishPlanRecord,
} from '@chairside/db';
import {
  chooseDefaultShippingAddress,
  defaultPlanPayment,
  messages,
  nextOrderDateProblem,
  planDaysProblem,
  planItemMatchProblem,
  planItemsProblem,
  todayIn,
} from '@chairside/domain';
import type { Office, SubjectContext } from '../../access/request-context';
import { concurrentModification } from '../../http/api-error';
import { linePriceOf, pricingTermsOf } from '../order-engine';
import { checkAddress, checkPayment, PlanDraft, type PlanFacts } from './plan-draft';
import {
  planAddressRefused,
  planFieldRefused,
  planItemUnknown,
  planItemUnpriced,
  planNeedsOffice,
  planNotFound,
} from './plan-errors';
import { newPlanLine } from './plan-lines';
import { toPlan } from './plan.mapper';
import { planPrices } from './plan-prices';

export interface PlansServiceOptions {
  /** The distributor's IANA time zone: plan dates are its calendar dates. */
  timeZone: string;
}

const itemsOfActions = (update: PlanUpdate): PlanItemDraft[] =>
  update.actions.flatMap((action) =>
    action.action === 'setItems' ? action.plan_items : action.action === 'addItem' ? [action] : [],
  );

/**
 * ct/plans (spec §7) for the subject customer: its REPLENISH plans, each a Merchant cart with a schedule. Every rule is
 * the domain's (plan-rules, plan-schedule); prices are the order engine's, read in one batch per answer.
 */
export function plansService(db: Db, options: PlansServiceOptions) {
  const plans = replenishPlanRepository(db);
  const offices = businessUnitRepository(db);
  const cards = savedCardRepository(db);
  const prices = standalonePriceRepository(db);

  const termsOf = (known: readonly Office[]) => (businessUnitId: string) =>
    pricingTermsOf(known.find((office) => office.id === businessUnitId));

  /** What the rules need about the office, the customer's cards and the items named, in a few batched reads. */
  async function factsFor(
    context: SubjectContext,
    office: Office,
    cartId: string,
    items: readonly PlanItemDraft[],
  ): Promise<PlanFacts & { addresses: AddressRecord[]; savedCards: { id: string; isPrimary: boolean }[] }> {
    const at = context.now;
    const [addresses, saved, variants] = await Promise.all([
      offices.addressesOf(office.id),
      cards.listSaved(context.subject.customerId),
      plans.variantsByItem(items.map((item) => ({ itemNumber: item.item_number, uom: item.uom }))),
    ]);
    const records = new Map(
      (
        await prices.skuPrices(
          variants.map((variant) => variant.sku),
          at,
        )
      ).map((record) => [record.sku, record]),
    );
    return {
      addresses,
      savedCards: saved,
      today: todayIn(options.timeZone, at),
      at,
      termsAllowed: office.termsAllowed,
      cardIds: new Set(saved.map((card) => card.id)),
      address: (number) => addresses.find((address) => address.id === number || address.key === number),
      newLine(item, planDays, position) {
        const variant = variants.find((found) => found.itemNumber === item.item_number && found.uom === item.uom);
        const problem = planItemMatchProblem(
          { itemNumber: item.item_number, uom: item.uom, quantity: item.quantity },
          variant && { ...variant, name: variant.name['en-US'] ?? variant.sku },
        );
        if (problem) throw planItemUnknown(problem, item.item_number, item.uom);
        const record = records.get(variant!.sku);
        const price = record && linePriceOf(record, pricingTermsOf(office), at);
        if (!price) throw planItemUnpriced(messages.noHsCompatiblePrice, item.item_number, item.uom);
        return newPlanLine({
          cartId,
          variant: variant!,
          price,
          quantity: item.quantity,
          substitutionsAllowed: item.substitutions_allowed ?? false,
          planDays,
          position,
          at,
        });
      },
    };
  }

  async function activeOffice(context: SubjectContext): Promise<{ office: Office; all: Office[] }> {
    const { active, offices: all } = await context.offices();
    if (!active) throw planNeedsOffice();
    return { office: active, all };
  }

  /** The payload of plans read or written, priced in one batch. */
  async function answer(
    context: SubjectContext,
    rows: readonly { plan: ReplenishPlanRecord; lines: readonly CartLineRecord[] }[],
    withHistory: boolean,
  ): Promise<Plan[]> {
    const { offices: known } = await context.offices();
    const [priceOf, histories] = await Promise.all([
      planPrices(
        db,
        rows.map(({ plan, lines }) => ({ businessUnitId: plan.businessUnitId, skus: lines.map((line) => line.sku) })),
        termsOf(known),
        context.now,
      ),
      withHistory ? Promise.all(rows.map(({ plan }) => plans.history(plan.cartId))) : undefined,
    ]);
    return rows.map(({ plan, lines }, i) =>
      toPlan(plan, lines, (sku) => priceOf(plan.businessUnitId, sku), histories?.[i]),
    );
  }

  async function owned(context: SubjectContext, id: string) {
    const found = await plans.findOwned(id, context.subject.customerId);
    if (!found) throw planNotFound(id);
    return found;
  }

  return {
    async list(context: SubjectContext, page: { limit: number; offset: number }): Promise<PlanList> {
      const { rows, total } = await plans.listOwned(context.subject.customerId, page);
      return { results: await answer(context, rows, false), total };
    },

    async get(context: SubjectContext, id: string): Promise<Plan> {
      const [plan] = await answer(context, [await owned(context, id)], true);
      return plan!;
    },

    async create(context: SubjectContext, body: PlanDraftBody): Promise<Plan> {
      const daysProblem = planDaysProblem(body.plan_days);
      if (daysProblem) throw planFieldRefused('plan_days', daysProblem, body.plan_days);
      const today = todayIn(options.timeZone, context.now);
      const dateProblem = nextOrderDateProblem(body.next_order_date, today);
      if (dateProblem) throw planFieldRefused('next_order_date', dateProblem, body.next_order_date);
      const itemsProblem = planItemsProblem(body.plan_items.map((item) => ({ ...item, itemNumber: item.item_number })));
      if (itemsProblem) throw planFieldRefused('plan_items', itemsProblem, body.plan_items.length);

      const { office } = await activeOffice(context);
      const cartId = randomUUID();
      const [facts, customer] = await Promise.all([
        factsFor(context, office, cartId, body.plan_items),
        customerRepository(db).findById(context.subject.customerId),
      ]);
      const address = body.shipping_address_number
        ? facts.address(body.shipping_address_number)
        : facts.address(
            chooseDefaultShippingAddress({
              defaultShippingAddressId: customer?.defaultShippingAddressId ?? null,
              addresses: facts.addresses.filter((candidate) => candidate.isShipping),
              noAddressMessageSent: true,
            }).addressId ?? '',
          );
      if (!address && body.shipping_address_number)
        throw planFieldRefused(
          'shipping_address_number',
          messages.unknownShippingAccount,
          body.shipping_address_number,
        );
      if (!address) throw planAddressRefused(messages.noHsShippingAccount);

      const lines = body.plan_items.map((item, position) => facts.newLine(item, body.plan_days, position));
      checkAddress({ shippingAddressId: address.id }, lines, facts);
      const fallback = defaultPlanPayment(office.termsAllowed, facts.savedCards);
      const paymentType = body.payment_type ?? fallback.paymentType;
      const cardId = body.card_id !== undefined ? body.card_id : paymentType === 'CreditCard' ? fallback.cardId : null;
      checkPayment({ paymentType, cardId }, facts);

      const created = await plans.create({
        cart: {
          id: cartId,
          customerId: context.subject.customerId,
          businessUnitId: office.id,
          pricingChannelId: office.pricingContractChannelId,
          loyalty: office.loyalty,
          customerEmail: customer?.email ?? null,
          shippingAddressId: address.id,
        },
        plan: {
          planDays: body.plan_days,
          nextOrderDate: body.next_order_date,
          scheduleAnchor: body.next_order_date,
          nextOrderDateBehavior: body.next_order_date_behavior ?? 'PreserveSchedule',
          isSkipped: body.is_skipped ?? false,
          paymentType,
          cardId,
          poNumber: body.po_number?.trim() || null,
          shippingAddressId: address.id,
        },
        lines,
        at: context.now,
      });
      const [plan] = await answer(context, [created], true);
      return plan!;
    },

    async update(context: SubjectContext, id: string, update: PlanUpdate): Promise<Plan> {
      const found = await owned(context, id);
      if (found.plan.version !== update.version)
        throw concurrentModification({ id, version: found.plan.version }, update.version);
      const { offices: all } = await context.offices();
      // The plan keeps the office it was made in (its terms, addresses and contract), whichever the session works in.
      const office = all.find((candidate) => candidate.id === found.plan.businessUnitId);
      if (!office) throw planNotFound(id);
      const facts = await factsFor(context, office, id, itemsOfActions(update));
      const draft = new PlanDraft(found.plan, found.lines, facts);
      for (const action of update.actions) draft.apply(action);
      const { changes, deletedLineIds, writtenLines, lines } = draft.result();
      const written = await plans.write({ plan: found.plan, changes, at: context.now, deletedLineIds, writtenLines });
      if (!written) {
        const current = await plans.findOwned(id, context.subject.customerId);
        if (!current) throw planNotFound(id);
        throw concurrentModification({ id, version: current.plan.version }, update.version);
      }
      // A deleted plan answers once more, with the status it had.
      const shown = written.status === 'Deleted' ? { ...written, status: found.plan.status } : written;
      const [plan] = await answer(context, [{ plan: shown, lines }], true);
      return plan!;
    },
  };
}

export type PlansService = ReturnType<typeof plansService>;

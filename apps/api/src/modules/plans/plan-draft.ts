import type { PlanItemDraft, PlanUpdateAction } from '@chairside/contracts';
import type { AddressRecord, CartLineRecord, ReplenishPlanChanges, ReplenishPlanRecord } from '@chairside/db';
import {
  changeNextDate,
  nextOrderDateProblem,
  planDaysProblem,
  planDeaProblem,
  planItemsProblem,
  planLimits,
  planPaymentProblem,
  planShippingProblem,
  planMessages,
  quantityProblem,
  resumeDates,
  isEligibleForOnlineOrdering,
  messages,
  type PlanPayment,
  type ScheduleBehavior,
} from '@chairside/domain';
import {
  planAddressRefused,
  planDeaRefused,
  planFieldRefused,
  planItemNotOnPlan,
  planTermsRefused,
} from './plan-errors';

/** What the draft needs to know about the office and the catalogue; loaded once per request by the service. */
export interface PlanFacts {
  today: string;
  at: Date;
  termsAllowed: boolean;
  /** The customer's saved cards. */
  cardIds: ReadonlySet<string>;
  /** An office address by the payload's shipping_address_number (its id, or its key). */
  address(number: string): AddressRecord | undefined;
  /** A new line for an item (catalogue and price checked; throws the item's refusal). */
  newLine(item: PlanItemDraft, planDays: number, position: number): CartLineRecord;
}

/**
 * A plan being updated: the actions of one PATCH apply to it in order, each checked by the domain rules; the whole
 * plan is checked once at the end (`result`), so the list applies completely or not at all.
 */
export class PlanDraft {
  private changes: ReplenishPlanChanges = {};
  private lines: CartLineRecord[];
  private readonly deleted = new Set<string>();
  private readonly written = new Set<string>();
  private itemsTouched = false;
  private addressTouched = false;
  private paymentTouched = false;

  constructor(
    private readonly plan: ReplenishPlanRecord,
    lines: readonly CartLineRecord[],
    private readonly facts: PlanFacts,
  ) {
    this.lines = [...lines];
  }

  private get current(): ReplenishPlanRecord {
    return { ...this.plan, ...this.changes };
  }

  private set(changes: ReplenishPlanChanges) {
    this.changes = { ...this.changes, ...changes };
  }

  private line(id: string): CartLineRecord {
    const line = this.lines.find((candidate) => candidate.id === id);
    if (!line) throw planItemNotOnPlan(id);
    return line;
  }

  private replace(line: CartLineRecord) {
    this.lines = this.lines.map((candidate) => (candidate.id === line.id ? line : candidate));
    this.written.add(line.id);
  }

  private withFields(line: CartLineRecord, fields: Record<string, unknown>): CartLineRecord {
    return { ...line, customFields: { ...line.customFields, ...fields }, lastModifiedAt: this.facts.at };
  }

  private checkQuantity(quantity: unknown, itemNumber: string) {
    const problem = quantityProblem(quantity, 1);
    if (problem) throw planFieldRefused('quantity', `Item ${itemNumber}: ${problem}`, quantity);
  }

  private add(item: PlanItemDraft) {
    this.checkQuantity(item.quantity, item.item_number);
    const existing = this.lines.find((line) => line.itemNumber === item.item_number && line.uom === item.uom);
    if (existing) {
      // Adding an item the plan holds raises its quantity, as adding to a cart does.
      const quantity = existing.quantity + item.quantity;
      this.checkQuantity(quantity, item.item_number);
      const fields =
        item.substitutions_allowed === undefined ? {} : { substitutions_allowed: item.substitutions_allowed };
      this.replace({ ...this.withFields(existing, fields), quantity });
      return;
    }
    const position = Math.max(-1, ...this.lines.map((line) => line.position)) + 1;
    const line = this.facts.newLine(item, this.current.planDays, position);
    this.lines.push(line);
    this.written.add(line.id);
  }

  private remove(id: string) {
    this.lines = this.lines.filter((line) => line.id !== id);
    this.written.delete(id);
    this.deleted.add(id);
  }

  private setItems(items: readonly PlanItemDraft[]) {
    const problem = planItemsProblem(items.map((item) => ({ ...item, itemNumber: item.item_number })));
    if (problem) throw planFieldRefused('plan_items', problem, items.length);
    const named = (line: CartLineRecord) =>
      items.some((item) => item.item_number === line.itemNumber && item.uom === line.uom);
    for (const line of this.lines.filter((candidate) => !named(candidate))) this.remove(line.id);
    for (const item of items) {
      const existing = this.lines.find((line) => line.itemNumber === item.item_number && line.uom === item.uom);
      if (!existing) {
        this.add(item);
        continue;
      }
      const fields =
        item.substitutions_allowed === undefined ? {} : { substitutions_allowed: item.substitutions_allowed };
      this.replace({ ...this.withFields(existing, fields), quantity: item.quantity });
    }
  }

  apply(action: PlanUpdateAction): void {
    switch (action.action) {
      case 'setItems':
        this.itemsTouched = true;
        return this.setItems(action.plan_items);
      case 'addItem': {
        this.itemsTouched = true;
        const { action: _name, ...item } = action;
        return this.add(item);
      }
      case 'removeItem':
        this.itemsTouched = true;
        return this.remove(this.line(action.plan_item_id).id);
      case 'changeItemQuantity': {
        const line = this.line(action.plan_item_id);
        this.checkQuantity(action.quantity, line.itemNumber);
        return this.replace({ ...this.withFields(line, {}), quantity: action.quantity });
      }
      case 'setItemSkipNext':
        return this.replace(this.withFields(this.line(action.plan_item_id), { skip_next: action.skip_next }));
      case 'setItemSubstitutionsAllowed':
        return this.replace(
          this.withFields(this.line(action.plan_item_id), { substitutions_allowed: action.substitutions_allowed }),
        );
      case 'setInterval': {
        const problem = planDaysProblem(action.plan_days);
        if (problem) throw planFieldRefused('plan_days', problem, action.plan_days);
        return this.set({ planDays: action.plan_days });
      }
      case 'setNextOrderDate': {
        const problem = nextOrderDateProblem(action.next_order_date, this.facts.today);
        if (problem) throw planFieldRefused('next_order_date', problem, action.next_order_date);
        const behavior = action.next_order_date_behavior ?? this.current.nextOrderDateBehavior;
        const dates = changeNextDate(this.current, action.next_order_date, behavior as ScheduleBehavior);
        return this.set({ ...dates, nextOrderDateBehavior: behavior });
      }
      case 'setSkipped':
        return this.set({ isSkipped: action.is_skipped });
      case 'pause':
        return this.set({ status: 'Paused' });
      case 'resume':
        // Resuming starts afresh: no attention, full retries. A paused plan skips the dates it slept through; a plan
        // that needed attention keeps its date, so the next run places the order it owes.
        return this.set({
          status: 'Active',
          ...(this.current.status === 'Paused' ? resumeDates(this.current, this.facts.today) : {}),
          attentionReason: null,
          attentionMessage: null,
          attentionSince: null,
          retriesLeft: planLimits.attentionRetries,
          nextRetryAt: null,
        });
      case 'setPaymentType':
        this.paymentTouched = true;
        return this.set({ paymentType: action.payment_type });
      case 'setCard':
        this.paymentTouched = true;
        return this.set({ cardId: action.card_id });
      case 'setPoNumber':
        return this.set({ poNumber: action.po_number?.trim() || null });
      case 'setShippingAddress': {
        const address = this.facts.address(action.shipping_address_number);
        if (!address)
          throw planFieldRefused(
            'shipping_address_number',
            messages.unknownShippingAccount,
            action.shipping_address_number,
          );
        this.addressTouched = true;
        return this.set({ shippingAddressId: address.id });
      }
      case 'delete':
        return this.set({ status: 'Deleted' });
    }
  }

  /** The checked result: plan changes and the lines removed and (re)written; throws the first refusal. */
  result(): {
    changes: ReplenishPlanChanges;
    deletedLineIds: string[];
    writtenLines: CartLineRecord[];
    lines: CartLineRecord[];
  } {
    const plan = this.current;
    if (plan.status !== 'Deleted') {
      if (this.itemsTouched) {
        const problem = planItemsProblem(this.lines.map((line) => ({ ...line })));
        if (problem) throw planFieldRefused('plan_items', problem, this.lines.length);
      }
      if (this.itemsTouched || this.addressTouched) checkAddress(plan, this.lines, this.facts);
      if (this.paymentTouched) checkPayment(plan, this.facts);
      // A fix of a plan that needs attention (card, address, items) is tried at the next run, with full retries.
      if (plan.status === 'NeedsAttention' && (this.paymentTouched || this.addressTouched || this.itemsTouched))
        this.set({ nextRetryAt: this.facts.at, retriesLeft: planLimits.attentionRetries });
    }
    const deletedLineIds = [...this.deleted].filter((id) => !this.written.has(id));
    const writtenLines = this.lines.filter((line) => this.written.has(line.id));
    return { changes: this.changes, deletedLineIds, writtenLines, lines: this.lines };
  }
}

/** The plan's address: the office's, eligible, with an HS shipping account, licensed for its controlled items. */
export function checkAddress(
  plan: Pick<ReplenishPlanRecord, 'shippingAddressId'>,
  lines: readonly CartLineRecord[],
  facts: PlanFacts,
) {
  const address = facts.address(plan.shippingAddressId);
  const noAccount = planShippingProblem(address ? { shippingAccountNumber: address.shippingAccountNumber } : undefined);
  if (noAccount || !address) throw planAddressRefused(noAccount ?? messages.addressNotEligible);
  if (!isEligibleForOnlineOrdering(address)) throw planAddressRefused(messages.addressNotEligible);
  const dea = planDeaProblem(
    lines.map((line) => ({ sku: line.sku, requiresActiveDeaLicense: line.requiresActiveDeaLicense })),
    { hasActiveDeaLicense: address.hasActiveDeaLicense, deaExpiresOn: address.deaExpiresOn },
    facts.today,
  );
  if (dea) throw planDeaRefused(dea);
}

export function checkPayment(plan: Pick<ReplenishPlanRecord, 'paymentType' | 'cardId'>, facts: PlanFacts) {
  // A card named is one of the customer's saved cards, whatever the payment type (it is kept for a switch to card).
  if (plan.cardId !== null && !facts.cardIds.has(plan.cardId))
    throw planFieldRefused('card_id', planMessages.unknownCard, plan.cardId);
  const problem = planPaymentProblem({
    paymentType: plan.paymentType as PlanPayment,
    cardId: plan.cardId,
    termsAllowed: facts.termsAllowed,
    cardIsSaved: plan.cardId !== null && facts.cardIds.has(plan.cardId),
  });
  if (!problem) return;
  if (plan.paymentType === 'Net30') throw planTermsRefused(problem);
  throw planFieldRefused('card_id', problem, plan.cardId);
}

'use server';

import type { Plan, PlanUpdateAction } from '@chairside/contracts';
import { planMessages } from '@chairside/domain';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { createMyPlan, listMyPlans, orderPlanNow } from '@/lib/api/plans';
import { requireCustomerForAction } from '@/modules/account/require-customer';
import { changePlan, failureMessage, fieldErrorsOfFailure, type PlanChange } from './plan-updates';
import { formatPlanDate, planLabel, todayOf } from './plan-view';
import { plansPath } from './paths';
import { planTexts } from './texts';
import {
  addressNumberSchema,
  behaviorSchema,
  cardIdSchema,
  fieldErrorsOf,
  nextDateSchema,
  orderNowKeySchema,
  paymentTypeSchema,
  planDaysSchema,
  planIdSchema,
  planItemIdSchema,
  planItemsSchema,
  planRefSchema,
  poNumberSchema,
  quantitySchema,
} from './validation';

type PlanItemInput = { item_number: string; uom: string; quantity: number };
export type PlanActionResult =
  { ok: true; planId: string; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };
type PlanRef = { id: string; version: number };

/** The plans page and every plan page read the plans on the server: render them again. */
function plansChanged(): void {
  revalidatePath(plansPath, 'layout');
}

function settled(result: PlanChange, message: string | ((plan: Plan) => string)): PlanActionResult {
  plansChanged();
  if (result.ok)
    return { ok: true, planId: result.plan.id, message: typeof message === 'string' ? message : message(result.plan) };
  const fieldErrors = fieldErrorsOfFailure(result.failure);
  return { ok: false, message: result.message, ...(fieldErrors ? { fieldErrors } : {}) };
}

const createInput = (today: string) =>
  z.strictObject({
    items: planItemsSchema,
    plan_days: planDaysSchema,
    next_order_date: nextDateSchema(today),
    payment_type: paymentTypeSchema.optional(),
    card_id: cardIdSchema.nullable().optional(),
    po_number: poNumberSchema.optional(),
    shipping_address_number: addressNumberSchema.optional(),
  });

/** Saves a plan: from the plans page's form, a suggestion, the staged items, the cart or an order. */
export async function createPlanAction(input: {
  items: PlanItemInput[];
  plan_days: number;
  next_order_date: string;
  payment_type?: 'Net30' | 'CreditCard';
  card_id?: string | null;
  po_number?: string;
  shipping_address_number?: string;
}): Promise<{ ok: true; planId: string } | { ok: false; message: string; fieldErrors?: Record<string, string> }> {
  const parsed = createInput(todayOf(new Date())).safeParse(input);
  if (!parsed.success) return { ok: false, message: planTexts.formInvalid, fieldErrors: fieldErrorsOf(parsed.error) };
  await requireCustomerForAction(plansPath);
  const { items, ...plan } = parsed.data;
  const created = await createMyPlan({ ...plan, plan_items: items });
  plansChanged();
  if (created.ok) return { ok: true, planId: created.value.id };
  const fieldErrors = fieldErrorsOfFailure(created);
  return { ok: false, message: failureMessage(created), ...(fieldErrors ? { fieldErrors } : {}) };
}

const addItemsInput = z.strictObject({ planId: planIdSchema, items: planItemsSchema });

/** An item already in the plan gets the quantity added; others are added. */
function addItemActions(plan: Plan | undefined, items: readonly PlanItemInput[]): PlanUpdateAction[] {
  return items.map((item) => {
    const existing = plan?.plan_items.find((line) => line.item_number === item.item_number && line.uom === item.uom);
    return existing
      ? {
          action: 'changeItemQuantity',
          plan_item_id: existing.plan_item_id,
          quantity: existing.quantity + item.quantity,
        }
      : { action: 'addItem', ...item };
  });
}

/** Adds items to one of the customer's plans (the entry points' "Add to REPLENISH"). */
export async function addItemsToPlanAction(input: {
  planId: string;
  items: PlanItemInput[];
}): Promise<{ ok: true; planId: string } | { ok: false; message: string; fieldErrors?: Record<string, string> }> {
  const parsed = addItemsInput.safeParse(input);
  if (!parsed.success) return { ok: false, message: planTexts.formInvalid, fieldErrors: fieldErrorsOf(parsed.error) };
  await requireCustomerForAction(plansPath);
  const result = settled(
    await changePlan(parsed.data.planId, (plan) => addItemActions(plan, parsed.data.items)),
    planTexts.itemsAdded(parsed.data.items.length),
  );
  return result.ok ? { ok: true, planId: result.planId } : result;
}

/** The customer's plans to add items to, next order first. */
export async function myPlanChoicesAction(): Promise<
  | {
      ok: true;
      plans: { id: string; label: string; next_order_date: string; plan_days: number; itemCount: number }[];
    }
  | { ok: false; message: string }
> {
  await requireCustomerForAction();
  const plans = await listMyPlans();
  if (!plans.ok) return { ok: false, message: failureMessage(plans, planTexts.readUnavailable) };
  return {
    ok: true,
    plans: plans.value.map((plan) => ({
      id: plan.id,
      label: planLabel(plan),
      next_order_date: plan.next_order_date,
      plan_days: plan.plan_days,
      itemCount: plan.plan_items.length,
    })),
  };
}

/** One page action: the ref is checked, then the actions are applied at the version the page showed. */
async function onPlan(
  ref: unknown,
  actions: PlanUpdateAction[] | undefined,
  message: string | ((plan: Plan) => string),
): Promise<PlanActionResult> {
  const target = planRefSchema.safeParse(ref);
  if (!target.success || !actions) return { ok: false as const, message: planTexts.formInvalid };
  await requireCustomerForAction(plansPath);
  return settled(await changePlan(target.data.id, () => actions, target.data.version), message);
}

export async function pausePlanAction(ref: PlanRef): Promise<PlanActionResult> {
  return onPlan(ref, [{ action: 'pause' }], planTexts.paused);
}

export async function resumePlanAction(ref: PlanRef): Promise<PlanActionResult> {
  return onPlan(ref, [{ action: 'resume' }], planTexts.resumed);
}

/** Skips exactly the next order, or takes the skip back. */
export async function skipNextOrderAction(ref: PlanRef, skipped: boolean): Promise<PlanActionResult> {
  if (typeof skipped !== 'boolean') return { ok: false, message: planTexts.formInvalid };
  return onPlan(ref, [{ action: 'setSkipped', is_skipped: skipped }], (plan) =>
    (skipped ? planTexts.skipped : planTexts.unskipped)(formatPlanDate(plan.next_order_date)),
  );
}

export async function deletePlanAction(ref: PlanRef): Promise<PlanActionResult> {
  return onPlan(ref, [{ action: 'delete' }], planTexts.deleted);
}

/** Places the plan's order at once; the key (made when the customer opened the confirmation) orders once. */
export async function orderPlanNowAction(input: {
  id: string;
  idempotencyKey: string;
}): Promise<{ ok: true; orderNumber: string; message: string } | { ok: false; message: string }> {
  const parsed = z.strictObject({ id: planIdSchema, idempotencyKey: orderNowKeySchema }).safeParse(input);
  if (!parsed.success) return { ok: false, message: planTexts.formInvalid };
  await requireCustomerForAction(plansPath);
  const placed = await orderPlanNow(parsed.data.id, parsed.data.idempotencyKey);
  plansChanged();
  if (!placed.ok) return { ok: false, message: failureMessage(placed, planTexts.orderFailure) };
  return { ok: true, orderNumber: placed.value.order_number, message: planTexts.ordered(placed.value.order_number) };
}

const itemChangeSchema = z.discriminatedUnion('field', [
  z.strictObject({ field: z.literal('quantity'), planItemId: planItemIdSchema, value: quantitySchema }),
  z.strictObject({ field: z.literal('skipNext'), planItemId: planItemIdSchema, value: z.boolean() }),
  z.strictObject({ field: z.literal('substitutionsAllowed'), planItemId: planItemIdSchema, value: z.boolean() }),
  z.strictObject({ field: z.literal('remove'), planItemId: planItemIdSchema }),
]);
export type PlanItemChange = z.infer<typeof itemChangeSchema>;

function itemAction(change: PlanItemChange): PlanUpdateAction {
  const plan_item_id = change.planItemId;
  switch (change.field) {
    case 'quantity':
      return { action: 'changeItemQuantity', plan_item_id, quantity: change.value };
    case 'skipNext':
      return { action: 'setItemSkipNext', plan_item_id, skip_next: change.value };
    case 'substitutionsAllowed':
      return { action: 'setItemSubstitutionsAllowed', plan_item_id, substitutions_allowed: change.value };
    case 'remove':
      return { action: 'removeItem', plan_item_id };
  }
}

/** One item's quantity, skip-next or substitutions toggle, or its removal. */
export async function changePlanItemAction(ref: PlanRef, change: PlanItemChange): Promise<PlanActionResult> {
  const parsed = itemChangeSchema.safeParse(change);
  if (!parsed.success) return { ok: false, message: planTexts.formInvalid, fieldErrors: fieldErrorsOf(parsed.error) };
  return onPlan(ref, [itemAction(parsed.data)], planTexts.updated);
}

/** The schedule form: interval and next date, only what changed. */
export async function updatePlanScheduleAction(
  ref: PlanRef,
  input: {
    plan_days?: number;
    next_order_date?: string;
    next_order_date_behavior?: 'PreserveSchedule' | 'ResetSchedule';
  },
): Promise<PlanActionResult> {
  const parsed = z
    .strictObject({
      plan_days: planDaysSchema.optional(),
      next_order_date: nextDateSchema(todayOf(new Date())).optional(),
      next_order_date_behavior: behaviorSchema.optional(),
    })
    .safeParse(input);
  if (!parsed.success) return { ok: false, message: planTexts.formInvalid, fieldErrors: fieldErrorsOf(parsed.error) };
  const { plan_days, next_order_date, next_order_date_behavior } = parsed.data;
  const actions: PlanUpdateAction[] = [
    ...(plan_days === undefined ? [] : [{ action: 'setInterval' as const, plan_days }]),
    ...(next_order_date === undefined
      ? []
      : [
          {
            action: 'setNextOrderDate' as const,
            next_order_date,
            ...(next_order_date_behavior ? { next_order_date_behavior } : {}),
          },
        ]),
  ];
  return onPlan(ref, actions.length > 0 ? actions : undefined, planTexts.updated);
}

/** The payment and delivery form: Net 30 or a saved card, PO number, shipping address. */
export async function updatePlanPaymentAction(
  ref: PlanRef,
  input: {
    payment_type: 'Net30' | 'CreditCard';
    card_id?: string | null;
    po_number?: string;
    shipping_address_number?: string;
  },
): Promise<PlanActionResult> {
  const parsed = z
    .strictObject({
      payment_type: paymentTypeSchema,
      card_id: cardIdSchema.nullable().optional(),
      po_number: poNumberSchema.optional(),
      shipping_address_number: addressNumberSchema.optional(),
    })
    .refine((value) => value.payment_type === 'Net30' || value.card_id, {
      message: planMessages.cardRequired,
      path: ['card_id'],
    })
    .safeParse(input);
  if (!parsed.success) return { ok: false, message: planTexts.formInvalid, fieldErrors: fieldErrorsOf(parsed.error) };
  const { payment_type, card_id, po_number, shipping_address_number } = parsed.data;
  const actions: PlanUpdateAction[] = [
    { action: 'setPaymentType', payment_type },
    ...(payment_type === 'CreditCard' ? [{ action: 'setCard' as const, card_id: card_id ?? null }] : []),
    ...(po_number === undefined ? [] : [{ action: 'setPoNumber' as const, po_number }]),
    ...(shipping_address_number ? [{ action: 'setShippingAddress' as const, shipping_address_number }] : []),
  ];
  return onPlan(ref, actions, planTexts.updated);
}

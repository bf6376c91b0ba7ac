import { ApiError, invalidField, invalidInput } from '../../http/api-error';
import { nameBasedId } from '../../ids/name-based-id';

/** The custom types of carts and line items (fixed; we define them, nobody creates them). */
export const cartType = { id: nameBasedId('type:cart'), key: 'chairside-cart' } as const;
export const lineItemType = { id: nameBasedId('type:cart-line-item'), key: 'chairside-line-item' } as const;

/** Spec §3 cart custom fields the server computes or owns (fees, ERP flag, accounts from the addresses, payment). */
const serverCartFields = new Set([
  'handling_fee',
  'minimum_order_fee',
  'hazardous_fee',
  'refrigerated_fee',
  'excessive_weight_fee',
  'processed_by_erp',
  'billing_account',
  'shipping_account',
  'business_unit',
  'warehouse_assignment',
  'authorized_card_uuid',
]);

/** Spec §3 line custom fields the server owns (product data, loyalty, stock). */
const serverLineFields = new Set([
  'allow_loyalty_discount',
  'asap_enrollment_status',
  'asap_product_category',
  'buying_group',
  'hs_inventory_qty_available',
  'hs_inventory_qty_backorder',
  'price_channel',
  'hs_item_number',
  'hs_uom',
  'requires_active_dea_license',
]);

const maxPoNumberLength = 64;
const maxReplenishDays = 365;

type FieldRule = (value: unknown) => unknown;

/** Maps, not object literals: a name such as `constructor` or `__proto__` must not find Object.prototype's members. */
type FieldRules = ReadonlyMap<string, FieldRule>;

const cartFieldRules: FieldRules = new Map<string, FieldRule>([
  [
    'po_number',
    (value) => {
      if (typeof value !== 'string' || value.length > maxPoNumberLength)
        throw invalidField('po_number', `po_number must be text of at most ${maxPoNumberLength} characters.`, value);
      return value;
    },
  ],
]);

const lineFieldRules: FieldRules = new Map<string, FieldRule>([
  [
    'replenished',
    (value) => {
      if (typeof value !== 'boolean') throw invalidField('replenished', 'replenished must be true or false.', value);
      return value;
    },
  ],
  [
    'days_replenished',
    (value) => {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > maxReplenishDays) {
        throw invalidField(
          'days_replenished',
          `days_replenished must be a whole number of days from 1 to ${maxReplenishDays}.`,
          value,
        );
      }
      return value;
    },
  ],
]);

function setField(
  kind: 'cart' | 'line item',
  rules: FieldRules,
  serverOwned: ReadonlySet<string>,
  fields: Record<string, unknown>,
  name: string,
  value: unknown,
): Record<string, unknown> {
  if (serverOwned.has(name))
    throw new ApiError(
      400,
      'InvalidOperation',
      `The ${kind} field ${name} is set by the server and cannot be changed.`,
    );
  const rule = rules.get(name);
  if (!rule) throw invalidInput(`The ${kind} has no custom field '${name}'.`);
  const next = { ...fields };
  // An omitted (or null) value removes the field, as in commercetools.
  if (value === undefined || value === null) delete next[name];
  else next[name] = rule(value);
  return next;
}

function checkType(
  expected: { id: string; key: string },
  type: { id?: string | undefined; key?: string | undefined },
): void {
  if (type.id !== undefined ? type.id !== expected.id : type.key !== expected.key) {
    throw new ApiError(400, 'ReferencedResourceNotFound', `The type '${type.id ?? type.key ?? ''}' was not found.`, {
      typeId: 'type',
      ...(type.id ? { id: type.id } : { key: type.key }),
    });
  }
}

function setType(
  kind: 'cart' | 'line item',
  expected: { id: string; key: string },
  rules: FieldRules,
  serverOwned: ReadonlySet<string>,
  type: { id?: string | undefined; key?: string | undefined } | undefined,
  fields: Record<string, unknown> | undefined,
) {
  // Without a type the customer's fields are removed; the computed ones are not stored anyway.
  if (!type) return {};
  checkType(expected, type);
  let next: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields ?? {}))
    next = setField(kind, rules, serverOwned, next, name, value);
  return next;
}

export const cartCustomFields = {
  set: (fields: Record<string, unknown>, name: string, value: unknown) =>
    setField('cart', cartFieldRules, serverCartFields, fields, name, value),
  setType: (
    type: { id?: string | undefined; key?: string | undefined } | undefined,
    fields: Record<string, unknown> | undefined,
  ) => setType('cart', cartType, cartFieldRules, serverCartFields, type, fields),
};

export const lineCustomFields = {
  set: (fields: Record<string, unknown>, name: string, value: unknown) =>
    setField('line item', lineFieldRules, serverLineFields, fields, name, value),
  setType: (
    type: { id?: string | undefined; key?: string | undefined } | undefined,
    fields: Record<string, unknown> | undefined,
  ) => setType('line item', lineItemType, lineFieldRules, serverLineFields, type, fields),
};

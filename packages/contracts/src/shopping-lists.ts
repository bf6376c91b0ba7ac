import { z } from 'zod';
import { localizedStringSchema, referenceSchema } from './common';
import { attributeSchema, imageSchema } from './products';

/**
 * Shopping lists (commercetools ShoppingList, reference §1.7; spec §3, §7, §9) with our additions, each marked "Ours".
 * A line is one variant, that is one item number in one unit of measure: the same product in Box and Case is two lines.
 */

/** How many lines a list holds: "add all to the cart" must fit one cart update, which takes at most 500 actions. */
export const shoppingListMaxLines = 500;
/** List names are 1 to this many characters once trimmed. */
export const shoppingListNameMaxLength = 255;
/** A line's note is at most this many characters. */
export const shoppingListNoteMaxLength = 500;
/** Spec §9: shopping lists are read 50 at a time. */
export const shoppingListPageSize = 50;
/** The key of the custom type that holds the list and line fields below. */
export const shoppingListTypeKey = 'shopping-list-fields';

const id = z.string().min(1).max(256);
/** Quantities are checked by the API (packages/domain) so the message names the rule. */
const quantity = z.number();
const typeIdentifier = z.strictObject({ typeId: z.literal('type').optional(), id: id.optional(), key: id.optional() });

/** Ours: the list fields a customer may set. `favorites` only at creation; `shared_with_office` by the owner. */
export const shoppingListFieldsSchema = z.strictObject({
  favorites: z.boolean().optional(),
  shared_with_office: z.boolean().optional(),
});
/** Ours: the line fields a customer may set: a note, and the unit of measure (which moves the line to that unit). */
export const shoppingListLineFieldNames = ['note', 'hs_uom'] as const;

const lineItemDraft = z.strictObject({
  key: id.optional(),
  sku: id.optional(),
  productId: id.optional(),
  variantId: z.number().int().positive().optional(),
  quantity: quantity.optional(),
  addedAt: z.string().max(64).optional(),
  custom: z
    .strictObject({
      type: typeIdentifier.optional(),
      fields: z.strictObject({ note: z.string().optional() }).optional(),
    })
    .optional(),
});

/** MyShoppingListDraft. */
export const myShoppingListDraftSchema = z.strictObject({
  name: localizedStringSchema,
  description: localizedStringSchema.optional(),
  key: id.optional(),
  lineItems: z.array(lineItemDraft).optional(),
  custom: z.strictObject({ type: typeIdentifier.optional(), fields: shoppingListFieldsSchema.optional() }).optional(),
  deleteDaysAfterLastModification: z.number().int().positive().optional(),
});
export type MyShoppingListDraft = z.infer<typeof myShoppingListDraftSchema>;

/** MyShoppingListUpdateAction: the actions a storefront uses. Unknown actions and fields are 400. */
export const myShoppingListUpdateActionSchema = z.discriminatedUnion('action', [
  lineItemDraft.extend({ action: z.literal('addLineItem') }),
  z.strictObject({ action: z.literal('removeLineItem'), lineItemId: id, quantity: quantity.optional() }),
  z.strictObject({ action: z.literal('changeLineItemQuantity'), lineItemId: id, quantity }),
  z.strictObject({ action: z.literal('changeLineItemsOrder'), lineItemOrder: z.array(id).max(shoppingListMaxLines) }),
  z.strictObject({ action: z.literal('changeName'), name: localizedStringSchema }),
  z.strictObject({ action: z.literal('setDescription'), description: localizedStringSchema.optional() }),
  z.strictObject({
    action: z.literal('setLineItemCustomField'),
    lineItemId: id,
    name: z.enum(shoppingListLineFieldNames),
    value: z.unknown().optional(),
  }),
  z.strictObject({
    action: z.literal('setCustomField'),
    name: z.literal('shared_with_office'),
    value: z.boolean().optional(),
  }),
]);
export type MyShoppingListUpdateAction = z.infer<typeof myShoppingListUpdateActionSchema>;

export const myShoppingListUpdateSchema = z.strictObject({
  version: z.number().int().min(1),
  actions: z.array(myShoppingListUpdateActionSchema).min(1).max(500),
});
export type MyShoppingListUpdate = z.infer<typeof myShoppingListUpdateSchema>;

export const shoppingListIdParamsSchema = z.strictObject({ id: z.string().max(64) });
export const shoppingListDeleteQuerySchema = z.strictObject({ version: z.coerce.number().int().min(1) });

/** The variant of a line, present with `expand=lineItems[*].variant`. */
export const shoppingListVariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  images: z.array(imageSchema),
  attributes: z.array(attributeSchema),
});

export const shoppingListLineItemSchema = z.object({
  id: z.string(),
  key: z.string().optional(),
  productId: z.string(),
  productType: referenceSchema('product-type'),
  name: localizedStringSchema,
  published: z.boolean(),
  quantity: z.number().int(),
  variantId: z.number().int(),
  /** With `expand=lineItems[*].variant` only, as commercetools does. */
  variant: shoppingListVariantSchema.optional(),
  productSlug: localizedStringSchema.optional(),
  addedAt: z.string(),
  /** When the product is no longer sold (unpublished or removed), as commercetools' deactivatedAt. */
  deactivatedAt: z.string().optional(),
  custom: z.object({
    type: referenceSchema('type'),
    fields: z.object({
      /** Ours: the line's item number and unit of measure (spec §3), always present. */
      hs_item_number: z.string(),
      hs_uom: z.string(),
      /** Ours: who added the line (the customer's full name), for office lists. */
      added_by: z.string(),
      note: z.string().optional(),
    }),
  }),
});
export type ShoppingListLineItem = z.infer<typeof shoppingListLineItemSchema>;

export const shoppingListSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  key: z.string().optional(),
  name: localizedStringSchema,
  description: localizedStringSchema.optional(),
  customer: referenceSchema('customer'),
  lineItems: z.array(shoppingListLineItemSchema),
  textLineItems: z.array(z.never()),
  deleteDaysAfterLastModification: z.number().int().optional(),
  custom: z.object({
    type: referenceSchema('type'),
    fields: z.object({ favorites: z.boolean(), shared_with_office: z.boolean() }),
  }),
  /** Ours: the owner's full name, and whether the caller may change the list (only its owner may). */
  ownerName: z.string(),
  editable: z.boolean(),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

import { shoppingListTypeKey, type ShoppingList, type ShoppingListLineItem } from '@chairside/contracts';
import type { ShoppingListLineRow, ShoppingListRow } from '@chairside/db';
import { nameBasedId } from '../../ids/name-based-id';

/** The custom types of lists and their lines; kept by name only, as the cart's are. */
const listType = { typeId: 'type', id: nameBasedId(`type:${shoppingListTypeKey}`) } as const;
const lineType = { typeId: 'type', id: nameBasedId(`type:${shoppingListTypeKey}:line`) } as const;

/** What `expand` asked for: the lines' variants (images, attributes) and product slugs come together. */
export interface ListExpansion {
  variants: boolean;
}

function toLineItem({ line, variant, product, addedByName }: ShoppingListLineRow, expand: ListExpansion) {
  const item: ShoppingListLineItem = {
    id: line.id,
    ...(line.key === null ? {} : { key: line.key }),
    productId: product.id,
    productType: { typeId: 'product-type', id: product.productType },
    name: product.name,
    published: product.published,
    quantity: line.quantity,
    variantId: variant.variantId,
    ...(expand.variants
      ? {
          variant: {
            id: variant.variantId,
            sku: variant.sku,
            images: variant.images as NonNullable<ShoppingListLineItem['variant']>['images'],
            attributes: Object.entries(variant.attributes).map(([name, value]) => ({ name, value })),
          },
          productSlug: product.slug,
        }
      : {}),
    addedAt: line.addedAt.toISOString(),
    custom: {
      type: lineType,
      fields: {
        hs_item_number: variant.itemNumber,
        hs_uom: variant.uom,
        // The adder's account may have been deleted since.
        added_by: addedByName ?? '',
        ...(line.note === null ? {} : { note: line.note }),
      },
    },
  };
  return item;
}

/** A list as the API answers it; `viewerId` (the subject customer) decides `editable`. */
export function toShoppingList(
  { list, ownerName }: ShoppingListRow,
  lines: readonly ShoppingListLineRow[],
  viewerId: string,
  expand: ListExpansion,
): ShoppingList {
  return {
    id: list.id,
    version: list.version,
    ...(list.key === null ? {} : { key: list.key }),
    name: list.name,
    ...(list.description === null ? {} : { description: list.description }),
    customer: { typeId: 'customer', id: list.customerId },
    lineItems: lines.map((line) => toLineItem(line, expand)),
    textLineItems: [],
    ...(list.deleteDaysAfterLastModification === null
      ? {}
      : { deleteDaysAfterLastModification: list.deleteDaysAfterLastModification }),
    custom: { type: listType, fields: { favorites: list.favorites, shared_with_office: list.sharedWithOffice } },
    ownerName,
    editable: list.customerId === viewerId,
    createdAt: list.createdAt.toISOString(),
    lastModifiedAt: list.lastModifiedAt.toISOString(),
  };
}

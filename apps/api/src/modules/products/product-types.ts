import { nameBasedId } from '../../ids/name-based-id';

/**
 * Product types are kept by name on the product row (there is no product-type resource yet);
 * the reference id is derived from the name, so it is the same everywhere and can be queried.
 */
export const productTypeNames = ['dental-supply'] as const;

const idsByName = new Map<string, string>(productTypeNames.map((name) => [name, nameBasedId(`product-type:${name}`)]));

/** Every rendered product names its type: the known types' ids are hashed once, not once per product. */
export function productTypeId(name: string): string {
  return idsByName.get(name) ?? nameBasedId(`product-type:${name}`);
}

const namesById = new Map<string, string>([...idsByName].map(([name, id]) => [id, name]));

/** The type name a product-type id stands for; undefined for ids of no known type. */
export function productTypeNameFor(id: string): string | undefined {
  return namesById.get(id.toLowerCase());
}

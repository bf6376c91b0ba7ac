import type { Cart, MyCartUpdateAction } from '@chairside/contracts';

export interface CartChoices {
  shippingAddressId?: string | undefined;
  billingAddressId?: string | undefined;
  shippingMethodId?: string | undefined;
}

/**
 * The cart actions that put the checkout's choices on the cart, only those that differ from what
 * the cart holds. The address comes before the method: the API needs one before the other.
 */
export function choiceActions(cart: Cart, choices: CartChoices): MyCartUpdateAction[] {
  const actions: MyCartUpdateAction[] = [];
  if (choices.shippingAddressId && choices.shippingAddressId !== cart.shippingAddress?.id)
    actions.push({ action: 'setShippingAddress', address: { id: choices.shippingAddressId } });
  if (choices.billingAddressId && choices.billingAddressId !== cart.billingAddress?.id)
    actions.push({ action: 'setBillingAddress', address: { id: choices.billingAddressId } });
  if (choices.shippingMethodId && choices.shippingMethodId !== cart.shippingInfo?.shippingMethod.id)
    actions.push({ action: 'setShippingMethod', shippingMethod: { id: choices.shippingMethodId } });
  return actions;
}

export const changesShippingAddress = (actions: readonly MyCartUpdateAction[]) =>
  actions.some((action) => action.action === 'setShippingAddress');

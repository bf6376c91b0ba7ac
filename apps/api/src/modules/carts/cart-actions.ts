import type { MyCartUpdateAction } from '@chairside/contracts';
import {
  cartRepository,
  discountCodeRepository,
  discountCodeTerms,
  type CartLineRecord,
  type Db,
  type LinePriceChannel,
} from '@chairside/db';
import {
  cartSummary,
  discountCodeMessages,
  discountCodeState,
  isEligibleForOnlineOrdering,
  isValidEmail,
  messages,
  normalizeDiscountCode,
  quantityProblem,
  refusedDiscountCodeStates,
} from '@chairside/domain';
import { ApiError, invalidField, invalidInput } from '../../http/api-error';
import { cartCustomFields, lineCustomFields } from './cart-custom-fields';
import { engineErrors, linePriceOf, loadCatalog, variantOf, type CartCatalog, type CartDraft } from '../order-engine';

export interface ActionContext {
  /** Reads the actions need (addresses, shipping methods, fresh prices); the write comes after all actions. */
  db: Db;
  catalog: CartCatalog;
  at: Date;
}

type Action<N extends MyCartUpdateAction['action']> = Extract<MyCartUpdateAction, { action: N }>;

const invalidOperation = (message: string) => new ApiError(400, 'InvalidOperation', message);

function checkQuantity(quantity: unknown, min: 0 | 1): number {
  const problem = quantityProblem(quantity, min);
  if (problem) throw invalidField('quantity', problem, quantity);
  return quantity as number;
}

/** Spec §5: adding needs a known product with a sku and an hs-compatible price (spec §8 texts). */
function addLineItem(draft: CartDraft, action: Action<'addLineItem'>, { catalog, at }: ActionContext): void {
  if ((action.sku === undefined) === (action.productId === undefined))
    throw invalidInput('addLineItem needs exactly one of sku and productId.');
  const quantity = checkQuantity(action.quantity ?? 1, 1);
  const variant = variantOf(catalog, action);
  if (!variant)
    throw new ApiError(400, 'ReferencedResourceNotFound', messages.noProductFound, {
      typeId: 'product',
      ...(action.sku ? { sku: action.sku } : { id: action.productId }),
    });
  if (action.uom !== undefined && action.uom !== variant.uom)
    throw invalidField('uom', `The sku ${variant.sku} is sold by ${variant.uom}, not ${action.uom}.`, action.uom);
  const contractId = draft.current.pricingChannelId;
  const only = action.distributionChannel ? channelOf(action.distributionChannel, contractId) : undefined;
  const record = catalog.prices.get(variant.sku);
  const price = record && linePriceOf(record, draft.current, at, only);
  if (!price)
    throw new ApiError(400, 'MatchingPriceNotFound', messages.noHsCompatiblePrice, {
      productId: variant.productId,
      variantId: variant.variantId,
      currency: 'USD',
      sku: variant.sku,
    });
  const custom = action.custom ? lineCustomFields.setType(action.custom.type, action.custom.fields) : {};
  draft.add(variant, price, quantity, at, custom);
}

/** The only distribution channels a line may have: the cart's pricing contract, or none (retail). */
function channelOf(
  channel: { id?: string | undefined; key?: string | undefined },
  contractId: string | null,
): LinePriceChannel {
  if (channel.id !== undefined && channel.id === contractId) return 'contract';
  throw new ApiError(
    400,
    'ReferencedResourceNotFound',
    `The channel '${channel.id ?? channel.key ?? ''}' is not a pricing contract of this cart.`,
    { typeId: 'channel' },
  );
}

function lineOf(draft: CartDraft, action: { lineItemId?: string | undefined }): CartLineRecord {
  if (action.lineItemId === undefined) throw invalidInput(`The action needs a lineItemId.`);
  return draft.line(action.lineItemId);
}

/**
 * Re-selects the price of lines from fresh price records (recalculate); a line that is no longer sellable fails the
 * update.
 */
async function recalculate(draft: CartDraft, action: Action<'recalculate'>, context: ActionContext): Promise<void> {
  const skus = draft.lines.map((line) => line.sku);
  await loadCatalog(
    context.db,
    { skus: skus.filter((sku) => !context.catalog.prices.has(sku)), productIds: [] },
    context.at,
    context.catalog,
  );
  for (const line of [...draft.lines]) {
    const record = context.catalog.prices.get(line.sku);
    const price = record && linePriceOf(record, draft.current, context.at);
    if (!price)
      throw new ApiError(400, 'MatchingPriceNotFound', messages.noHsCompatiblePrice, {
        sku: line.sku,
        currency: 'USD',
      });
    const variant = action.updateProductData ? context.catalog.variantBySku.get(line.sku) : undefined;
    draft.update(line, {
      ...price,
      ...(variant
        ? {
            name: variant.name,
            productSlug: variant.slug,
            variantImages: variant.images,
            variantAttributes: variant.attributes,
            requiresActiveDeaLicense: variant.attributes.requires_active_dea_license === true,
          }
        : {}),
    });
  }
}

async function setAddress(
  draft: CartDraft,
  db: Db,
  kind: 'shipping' | 'billing',
  address: { id?: string | undefined; key?: string | undefined } | undefined,
): Promise<void> {
  const fields =
    kind === 'shipping'
      ? (['shippingAddressId', 'shippingAddress'] as const)
      : (['billingAddressId', 'billingAddress'] as const);
  if (!address) {
    draft.set({ [fields[0]]: null, [fields[1]]: null });
    return;
  }
  if ((address.id === undefined) === (address.key === undefined))
    throw invalidInput(
      `set${kind === 'shipping' ? 'Shipping' : 'Billing'}Address needs an address of the office, by exactly one of id and key.`,
    );
  const officeId = draft.current.businessUnitId;
  if (draft.current.customerId === null || officeId === null)
    throw invalidOperation('Sign in to an office to choose its addresses for the cart.');
  // Only the office's own addresses: their DEA licence and accounts come from customer service, never from the request.
  const found = await cartRepository(db).officeAddress(officeId, address);
  if (!found || (kind === 'shipping' ? !found.isShipping : !found.isBilling)) {
    throw new ApiError(
      400,
      'ReferencedResourceNotFound',
      `The ${kind} address '${address.id ?? address.key}' was not found.`,
      { typeId: 'address' },
    );
  }
  if (kind === 'shipping' && !isEligibleForOnlineOrdering(found.snapshot)) throw engineErrors.addressNotEligible();
  draft.set({ [fields[0]]: found.snapshot.id, [fields[1]]: found.snapshot });
}

const discountCodeNonApplicable = (code: string, reason: string, message: string) =>
  new ApiError(400, 'DiscountCodeNonApplicable', message, { discountCode: code, reason });

/**
 * addDiscountCode (commercetools): an unknown code (or another customer's), or one not active, outside its validity
 * or used up, is refused with the reason; a code that does not match the cart yet (its minimum) is kept
 * with that state and applies once the cart reaches it.
 */
async function addDiscountCode(
  draft: CartDraft,
  action: Action<'addDiscountCode'>,
  { db, at }: ActionContext,
): Promise<void> {
  const code = normalizeDiscountCode(action.code);
  const found = code ? await discountCodeRepository(db).findByCode(code) : undefined;
  // A code held by one customer (an SMS sign-up's) is as unknown to every other cart as a code that does not exist.
  const record =
    found && (found.customerId === null || found.customerId === draft.current.customerId) ? found : undefined;
  if (!record) throw discountCodeNonApplicable(code, 'DoesNotExist', discountCodeMessages.notFound(code));
  const codes = draft.current.discountCodes;
  if (codes.some((existing) => existing.discountCodeId === record.id))
    throw invalidOperation(discountCodeMessages.alreadyApplied(record.code));
  const terms = discountCodeTerms(record);
  const state = discountCodeState(terms, cartSummary(draft.lines).lineItemsTotal, at);
  if (refusedDiscountCodeStates.includes(state))
    throw discountCodeNonApplicable(
      record.code,
      state,
      discountCodeMessages.state(record.code, state, terms.minimumSubtotal),
    );
  draft.set({ discountCodes: [...codes, { discountCodeId: record.id, state }] });
}

type ActionHandlers = {
  [K in MyCartUpdateAction['action']]: (
    draft: CartDraft,
    action: Action<K>,
    context: ActionContext,
  ) => void | Promise<void>;
};

function removeLineItem(draft: CartDraft, action: Action<'removeLineItem'>): void {
  const line = lineOf(draft, action);
  if (action.quantity === undefined) return draft.remove(line);
  const remaining = line.quantity - checkQuantity(action.quantity, 1);
  return remaining > 0 ? draft.update(line, { quantity: remaining }) : draft.remove(line);
}

function changeLineItemQuantity(draft: CartDraft, action: Action<'changeLineItemQuantity'>): void {
  const line = lineOf(draft, action);
  const quantity = checkQuantity(action.quantity, 0);
  return quantity === 0 ? draft.remove(line) : draft.update(line, { quantity });
}

/** Sells the line at the contract's price or at retail, as the customer chooses. */
async function setLineItemDistributionChannel(
  draft: CartDraft,
  action: Action<'setLineItemDistributionChannel'>,
  context: ActionContext,
): Promise<void> {
  const line = lineOf(draft, action);
  const contractId = draft.current.pricingChannelId;
  const only = action.distributionChannel ? channelOf(action.distributionChannel, contractId) : 'retail';
  await loadCatalog(context.db, { skus: [line.sku], productIds: [] }, context.at, context.catalog);
  const record = context.catalog.prices.get(line.sku);
  const price = record && linePriceOf(record, draft.current, context.at, only);
  if (!price)
    throw new ApiError(400, 'MatchingPriceNotFound', `The sku ${line.sku} has no ${only} price.`, {
      sku: line.sku,
      currency: 'USD',
    });
  draft.update(line, price);
}

async function setShippingMethod(
  draft: CartDraft,
  action: Action<'setShippingMethod'>,
  context: ActionContext,
): Promise<void> {
  if (!action.shippingMethod) return draft.set({ shippingMethodId: null, shippingInfo: null });
  if (!draft.current.shippingAddress)
    throw invalidOperation('Set a shipping address before choosing a shipping method.');
  const method = await cartRepository(context.db).shippingMethod(action.shippingMethod);
  if (!method)
    throw new ApiError(
      400,
      'ReferencedResourceNotFound',
      `The shipping method '${action.shippingMethod.id ?? action.shippingMethod.key ?? ''}' was not found.`,
      { typeId: 'shipping-method' },
    );
  draft.set({
    shippingMethodId: method.id,
    shippingInfo: {
      shippingMethodId: method.id,
      shippingMethodName: method.name,
      rateCentAmount: method.rateCentAmount,
      freeAboveCentAmount: method.freeAboveCentAmount,
    },
  });
}

function setCustomerEmail(draft: CartDraft, action: Action<'setCustomerEmail'>): void {
  if (action.email !== undefined && !isValidEmail(action.email))
    throw invalidField('email', messages.invalidEmail, action.email);
  draft.set({ customerEmail: action.email ?? null });
}

function removeDiscountCode(draft: CartDraft, action: Action<'removeDiscountCode'>): void {
  const codes = draft.current.discountCodes;
  if (!codes.some((code) => code.discountCodeId === action.discountCode.id))
    throw invalidOperation(
      `The cart does not contain the discount code '${action.discountCode.id ?? action.discountCode.key ?? ''}'.`,
    );
  draft.set({ discountCodes: codes.filter((code) => code.discountCodeId !== action.discountCode.id) });
}

/** One handler per commercetools cart update action (spec §7 list). */
const handlers: ActionHandlers = {
  addLineItem,
  removeLineItem,
  changeLineItemQuantity,
  setLineItemCustomType: (draft, action) =>
    draft.update(lineOf(draft, action), { customFields: lineCustomFields.setType(action.type, action.fields) }),
  setLineItemCustomField: (draft, action) => {
    const line = lineOf(draft, action);
    draft.update(line, { customFields: lineCustomFields.set(line.customFields, action.name, action.value) });
  },
  setLineItemDistributionChannel,
  recalculate,
  setCustomType: (draft, action) => draft.set({ customFields: cartCustomFields.setType(action.type, action.fields) }),
  setCustomField: (draft, action) =>
    draft.set({ customFields: cartCustomFields.set(draft.current.customFields, action.name, action.value) }),
  setShippingAddress: (draft, action, context) => setAddress(draft, context.db, 'shipping', action.address),
  setBillingAddress: (draft, action, context) => setAddress(draft, context.db, 'billing', action.address),
  setShippingMethod,
  setCustomerEmail,
  addDiscountCode,
  removeDiscountCode,
};

/** Applies one action to the draft; throws (400) on the first invalid one, before anything is stored. */
export async function applyAction(draft: CartDraft, action: MyCartUpdateAction, context: ActionContext): Promise<void> {
  const handler = handlers[action.action] as (
    draft: CartDraft,
    action: MyCartUpdateAction,
    context: ActionContext,
  ) => void | Promise<void>;
  await handler(draft, action, context);
}

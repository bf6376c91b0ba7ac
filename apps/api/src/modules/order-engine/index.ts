/**
 * The order engine: what carts, checkout and the capabilities to come (REPLENISH runs, shopping lists, invoices) share
 * to turn catalogue data and a subject's office into priced lines, fees, totals and orders. Import it from here only
 * (lint refuses deep imports): the files behind it are free to change.
 */
export { CartDraft, newCartLine } from './cart-draft';
export { loadCartCodes, type CartCode } from './cart-codes';
export { cachedCatalog, catalogRefsOf, emptyCatalog, loadCatalog, variantOf, type CartCatalog } from './catalog';
export { engineErrors } from './engine-errors';
export { linePriceOf, skuPricesAt, type LinePrice, type PricingTerms } from './line-pricing';
export { writeLocked } from './locked-write';
export {
  assertDeaCleared,
  deaBlockersOf,
  assertMayCheckOut,
  orderableAddress,
  repriceForOrder,
  settleTotals,
  type SettledCodes,
} from './order-checks';
export { pricingTargetOf, pricingTermsOf, type PricingTarget } from './pricing-target';
export { repriceDraft } from './reprice';
export { changeState } from './state-change';

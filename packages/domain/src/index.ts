export { messages } from './messages';
export { accountMessages } from './account-messages';
export * from './store-info';
export { toastPolicy, type ToastKind } from './toasts';
export { mobileMenuIndent, submenuClickResetMs } from './navigation';
export {
  buildCategoryTree,
  findCategoryBySlugPath,
  type CategoryInput,
  type CategoryNode,
  type Breadcrumb,
} from './category-tree';
export { isValidEmail, normalizeEmail } from './email';
export { formatMoney, percentOf, usd, type Money } from './money';
export { cartFees, orderTotal, fees, type CartFees } from './fees';
export {
  cartLimits,
  cartMessages,
  cartSummary,
  cartSummaryWithCodes,
  quantityProblem,
  shippingAmount,
  type CartSummary,
  type CartSummaryLine,
  type CartShippingRate,
} from './cart-rules';
export {
  deaAddressProblem,
  deaCheckoutBlockers,
  deaMessages,
  isoDate,
  type DeaAddressFacts,
  type DeaLine,
  type DeaBlockReason,
  type DeaCheckoutBlocker,
} from './dea';
export { progressBar, progressTiers, type ProgressBarState } from './progress-bar';
export * from './card';
export { cardBrandLabels, cardEntryErrors, cardFieldLabels, type CardEntry, type CardEntryErrors } from './card-entry';
export {
  derivePriceInfo,
  savingsPercent,
  replenishDiscountPercent,
  replenishPrice,
  selectPrice,
  type SkuPrices,
  type PriceInfo,
  type PriceCandidate,
} from './pricing';
export { tokenExpired, tokenNeedsRefresh } from './session-mode';
export { unitLabels, toSingleItems, singleItemUom, type SellingUnit } from './units';
export { stockAvailability, lowStockUnits, type StockLot, type StockStatus, type StockAvailability } from './stock';
export {
  allocateStock,
  type ReservableLot,
  type StockAllocation,
  type StockDemand,
  type StockReservation,
} from './stock-allocation';
export {
  allowedTransitions,
  cartStates,
  checkTransition,
  initialOrderStates,
  orderStates,
  paymentStates,
  shipmentStates,
  transitionPath,
  type CartState,
  type MachineState,
  type OrderState,
  type PaymentState,
  type ShipmentState,
  type StateMachine,
  type TransitionCheck,
  type TransitionRefusal,
} from './order-states';
export {
  attributeLabel,
  formatAttributeValue,
  describeAttributes,
  requiresDeaLicense,
  type AttributeRow,
} from './product-attributes';
export { jobRoles, jobRoleValues, isJobRole, jobRoleLabel, type JobRole } from './job-roles';
export { passwordProblem, passwordLength, type PasswordProblem } from './password-policy';
export {
  chooseDefaultShippingAddress,
  isEligibleForOnlineOrdering,
  type ShippingAddressFacts,
  type DefaultShippingInput,
  type DefaultShippingChoice,
} from './customer-defaults';
export { analyticsPolicy, analyticsRetryDelayMs, trackedEventNames, type TrackedEventName } from './analytics';
export { practiceTypes, practiceTypeValues, isPracticeType, type PracticeType } from './practice-types';
export { orderHistory, lookBackStart } from './order-history';
export {
  checkoutRefusal,
  checkoutMessages,
  type CheckoutFlags,
  type CheckoutRefusal,
  type PaymentChoice,
} from './checkout-permission';
export {
  applyDiscountCodes,
  discountCodeMessages,
  discountCodeState,
  normalizeDiscountCode,
  refusedDiscountCodeStates,
  type AppliedDiscountCode,
  type DiscountCodeState,
  type DiscountCodeTerms,
} from './discount-codes';
export { merchandisedPrices, merchandisedSkuLimit, personalisationExcludedRoute } from './personalisation';
export {
  contactLimits,
  contactMailSubject,
  contactTexts,
  contactTopics,
  contactTopicValues,
  type ContactTopic,
} from './contact';
export {
  lineOrderProblem,
  listAddition,
  listNameProblem,
  listNoteProblem,
  listTextProblem,
  shoppingListLimits,
  shoppingListMessages,
  trimListName,
  type ListAddition,
} from './shopping-lists';
export {
  addDays,
  advance,
  changeNextDate,
  daysBetween,
  dueDates,
  effectiveNextOrderDate,
  isCalendarDate,
  nextOrderDateAfter,
  reminderDue,
  resumeDates,
  skipNext,
  todayIn,
  type DueDates,
  type PlanSchedule,
  type ScheduleBehavior,
  type ScheduleDates,
} from './plan-schedule';
export {
  defaultPlanPayment,
  failedRunRetry,
  nextOrderDateProblem,
  planDaysProblem,
  planDeaProblem,
  planItemMatchProblem,
  planItemsProblem,
  planLimits,
  planMessages,
  planPaymentProblem,
  planShippingProblem,
  type PlanItemFacts,
  type PlanPayment,
  type PlanProductFacts,
} from './plan-rules';
export {
  planItemKey,
  planSuggestions,
  suggestionPolicy,
  suggestionText,
  type PlanSuggestionEstimate,
  type PurchaseLine,
} from './plan-suggestions';
export {
  accountSummary,
  agingBucketOf,
  agingBuckets,
  balanceOf,
  dueDateOf,
  invoiceStatus,
  invoiceStatuses,
  net30TermsDays,
  storedFilterOf,
  storedInvoiceStatuses,
  storedStatusOf,
  type AccountSummary,
  type Aging,
  type AgingBucket,
  type InvoiceAmounts,
  type InvoiceStatus,
  type OwedInvoice,
  type StoredInvoiceStatus,
} from './invoices';
export {
  allocationMessages,
  allocationProblem,
  invoicesPerPaymentLimit,
  paymentTotal,
  type AllocationProblem,
  type AllocationProblemCode,
  type PayableInvoice,
  type PaymentAllocationDraft,
} from './invoice-payments';
export {
  isStatementMonth,
  monthBounds,
  statementOf,
  type Statement,
  type StatementCredit,
  type StatementEntry,
  type StatementInput,
  type StatementInvoice,
  type StatementPayment,
} from './statements';
export {
  asapEnrollmentStatuses,
  asapProgramme,
  loyaltyIneligibility,
  loyaltyPrice,
  loyaltySavingOf,
  loyaltyTermsOf,
  programmeCategories,
  sameLoyaltyTerms,
  statementPeriods,
  termsPercent,
  programmeYearOf,
  quarterOf,
  rollingYearStart,
  tierStanding,
  type AsapEnrollmentStatus,
  type LoyaltyIneligibility,
  type LoyaltyItem,
  type LoyaltyTerms,
  type StatementPeriod,
  type LoyaltyPrice,
  type LoyaltyProgramme,
  type LoyaltyTier,
  type TierStanding,
} from './loyalty';
export * from './sms-signup';
export * from './sms-phone';
export * from './content-rules';
export { isCrawler } from './crawlers';
export { errorTracingTimeoutMs, scrubReport, scrubText } from './error-reports';
export {
  buildUpdatePolicy,
  isChunkLoadFailure,
  isNewBuild,
  reloadAllowed,
  reloadGuardStamp,
  type ReloadGuardStamp,
} from './build-updates';

export { connect, redactUrl, type ConnectOptions, type Database, type Db } from './connection';
export { perDatabase } from './per-database';
export { migrate, migrationsFolder } from './migrate';
export * as schema from './schema';
export { newsletterRepository } from './repositories/newsletter';
export { redirectRuleRepository, type RedirectRuleRow } from './repositories/redirects';
export {
  categoryRepository,
  type CategoryRow,
  type CategorySort,
  type CategorySortField,
} from './repositories/categories';
export { productMediaRepository, type ProductImageSubject } from './repositories/product-media';
export { seedDemoData, isDatabaseEmpty, type SeedOptions } from './seed';
export { demoPassword, hashClientSecret } from './demo';
export { resetDatabase } from './repositories/database-reset';
export {
  productProjectionRepository,
  type ProductRow,
  type ProductVariantRow,
  type ProductWithVariants,
  type ProductProjectionSort,
  type ProductProjectionSortField,
} from './repositories/product-projections';
export { productRenderingRepository } from './repositories/product-renderings';
export { refreshProductSearch } from './repositories/product-search-index';
export { apiClientRepository, type ApiClientRecord } from './repositories/api-clients';
export { signingKeyRepository, type SigningKeyRecord } from './repositories/signing-keys';
export {
  printCatalogRepository,
  type PrintCatalogRecord,
  type PrintCatalogPageRecord,
  type CatalogProductSummary,
} from './repositories/print-catalogs';
export {
  productSearchRepository,
  ranksInOnePass,
  searchBooleanAttributes,
  type SearchBooleanAttribute,
  type SearchCondition,
  type SearchFacet,
  type DateRange,
  type TextMatch,
  type PageProduct,
  type SearchSort,
  type SearchSortField,
  type ProductSearchQuery,
  type RawFacet,
  type ProductSearchSummary,
  type TermAnalysis,
} from './repositories/product-search';
export { type PageRequest, type SortTerm } from './repositories/paged-query';
export {
  catalogResourceRepository,
  type ReviewRow,
  type ShippingMethodRow,
  type ChannelRow,
  type ReviewSortField,
  type ShippingMethodSortField,
  type ChannelSortField,
} from './repositories/catalog-resources';
export {
  authSessionRepository,
  revokeCustomerSessions,
  type AuthSessionRecord,
  type NewAuthSession,
  type RotationResult,
} from './repositories/auth-sessions';
export { authFailureRepository, type FailureWindow } from './repositories/auth-failures';
export { passwordResetRepository, type ResetCompletion, type ResetTokenProblem } from './repositories/password-reset';
export { deleteEndedAccountLinks } from './repositories/account-links';
export { signupRepository, type PendingDetails } from './repositories/signups';
export { mailOutboxRepository, type MailRecord, type NewMail } from './repositories/mail-outbox';
export { customerCredentialsRepository, type CustomerCredentials } from './repositories/customer-credentials';
export {
  customerRepository,
  type CustomerRecord,
  type CustomerChanges,
  type NewCustomer,
} from './repositories/customers';
export {
  recentCustomersShown,
  salesRepRepository,
  type RepCustomerPage,
  type RepCustomerPair,
  type RepCustomerRecord,
  type RepPage,
} from './repositories/sales-reps';
export { salesRepOrderRepository, type RepOrderFilter, type RepOrderRecord } from './repositories/sales-rep-orders';
export {
  businessUnitRepository,
  type BusinessUnitRecord,
  type AddressRecord,
  type OfficeRecord,
  type SpendWindow,
} from './repositories/business-units';
export {
  loyaltyRepository,
  type EnrollmentRecord,
  type LoyaltyOrderRecord,
  type NewEnrollment,
} from './repositories/loyalty';
export { supportMessageRepository, type NewSupportMessage } from './repositories/support-messages';
export { contactMessageRepository, type NewContactMessage } from './repositories/contact-messages';
export {
  standalonePriceRepository,
  type StandalonePriceRow,
  type StandalonePriceSortField,
  type PricingContextRequest,
  type PricingContext,
  type SkuPriceCandidate,
  type SkuPriceRecord,
} from './repositories/standalone-prices';
export {
  inventoryRepository,
  type ProductUnitRecord,
  type StockRequest,
  type StockLotRecord,
  type StockAnswer,
} from './repositories/inventory';
export { releaseStock, reserveStock, type StockDemand, type StockReservation } from './repositories/stock-reservations';
export {
  orderPlacementRepository,
  type NewOrderPlacement,
  type OrderPlacementRecord,
} from './repositories/order-placements';
export {
  copyTrackingToInvoice,
  issueInvoice,
  type IssuedInvoice,
  type IssuedInvoiceRecord,
  type IssueOptions,
} from './repositories/invoice-issue';
export {
  invoicePaymentRepository,
  type AppliedAllocation,
  type InvoicePaymentRecord,
  type NewInvoicePayment,
  type PayableInvoiceRow,
  type PaymentAllocation,
} from './repositories/invoice-payments';
export { analyticsEventRepository, type NewAnalyticsEvent } from './repositories/analytics-events';
export {
  cartRepository,
  type CartRepository,
  type CartRecord,
  type CartLineRecord,
  type NewCart,
  type NewCartLine,
  type CartChanges,
  type CartLineChanges,
  type CartOwner,
  type CatalogVariantRecord,
  type PricedCatalogVariant,
  type CartWrite,
  type CartSortField,
} from './repositories/carts';
export { type CartAddressSnapshot, type CartShippingInfo, type LinePriceChannel } from './schema/carts';
export { savedCardRepository, type SavedCardRecord, type NewSavedCard } from './repositories/saved-cards';
export { idempotencyKeyRepository, type IdempotencyClaim, type ClaimRequest } from './repositories/idempotency-keys';
export { rateLimitRepository } from './repositories/rate-limits';
export {
  createOrder,
  orderAddressFromCart,
  orderRepository,
  type OrderRecord,
  type OrderLineRecord,
  type OrderStatusRecord,
  type OrderDetails,
  type NewOrder,
  type NewOrderLine,
  type OrderPayment,
  type OrderPlacedBy,
  type OrderTotals,
  type CreateOrderResult,
  type OrderSortField,
  type RecentItemRecord,
} from './repositories/orders';
export {
  codesHeldBy,
  discountCodeRepository,
  discountCodeTerms,
  type DiscountCodeRecord,
  type DiscountCodeSortField,
  type NewDiscountCode,
} from './repositories/discount-codes';
export { orderExportRepository, type ClaimedExport } from './repositories/orders-export';
export {
  shoppingListRepository,
  shoppingListUniqueIndexes,
  violatedUniqueIndex,
  type ListVariantRecord,
  type NewShoppingList,
  type ShoppingListChanges,
  type ShoppingListLineRecord,
  type ShoppingListLineRow,
  type ShoppingListRecord,
  type ShoppingListRepository,
  type ShoppingListRow,
  type ShoppingListSortField,
  type ShoppingListViewer,
  type ShoppingListWrite,
} from './repositories/shopping-lists';
export {
  replenishPlanRepository,
  type NewReplenishPlan,
  type OfficePurchaseLine,
  type ReplenishAttention,
  type ReplenishPlanChanges,
  type ReplenishPlanOrder,
  type ReplenishPlanRecord,
  type ReplenishPlanRepository,
  type ReplenishPlanWithLines,
  type ReplenishPlanWrite,
} from './repositories/replenish-plans';
export {
  replenishGatewayKeyPrefix,
  replenishRunRepository,
  type ReplenishRunPlan,
} from './repositories/replenish-runs';
export {
  invoiceRepository,
  type CreditMemoRecord,
  type InvoiceDetails,
  type InvoiceLineRecord,
  type InvoiceListRequest,
  type InvoicePaymentPart,
  type InvoiceRecord,
  type InvoiceRow,
  type InvoiceSortField,
} from './repositories/invoices';
export {
  salesRepSyncRepository,
  type AssignedCustomerRecord,
  type RepAccount,
  type RepSessionState,
  type SessionSync,
  type SyncEndNote,
  type SyncParties,
} from './repositories/sales-rep-sync';
export { auditEventRepository, type AuditEventRecord, type NewAuditEvent } from './repositories/audit-events';
export { loyaltyStatementRepository, type DiscountedInvoiceLine } from './repositories/loyalty-statements';
export {
  smsSignupRepository,
  smsConfirmedPhoneIndex,
  type SmsSignupRecord,
  type SmsSignupView,
} from './repositories/sms-signups';
export { smsOutboxRepository, type SmsRecord, type NewSms } from './repositories/sms-outbox';
export {
  contentEntryRepository,
  type ContentEntryRepository,
  type ContentEntryRow,
  type ContentRevisionRow,
  type NewContentRevision,
  type VersionedChange,
} from './repositories/content-entries';
export {
  publishedContentRepository,
  type PublishedContentRepository,
  type PublishedEntry,
  type ContentProductSummary,
  type ContentCategorySummary,
} from './repositories/content-published';
export { productSuggestionRepository, type ProductSuggestionRow } from './repositories/product-suggestions';
export { maxSuggestionPrefixLength, minSuggestionPrefixLength, suggestionsPerPrefix } from './schema/search';

import type { Database } from '@chairside/db';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler';
import { guardInput } from './http/input-guard';
import { rateLimiter } from './http/rate-limit';
import { registerOpenApi } from './http/openapi';
import { requestIdFor } from './http/request-id';
import { RequestLog } from './http/request-log';
import { errorReporterFromConfig } from './modules/error-reporting/error-reporter';
import { errorReportRoutes } from './modules/error-reporting/error-reports.routes';
import { errorReportsService } from './modules/error-reporting/error-reports.service';
import { addResponseHeaders } from './http/response-headers';
import { createLogger } from './logger';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { analyticsService } from './modules/analytics/analytics.service';
import { authRoutes } from './modules/auth/auth.routes';
import { authServices } from './modules/auth/auth-services';
import { passwordHasher } from './modules/auth/password-hasher';
import { categoryRoutes } from './modules/categories/categories.routes';
import { categoryService } from './modules/categories/categories.service';
import { channelRoutes } from './modules/channels/channels.routes';
import { channelService } from './modules/channels/channels.service';
import { discountCodeRoutes } from './modules/discount-codes/discount-codes.routes';
import { discountCodeService } from './modules/discount-codes/discount-codes.service';
import { contentRoutes } from './modules/content/content.routes';
import { contentService } from './modules/content/content.service';
import { contentAuthoringRoutes } from './modules/content/content-authoring.routes';
import { contentAuthoringService } from './modules/content/content-authoring.service';
import { revalidatorFromConfig } from './modules/content/storefront-revalidation';
import { mediaRoutes } from './modules/media/media.routes';
import { mediaService } from './modules/media/media.service';
import { contentHeroRoutes } from './modules/media/content-hero.routes';
import { newsletterProviderFromConfig } from './modules/newsletter/newsletter-provider-from-config';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { newsletterService } from './modules/newsletter/newsletter.service';
import { registerRequestContext } from './access/context-hook';
import { clientAuthenticator } from './modules/oauth/client-auth';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes';
import { loyaltyService } from './modules/loyalty/loyalty.service';
import { loyaltyProgrammeSource } from './modules/loyalty/programme-source';
import { officeLoader } from './modules/offices/active-office';
import { revocationWatch } from './modules/auth/revocation-watch';
import { oauthRoutes } from './modules/oauth/oauth.routes';
import { tokenServiceFor } from './modules/oauth/token-service';
import { registerMetrics } from './modules/operations/metrics';
import { operationsRoutes } from './modules/operations/operations.routes';
import { operationsService } from './modules/operations/operations.service';
import { productProjectionRoutes } from './modules/products/product-projections.routes';
import { productProjectionService } from './modules/products/product-projections.service';
import { productSearchRoutes } from './modules/product-search/product-search.routes';
import { productSearchService } from './modules/product-search/product-search.service';
import { productSuggestionService } from './modules/product-search/product-suggestions.service';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { reviewService } from './modules/reviews/reviews.service';
import { routeRuleRoutes } from './modules/route-rules/route-rules.routes';
import { routeRuleService } from './modules/route-rules/route-rules.service';
import { shippingMethodRoutes } from './modules/shipping-methods/shipping-methods.routes';
import { shippingMethodService } from './modules/shipping-methods/shipping-methods.service';
import { botProtectionFromConfig } from './modules/bot-protection/bot-protection-from-config';
import { mailerFromConfig } from './modules/mail/mailer-from-config';
import { customerViews } from './modules/me/customer-view';
import { meRoutes } from './modules/me/me.routes';
import { meService } from './modules/me/me.service';
import { signupServices } from './modules/me/signup-services';
import { signupRoutes } from './modules/me/signup.routes';
import { officeRoutes } from './modules/offices/offices.routes';
import { officesService } from './modules/offices/offices.service';
import { supportRoutes } from './modules/support/support.routes';
import { supportService } from './modules/support/support.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { contactService } from './modules/contact/contact.service';
import { defaultIdempotencySettings, idempotency } from './http/idempotency';
import { cardRoutes } from './modules/payments/cards.routes';
import { cardsService } from './modules/payments/cards.service';
import { paymentGatewayFromConfig } from './modules/payments/gateway-from-config';
import type { BoundedGateway } from './modules/payments/payment-gateway';
import { standalonePriceRoutes } from './modules/standalone-prices/standalone-prices.routes';
import { standalonePriceService } from './modules/standalone-prices/standalone-prices.service';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { pricingService } from './modules/pricing/pricing.service';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { inventoryService } from './modules/inventory/inventory.service';
import { cartRoutes, repriceRoutes } from './modules/carts/carts.routes';
import { cartsService } from './modules/carts/carts.service';
import { orderRoutes } from './modules/orders/orders.routes';
import { ordersService } from './modules/orders/orders.service';
import { orderStateRoutes } from './modules/orders/order-states.routes';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { invoicesService } from './modules/invoices/invoices.service';
import { discountStatementRoutes } from './modules/loyalty/statements/statements.routes';
import { discountStatementsService } from './modules/loyalty/statements/statements.service';
import { orderStatesService } from './modules/orders/order-states.service';
import { shoppingListRoutes } from './modules/shopping-lists/shopping-lists.routes';
import { shoppingListsService } from './modules/shopping-lists/shopping-lists.service';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { invoicePaymentRoutes } from './modules/invoice-payments/invoice-payments.routes';
import { invoicePaymentsService } from './modules/invoice-payments/invoice-payments.service';
import { planRoutes } from './modules/plans/plans.routes';
import { plansService } from './modules/plans/plans.service';
import { planSuggestionsService } from './modules/plans/plan-suggestions.service';
import { placeOrderService } from './modules/checkout/place-order.service';
import { orderNowRoutes } from './modules/plans/runs/order-now.routes';
import { orderNowService } from './modules/plans/runs/order-now.service';
import { replenishRunnerFromConfig } from './modules/plans/runs/runner-from-config';
import { representativeSubject } from './access/representative-subject';
import { registerWriteAudit } from './access/write-audit';
import { salesRepSyncRoutes } from './modules/sales-reps/sync.routes';
import { salesRepSyncService } from './modules/sales-reps/sync.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { auditService } from './modules/audit/audit.service';
import { repCustomerRoutes } from './modules/sales-reps/customers.routes';
import { repCustomersService } from './modules/sales-reps/customers.service';
import { repOrderRoutes } from './modules/sales-reps/orders.routes';
import { repOrdersService } from './modules/sales-reps/orders.service';
import { repSearchRoutes } from './modules/sales-reps/search.routes';
import { smsSignupRoutes } from './modules/sms/sms-signups.routes';
import { smsSignupsFromConfig } from './modules/sms/sms-signups-wiring';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger;
  /** Replaces the configured payment gateway (tests count or script gateway calls). */
  paymentGateway?: BoundedGateway;
}

/** Request bodies are small JSON documents; anything larger is refused before parsing. */
const bodyLimitBytes = 1024 * 1024;

/** The API with its plugins in order; the caller decides whether and where to listen. */
export async function buildApp({ config, database, logger, paymentGateway: gatewayOverride }: AppOptions) {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.LOG_LEVEL),
    genReqId: requestIdFor,
    logController: new RequestLog({ requestIdLogLabel: 'requestId' }),
    bodyLimit: bodyLimitBytes,
    // Off by default: request.ip (sign-in limits) then ignores a client-supplied X-Forwarded-For.
    trustProxy: config.TRUST_PROXY,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  addResponseHeaders(app);
  // JSON only: dropping the text/plain parser answers 415 to it instead of handing routes a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);
  const errorReporter = errorReporterFromConfig(config);
  registerErrorHandling(app, errorReporter?.report);
  if (errorReporter) app.addHook('onClose', () => errorReporter.flush());
  guardInput(app);
  const metrics = registerMetrics(app);

  const { db } = database;
  const keys = idempotency(db, {
    ...defaultIdempotencySettings,
    abandonedAfterSeconds: config.IDEMPOTENCY_ABANDONED_AFTER_SECONDS,
  });
  // Before any route: every route registered below declares its access, and each request resolves to its context.
  const tokens = tokenServiceFor(db, config);
  // The loyalty programme changes prices as a price edit does: it is reread as often as prices are.
  const loyaltyProgramme = loyaltyProgrammeSource(db, { ttlMs: config.PRICE_CACHE_SECONDS * 1000 });
  const loadOffices = officeLoader(db, { timeZone: config.DISTRIBUTOR_TIME_ZONE, programme: loyaltyProgramme });
  const revocations = revocationWatch(db, {
    pollMs: config.SESSION_REVOCATION_POLL_MS,
    rememberMs: (config.SESSION_ACCESS_TOKEN_TTL_SECONDS + 60) * 1000,
    log: app.log,
  });
  await revocations.start();
  app.addHook('onClose', async () => revocations.stop());
  registerRequestContext(app, {
    tokens,
    authenticateClient: clientAuthenticator(db),
    loadOffices,
    representativeSubject: representativeSubject(db),
    sessionEnded: revocations.hasEnded,
    trustedVisitorClients: config.TRUSTED_VISITOR_CLIENTS,
  });
  registerWriteAudit(app, db);
  await app.register(operationsRoutes, { service: operationsService(database, app.log), metrics });
  await app.register(categoryRoutes, { service: categoryService(db) });
  await app.register(productProjectionRoutes, { service: productProjectionService(db) });
  const search = productSearchService(db, { cacheTtlMs: config.SEARCH_CACHE_SECONDS * 1000 });
  await app.register(productSearchRoutes, { service: search, suggestions: productSuggestionService(db, search) });
  await app.register(reviewRoutes, { service: reviewService(db) });
  await app.register(shippingMethodRoutes, { service: shippingMethodService(db) });
  await app.register(channelRoutes, { service: channelService(db) });
  await app.register(discountCodeRoutes, { service: discountCodeService(db) });
  await app.register(standalonePriceRoutes, { service: standalonePriceService(db) });
  await app.register(routeRuleRoutes, { service: routeRuleService(db) });
  await app.register(newsletterRoutes, {
    service: newsletterService(db, newsletterProviderFromConfig(config), app.log),
  });
  await app.register(mediaRoutes, { service: mediaService(db) });
  await app.register(contentHeroRoutes);
  await app.register(contentRoutes, {
    service: contentService(db, { introspection: config.NODE_ENV !== 'production', log: app.log }),
  });
  await app.register(contentAuthoringRoutes, {
    service: contentAuthoringService(db, { revalidator: revalidatorFromConfig(config, app.log) }),
  });
  const mailer = mailerFromConfig(db, config, app.log);
  const botProtection = botProtectionFromConfig(config);
  const views = customerViews(db, { log: app.log, mailer, loadOffices });
  // Argon2 behind a bounded queue, so password changes and registrations cannot starve the process.
  const hasher = passwordHasher({
    concurrency: config.PASSWORD_HASH_CONCURRENCY,
    maxQueue: config.PASSWORD_HASH_QUEUE,
  });
  const auth = authServices(db, config, { tokens, hasher, mailer, botProtection, loadOffices, log: app.log });
  await app.register(meRoutes, { service: meService(db, { views, hasher, limits: auth.limits, log: app.log }) });
  await app.register(signupRoutes, signupServices(db, config, { hasher, mailer, botProtection, signIn: auth.signIn }));
  await app.register(officeRoutes, { service: officesService(db) });
  await app.register(supportRoutes, { service: supportService(db, mailer, app.log) });
  const contactPerIp = rateLimiter(db, {
    name: 'contact-messages',
    limit: config.CONTACT_MESSAGES_PER_HOUR,
    windowMs: 3_600_000,
  });
  await app.register(contactRoutes, { service: contactService(db, { mailer, botProtection, perIp: contactPerIp }) });
  await app.register(smsSignupRoutes, { service: smsSignupsFromConfig(db, config, botProtection) });
  const paymentGateway = gatewayOverride ?? paymentGatewayFromConfig(config);
  const cardAttempts = rateLimiter(db, {
    name: 'card-attempts',
    limit: config.CARD_ATTEMPTS_PER_HOUR,
    windowMs: 3_600_000,
  });
  await app.register(cardRoutes, {
    service: cardsService(db, paymentGateway, { log: app.log }),
    idempotency: keys,
    cardAttempts,
  });
  await app.register(pricingRoutes, {
    service: pricingService(db, {
      cacheTtlMs: config.PRICE_CACHE_SECONDS * 1000,
      timeZone: config.DISTRIBUTOR_TIME_ZONE,
      programme: loyaltyProgramme,
    }),
  });
  // Item number + unit → sku is catalogue data, reused like search results; stock is read on every call.
  await app.register(inventoryRoutes, {
    service: inventoryService(db, { unitCacheTtlMs: config.SEARCH_CACHE_SECONDS * 1000 }),
  });
  const carts = cartsService(db, { cacheTtlMs: config.PRICE_CACHE_SECONDS * 1000 });
  await app.register(cartRoutes, { service: carts, idempotency: keys });
  await app.register(repriceRoutes, { service: carts });
  await app.register(orderRoutes, { service: ordersService(db) });
  const invoicePayments = invoicePaymentsService(db, paymentGateway, {
    mailer,
    log: app.log,
    timeZone: config.DISTRIBUTOR_TIME_ZONE,
  });
  await app.register(orderStateRoutes, {
    service: orderStatesService(db, {
      settlement: invoicePayments.settlement,
      log: app.log,
      timeZone: config.DISTRIBUTOR_TIME_ZONE,
    }),
  });
  await app.register(invoicePaymentRoutes, { service: invoicePayments, idempotency: keys });
  await app.register(invoiceRoutes, { service: invoicesService(db, { timeZone: config.DISTRIBUTOR_TIME_ZONE }) });
  await app.register(discountStatementRoutes, {
    service: discountStatementsService(db, { timeZone: config.DISTRIBUTOR_TIME_ZONE, programme: loyaltyProgramme }),
  });
  await app.register(loyaltyRoutes, {
    service: loyaltyService(db, {
      timeZone: config.DISTRIBUTOR_TIME_ZONE,
      programme: loyaltyProgramme,
      mailer,
      log: app.log,
      storefrontUrl: config.STOREFRONT_URL,
    }),
  });
  await app.register(shoppingListRoutes, { service: shoppingListsService(db) });
  await app.register(planRoutes, {
    service: plansService(db, { timeZone: config.DISTRIBUTOR_TIME_ZONE }),
    suggestions: planSuggestionsService(db, { timeZone: config.DISTRIBUTOR_TIME_ZONE }),
  });
  await app.register(checkoutRoutes, {
    service: placeOrderService(db, paymentGateway, { mailer, log: app.log }),
    idempotency: keys,
  });
  await app.register(orderNowRoutes, {
    service: orderNowService(db, replenishRunnerFromConfig(db, config, paymentGateway, mailer, app.log)),
    idempotency: keys,
  });
  const repCustomers = repCustomersService(db);
  await app.register(repSearchRoutes, { service: repCustomers });
  await app.register(repCustomerRoutes, { service: repCustomers });
  await app.register(repOrderRoutes, {
    service: repOrdersService(db, { timeZone: config.DISTRIBUTOR_TIME_ZONE }),
  });
  await app.register(salesRepSyncRoutes, {
    service: salesRepSyncService(db, { syncHours: config.SALES_REP_SYNC_HOURS }),
  });
  await app.register(auditRoutes, { service: auditService(db) });
  await app.register(oauthRoutes, { service: auth.oauth });
  await app.register(authRoutes, { service: auth.auth });
  await app.register(analyticsRoutes, {
    service: analyticsService(db, { eventsPerMinute: config.ANALYTICS_EVENTS_PER_MINUTE }),
  });
  const errorReportsPerVisitor = rateLimiter(db, {
    name: 'error-reports',
    limit: config.ERROR_REPORTS_PER_MINUTE,
    windowMs: 60_000,
  });
  await app.register(errorReportRoutes, { service: errorReportsService(app.log, errorReportsPerVisitor) });
  return app;
}

import type { ActorKind } from './actor';

/**
 * What a route declares about its callers, in its route options (`config: { access }`). The request-context hook
 * enforces it before the body is read; a route without one is refused (deny by default).
 */
export interface RouteAccess {
  /** How callers authenticate: not at all, with a bearer access token, or as an API client (HTTP Basic). */
  credentials: 'none' | 'bearer' | 'client';
  /**
   * Bearer routes: scope names (without the project suffix) of which the token needs one; manage_project always
   * suffices, and an empty list admits manage_project only.
   */
  scopes: readonly string[];
  /** Bearer routes: the kinds of caller served; a token of another kind gets 403. */
  actors: readonly ActorKind[];
  /** A customer or representative caller must act for a subject customer (403 SubjectRequired otherwise). */
  subject: boolean;
  /** Answers carry `Cache-Control: no-store` (authenticated and personal data). */
  noStore: boolean;
  /**
   * Changes credentials or security settings (password, saved cards): a representative acting for a customer is
   * refused (403 AccessDenied; issue 18). Absent means false.
   */
  securitySetting?: boolean;
}

/** The declarations' option for routes that change credentials or security settings. */
interface SecurityOption {
  securitySetting?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const tokenActors: readonly ActorKind[] = ['client', 'anonymous', 'customer', 'sales-rep', 'staff'];
const accountActors: readonly ActorKind[] = ['customer', 'sales-rep'];

/** The declarations routes use; each names who may call in one word. */
export const access = {
  /** Anyone, without credentials (operations, media, analytics events, the contact form). */
  public: ({ noStore = false }: { noStore?: boolean } = {}): RouteAccess => ({
    credentials: 'none',
    scopes: [],
    actors: [],
    subject: false,
    noStore,
  }),

  /** An API client with its own credentials (the storefront's server): the token endpoints and the auth service. */
  client: (): RouteAccess => ({ credentials: 'client', scopes: [], actors: ['client'], subject: false, noStore: true }),

  /** Any token holding one of `scopes` (catalogue reads, search, content). */
  token: (
    scopes: readonly string[],
    { actors = tokenActors, noStore = false }: { actors?: readonly ActorKind[]; noStore?: boolean } = {},
  ): RouteAccess => ({ credentials: 'bearer', scopes, actors, subject: false, noStore }),

  /** The importer and other manage_project clients: catalogue writes. */
  admin: (): RouteAccess => ({ credentials: 'bearer', scopes: [], actors: tokenActors, subject: false, noStore: true }),

  /** The caller's own account (me, password): a customer, or a representative's own record. */
  account: (scopes: readonly string[], { securitySetting = false }: SecurityOption = {}): RouteAccess => ({
    credentials: 'bearer',
    scopes,
    actors: accountActors,
    subject: false,
    noStore: true,
    securitySetting,
  }),

  /** A sales representative's own calls (issue 18: search, its customers and their orders, sync), synced or not. */
  salesRep: (scopes: readonly string[]): RouteAccess => ({
    credentials: 'bearer',
    scopes,
    actors: ['sales-rep'],
    subject: false,
    noStore: true,
  }),

  /**
   * Acts for a customer: the signed-in customer, or a synced representative (carts, prices, stock, orders, cards).
   * `anonymous` also admits an anonymous session, which acts for itself (its cart).
   */
  subject: (
    scopes: readonly string[],
    { anonymous = false, securitySetting = false }: { anonymous?: boolean } & SecurityOption = {},
  ): RouteAccess => ({
    credentials: 'bearer',
    scopes,
    actors: anonymous ? ['anonymous', ...accountActors] : accountActors,
    subject: true,
    noStore: true,
    securitySetting,
  }),
};

/** Scope sets several routes share (from the commercetools RAML securedBy lists, reference §5). */
export const scopeSets = {
  productReads: ['view_published_products', 'view_products'],
  /** Cards pay for orders: manage_my_payments (commercetools) or the storefront customer token's manage_my_orders. */
  payments: ['manage_my_payments', 'manage_my_orders'],
} as const;

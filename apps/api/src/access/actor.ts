/**
 * Who acts in a request. A customer and a sales representative both sign in with a customer account; the
 * representative's session says so (auth_sessions.actor), and its access tokens carry it.
 */
export type Actor =
  /** A request with no credentials, on a public route. */
  | { kind: 'visitor' }
  /** The API client itself: a client-credentials token or Basic client credentials (the storefront server, the importer). */
  | { kind: 'client' }
  /** A browsing session with a cart but no account. */
  | { kind: 'anonymous'; anonymousId: string }
  | { kind: 'customer'; customerId: string }
  /** `customerId` is the representative's own account, not the customer it acts for (that is the subject). */
  | { kind: 'sales-rep'; customerId: string }
  /** A distributor's back-office user (the back office comes later; no token carries this yet). */
  | { kind: 'staff'; userId: string }
  /** A background job acting for a customer (REPLENISH runs); built in process, never from a request. */
  | { kind: 'worker'; job: string };

export type ActorKind = Actor['kind'];

/** The kinds that hold a customer account of their own. */
export type AccountActor = Extract<Actor, { customerId: string }>;

export const isAccountActor = (actor: Actor): actor is AccountActor =>
  actor.kind === 'customer' || actor.kind === 'sales-rep';

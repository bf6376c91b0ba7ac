import type { OfficeRecord, RepAccount } from '@chairside/db';
import type { LoyaltyTerms } from '@chairside/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Actor } from './actor';
import { subjectRequired } from './access-errors';

/** The API client a request came through (the storefront server, the importer), when it authenticated as one. */
export interface ApiClient {
  clientId: string;
  scopes: readonly string[];
}

/** The customer a request acts for: the signed-in customer, or the customer a representative has synced to. */
export interface Subject {
  customerId: string;
}

/**
 * A sales representative acting for its subject (issue 18): its own account and whom it acts for since when and until
 * when. The write audit and orders placed for the customer ("placed by") read it.
 */
export interface RepresentativeSync {
  rep: RepAccount;
  subjectEmail: string;
  since: Date;
  until: Date;
  /** The customer's offices assigned to the representative: its offices() are narrowed to these. */
  officeIds: readonly string[];
}

/** An office of the subject with the ASAP loyalty terms it has now (issue 19). */
export type Office = OfficeRecord & { loyalty: LoyaltyTerms };

export interface SubjectOffices {
  offices: Office[];
  /** The office the session works in (its addresses, contract and terms apply); undefined without offices. */
  active: Office | undefined;
}

/**
 * What every API request resolves to, once, before its handler runs (context-hook.ts); services take it instead of
 * tokens or headers. Background jobs build one too (workerContext).
 */
export interface RequestContext {
  requestId: string;
  /** The request's clock: every rule of the request sees the same instant. */
  now: Date;
  /** The visitor's address as the API trusts it (see TRUST_PROXY). */
  ip: string;
  log: FastifyBaseLogger;
  client: ApiClient | undefined;
  /** Full scope strings of the token (or the client), e.g. `view_products:aces`. */
  scopes: readonly string[];
  actor: Actor;
  /** The sign-in session (auth_sessions.id) of a customer, representative or anonymous token. */
  sessionId: string | undefined;
  subject: Subject | undefined;
  /** Set while a representative acts for the subject; absent for a customer acting for itself. */
  sync?: RepresentativeSync | undefined;
  /** The subject's offices and the session's active one, read at most once per request; none without a subject. */
  offices(): Promise<SubjectOffices>;
}

/** A context that acts for a customer: what the routes that declare `subject` hand their services. */
export type SubjectContext = RequestContext & { subject: Subject };

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved by the request-context hook on every routed request. */
    ctx: RequestContext;
  }
}

export type OfficeLoader = (customerId: string, sessionId: string | undefined) => Promise<SubjectOffices>;

const noOffices: SubjectOffices = Object.freeze({ offices: [], active: undefined });

/**
 * A synced representative acts only in the customer's offices assigned to it (another office of the same customer
 * is as unknown to it as any other), so its loader keeps those and falls back to the first of them as active.
 */
export function assignedOfficesOnly(loadOffices: OfficeLoader, officeIds: readonly string[]): OfficeLoader {
  return async (customerId, sessionId) => {
    const { offices, active } = await loadOffices(customerId, sessionId);
    const assigned = offices.filter((office) => officeIds.includes(office.id));
    return { offices: assigned, active: assigned.find((office) => office.id === active?.id) ?? assigned[0] };
  };
}

/**
 * A context whose offices load lazily, once. A class with its fields assigned one by one: built for every request,
 * it was an object spread of the parts plus a closure, which cost the /health route a tenth of its CPU.
 */
class LazyOfficesContext implements RequestContext {
  readonly requestId: string;
  readonly now: Date;
  readonly ip: string;
  readonly log: FastifyBaseLogger;
  readonly client: ApiClient | undefined;
  readonly scopes: readonly string[];
  readonly actor: Actor;
  readonly sessionId: string | undefined;
  readonly subject: Subject | undefined;
  readonly sync: RepresentativeSync | undefined;
  #loadOffices: OfficeLoader;
  #offices: Promise<SubjectOffices> | undefined;

  constructor(parts: Omit<RequestContext, 'offices'>, loadOffices: OfficeLoader) {
    this.requestId = parts.requestId;
    this.now = parts.now;
    this.ip = parts.ip;
    this.log = parts.log;
    this.client = parts.client;
    this.scopes = parts.scopes;
    this.actor = parts.actor;
    this.sessionId = parts.sessionId;
    this.subject = parts.subject;
    this.sync = parts.sync;
    this.#loadOffices = loadOffices;
  }

  offices(): Promise<SubjectOffices> {
    if (!this.subject) return Promise.resolve(noOffices);
    this.#offices ??= this.#loadOffices(this.subject.customerId, this.sessionId);
    return this.#offices;
  }
}

/** Builds a context whose offices load lazily, once. */
export function createContext(parts: Omit<RequestContext, 'offices'>, loadOffices: OfficeLoader): RequestContext {
  return new LazyOfficesContext(parts, loadOffices);
}

/** The request's context narrowed to one with a subject; the route's access declaration guarantees it. */
export function subjectContextOf(request: FastifyRequest): SubjectContext {
  const { ctx } = request;
  if (!ctx.subject) throw subjectRequired();
  return ctx as SubjectContext;
}

/** The customer account a customer or representative route reads as "me": the subject, else the caller's own. */
export function accountIdOf(context: RequestContext): string | undefined {
  if (context.subject) return context.subject.customerId;
  return 'customerId' in context.actor ? context.actor.customerId : undefined;
}

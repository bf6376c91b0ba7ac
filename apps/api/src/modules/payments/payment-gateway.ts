import type { CardBrand } from '@chairside/domain';

/**
 * A card the gateway keeps: its id for the card (the token the store stores and pays with), brand, last 4 and expiry,
 * as the gateway read them from the card typed into its hosted fields.
 */
export interface StoredCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type StoreCardResult =
  | ({ status: 'stored' } & StoredCard)
  | { status: 'declined'; reason: string }
  /** The gateway does not know the card token, or it was used or expired: the customer enters the card again. */
  | { status: 'invalid-token' };

export interface Amount {
  centAmount: number;
  currencyCode: string;
}

export type AuthorizeResult =
  | { status: 'approved'; authorizationId: string }
  | { status: 'declined'; reason: string }
  /** The gateway answered but could not decide (processing error, unknown token); nothing was charged. */
  | { status: 'error'; reason: string };

export type SettleResult = { status: 'done' } | { status: 'error'; reason: string };

export interface GatewayCallOptions {
  /** Aborted when the caller stops waiting (the gateway timeout). */
  signal: AbortSignal;
}

/**
 * A payment provider with hosted card fields: the card number and CVC are typed into its fields and never reach the
 * store, which gets a one-time card token. The gateway turns that token into a stored card (verifying the card), then
 * authorizes amounts against the stored card and captures or voids the authorizations. Every call carries an
 * idempotency key, so a retried call never stores or charges twice.
 */
export interface PaymentGateway {
  /** Stored with each card, so a token is only ever sent back to the gateway that issued it. */
  readonly name: string;
  storeCard(
    request: { cardToken: string; idempotencyKey: string },
    options: GatewayCallOptions,
  ): Promise<StoreCardResult>;
  authorize(
    request: { token: string; amount: Amount; idempotencyKey: string },
    options: GatewayCallOptions,
  ): Promise<AuthorizeResult>;
  capture(
    request: { authorizationId: string; amount: Amount; idempotencyKey: string },
    options: GatewayCallOptions,
  ): Promise<SettleResult>;
  void(
    request: { authorizationId: string; idempotencyKey: string },
    options: GatewayCallOptions,
  ): Promise<SettleResult>;
}

/** The gateway did not answer in time; whether it acted is unknown, so callers retry with the same idempotency key. */
export class GatewayTimeoutError extends Error {
  constructor(operation: string, timeoutMs: number) {
    super(`payment gateway ${operation} did not answer within ${timeoutMs} ms`);
    this.name = 'GatewayTimeoutError';
  }
}

/**
 * The same gateway, each call given up after `timeoutMs` with a GatewayTimeoutError (even if the gateway ignores the
 * signal).
 */
export type BoundedGateway = { readonly name: string } & {
  [K in Exclude<keyof PaymentGateway, 'name'>]: (
    request: Parameters<PaymentGateway[K]>[0],
  ) => ReturnType<PaymentGateway[K]>;
};

export function withTimeout(gateway: PaymentGateway, timeoutMs: number): BoundedGateway {
  async function bounded<T>(operation: string, call: (options: GatewayCallOptions) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new GatewayTimeoutError(operation, timeoutMs));
      }, timeoutMs);
    });
    try {
      return await Promise.race([call({ signal: controller.signal }), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    name: gateway.name,
    storeCard: (request) => bounded('storeCard', (options) => gateway.storeCard(request, options)),
    authorize: (request) => bounded('authorize', (options) => gateway.authorize(request, options)),
    capture: (request) => bounded('capture', (options) => gateway.capture(request, options)),
    void: (request) => bounded('void', (options) => gateway.void(request, options)),
  };
}

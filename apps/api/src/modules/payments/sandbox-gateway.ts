import {
  authorizationSchema,
  gatewayErrorSchema,
  idempotencyKeyHeader,
  paymentMethodSchema,
  type GatewayError,
} from '@chairside/contracts';
import type { AuthorizeResult, PaymentGateway, SettleResult, StoreCardResult } from './payment-gateway';

export interface SandboxGatewayConnection {
  /** The gateway's server-to-server base URL (PAYMENT_GATEWAY_URL). */
  url: string;
  secretKey: string;
}

interface Answer {
  status: number;
  body: unknown;
}

/** An answer that says nothing certain (a 5xx, an unreadable body): the caller asks again under the same key. */
const unexpected = (operation: string, { status }: Answer) =>
  new Error(`payment gateway ${operation} answered ${status} with nothing the adapter can read`);

const refusalOf = (answer: Answer): GatewayError | undefined => gatewayErrorSchema.safeParse(answer.body).data?.error;

/** A refusal after which nothing happened for sure: a 4xx about the request itself (unknown or used ids, amounts). */
const invalidRequest = (answer: Answer) => {
  const refusal = refusalOf(answer);
  return answer.status >= 400 && answer.status < 500 && refusal?.type === 'invalid_request' ? refusal : undefined;
};

/**
 * The sandbox payment gateway (apps/gateway, its own process and origin), over its server-to-server API with the
 * secret key. The card number and CVC never pass here: the gateway's hosted fields take them and hand the storefront a
 * one-time card token, which this adapter turns into a stored card. Each call is bounded by the caller (withTimeout)
 * through `signal`.
 */
export function sandboxGateway({ url, secretKey }: SandboxGatewayConnection): PaymentGateway {
  const baseUrl = url.replace(/\/+$/, '');

  async function post(path: string, body: unknown, idempotencyKey: string, signal: AbortSignal): Promise<Answer> {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/json',
        [idempotencyKeyHeader]: idempotencyKey,
      },
      body: JSON.stringify(body),
      signal,
    });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  }

  function settle(operation: 'capture' | 'void', answer: Answer): SettleResult {
    if (answer.status === 200 && authorizationSchema.safeParse(answer.body).success) return { status: 'done' };
    const refusal = invalidRequest(answer);
    if (refusal) return { status: 'error', reason: refusal.code };
    throw unexpected(operation, answer);
  }

  return {
    name: 'sandbox',

    async storeCard({ cardToken, idempotencyKey }, { signal }): Promise<StoreCardResult> {
      const answer = await post('/v1/payment-methods', { cardToken }, idempotencyKey, signal);
      const method = paymentMethodSchema.safeParse(answer.body);
      if (answer.status === 201 && method.success) {
        const { brand, last4, expiryMonth, expiryYear } = method.data.card;
        return { status: 'stored', token: method.data.id, brand, last4, expMonth: expiryMonth, expYear: expiryYear };
      }
      const refusal = refusalOf(answer);
      if (answer.status === 402 && refusal?.type === 'card_error') return { status: 'declined', reason: refusal.code };
      if (invalidRequest(answer)?.code === 'card_token_invalid') return { status: 'invalid-token' };
      throw unexpected('storeCard', answer);
    },

    async authorize({ token, amount, idempotencyKey }, { signal }): Promise<AuthorizeResult> {
      const answer = await post('/v1/authorizations', { paymentMethod: token, amount }, idempotencyKey, signal);
      const authorization = authorizationSchema.safeParse(answer.body);
      if (answer.status === 201 && authorization.success)
        return { status: 'approved', authorizationId: authorization.data.id };
      const refusal = refusalOf(answer);
      if (answer.status === 402 && refusal?.type === 'card_error') return { status: 'declined', reason: refusal.code };
      if (answer.status === 402 && refusal?.type === 'processing_error')
        return { status: 'error', reason: refusal.code };
      const invalid = invalidRequest(answer);
      if (invalid) return { status: 'error', reason: invalid.code };
      throw unexpected('authorize', answer);
    },

    async capture({ authorizationId, amount, idempotencyKey }, { signal }): Promise<SettleResult> {
      const path = `/v1/authorizations/${encodeURIComponent(authorizationId)}/capture`;
      return settle('capture', await post(path, { amount }, idempotencyKey, signal));
    },

    async void({ authorizationId, idempotencyKey }, { signal }): Promise<SettleResult> {
      const path = `/v1/authorizations/${encodeURIComponent(authorizationId)}/void`;
      return settle('void', await post(path, {}, idempotencyKey, signal));
    },
  };
}

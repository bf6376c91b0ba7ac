import { describe, expect, it } from 'vitest';
import { GatewayTimeoutError, withTimeout, type PaymentGateway } from './payment-gateway';

describe('withTimeout', () => {
  it('gives up on a gateway that ignores the abort signal, and aborts the call', async () => {
    let signal: AbortSignal | undefined;
    const never = () => new Promise<never>(() => {});
    const deaf: PaymentGateway = {
      name: 'deaf',
      storeCard: (_request, options) => {
        signal = options.signal;
        return never();
      },
      authorize: never,
      capture: never,
      void: never,
    };
    const bounded = withTimeout(deaf, 10);
    await expect(bounded.storeCard({ cardToken: 'tok_x', idempotencyKey: 'k' })).rejects.toBeInstanceOf(
      GatewayTimeoutError,
    );
    expect(signal?.aborted).toBe(true);
    await expect(bounded.void({ authorizationId: 'auth_x', idempotencyKey: 'k' })).rejects.toThrow(
      'payment gateway void did not answer within 10 ms',
    );
  });
});

import { fieldsPaths, startSandboxGateway } from '@chairside/gateway';
import type { PaymentGateway } from '../src/modules/payments/payment-gateway';
import { sandboxGateway } from '../src/modules/payments/sandbox-gateway';

const secretKey = 'test-gateway-secret-key';

/**
 * The sandbox payment gateway (apps/gateway) in this process on a free port, as the API's tests meet it: the API's
 * adapter for it, and what the browser does in its hosted card fields (a card token for a card typed in).
 */
export async function startTestGateway() {
  const server = await startSandboxGateway({ secretKey, allowedOrigins: ['http://storefront.test'] });
  return {
    url: server.url,
    close: server.close,
    /** The API's configuration for this gateway. */
    env: { PAYMENT_GATEWAY_URL: server.url, PAYMENT_GATEWAY_SECRET_KEY: secretKey },
    /** The API's adapter for it, unbounded (withTimeout bounds it). */
    adapter: (): PaymentGateway => sandboxGateway({ url: server.url, secretKey }),
    /** The card token the card fields get for a card typed in (any future expiry and CVC unless given). */
    async cardToken(number: string, { expiry = '12 / 30', cvc = '123' } = {}): Promise<string> {
      const response = await fetch(`${server.url}${fieldsPaths.tokens}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number, expiry, cvc }),
      });
      const body = (await response.json()) as { token?: string };
      if (response.status !== 201 || !body.token)
        throw new Error(`the card fields refused ${number}: ${response.status} ${JSON.stringify(body)}`);
      return body.token;
    },
  };
}

export type TestGateway = Awaited<ReturnType<typeof startTestGateway>>;

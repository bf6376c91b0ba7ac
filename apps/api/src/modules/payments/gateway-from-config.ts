import type { Config } from '../../config';
import { withTimeout, type BoundedGateway } from './payment-gateway';
import { sandboxGateway } from './sandbox-gateway';

/** The configured payment gateway (PAYMENT_GATEWAY; the embedded default is the sandbox), each call bounded by PAYMENT_GATEWAY_TIMEOUT_MS. */
export function paymentGatewayFromConfig(config: Pick<Config, 'PAYMENT_GATEWAY' | 'PAYMENT_GATEWAY_TIMEOUT_MS'>): BoundedGateway {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox':
      return withTimeout(sandboxGateway(), config.PAYMENT_GATEWAY_TIMEOUT_MS);
  }
}

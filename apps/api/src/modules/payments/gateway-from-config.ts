import type { Config } from '../../config';
import { withTimeout, type BoundedGateway } from './payment-gateway';
import { sandboxGateway } from './sandbox-gateway';

/**
 * The configured payment gateway (PAYMENT_GATEWAY; the default is the sandbox gateway process at PAYMENT_GATEWAY_URL),
 * each call bounded by PAYMENT_GATEWAY_TIMEOUT_MS.
 */
export function paymentGatewayFromConfig(
  config: Pick<
    Config,
    'PAYMENT_GATEWAY' | 'PAYMENT_GATEWAY_URL' | 'PAYMENT_GATEWAY_SECRET_KEY' | 'PAYMENT_GATEWAY_TIMEOUT_MS'
  >,
): BoundedGateway {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox':
      return withTimeout(
        sandboxGateway({ url: config.PAYMENT_GATEWAY_URL, secretKey: config.PAYMENT_GATEWAY_SECRET_KEY }),
        config.PAYMENT_GATEWAY_TIMEOUT_MS,
      );
  }
}

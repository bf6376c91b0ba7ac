/**
 * The browser tests' sandbox payment gateway (apps/gateway, started by playwright.config.ts): on its own origin, as a
 * real gateway's card fields are.
 */
export const sandboxGateway = {
  port: 4410,
  origin: 'http://127.0.0.1:4410',
  secretKey: 'e2e-sandbox-gateway-secret',
} as const;

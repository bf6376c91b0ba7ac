import { describe, expect, it } from 'vitest';
import { GatewayTimeoutError, withTimeout } from './payment-gateway';
import { sandboxGateway } from './sandbox-gateway';

const gateway = withTimeout(sandboxGateway(), 20);
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
const usd = (centAmount: number) => ({ centAmount, currencyCode: 'USD' });

async function tokenOf(number: string): Promise<string> {
  const result = await gateway.tokenize(card(number));
  if (result.status !== 'tokenized') throw new Error(`expected ${number} to tokenize, got ${result.status}`);
  return result.token;
}

describe('sandbox payment gateway', () => {
  it('tokenizes a test card into brand, last 4 and expiry, with a token that holds no card digits', async () => {
    const result = await gateway.tokenize(card('4111111111111111'));
    expect(result).toMatchObject({ status: 'tokenized', brand: 'visa', last4: '1111', expMonth: 12, expYear: 2030 });
    const { token } = result as { token: string };
    expect(token).not.toContain('41111111');
    expect(token).toMatch(/^sbx_approve_/);
    // Random per tokenization: a token says nothing about which card it stands for.
    expect(await tokenOf('4111111111111111')).not.toBe(token);
  });

  it.each([
    ['5555555555554444', 'mastercard', '4444'],
    ['378282246310005', 'amex', '0005'],
    ['6200000000000001', 'unionpay', '0001'],
  ])('tokenizes %s as %s', async (number, brand, last4) => {
    expect(await gateway.tokenize(card(number))).toMatchObject({ status: 'tokenized', brand, last4 });
  });

  it.each([
    ['4000000000000002', 'card_declined'],
    ['4111111111111112', 'invalid_number'], // Luhn fails
    ['1234567890123', 'invalid_number'], // no brand
  ])('declines %s when verifying it (%s)', async (number, reason) => {
    expect(await gateway.tokenize(card(number))).toEqual({ status: 'declined', reason });
  });

  it('approves with an authorization id that the same idempotency key always repeats', async () => {
    const token = await tokenOf('4242424242424242');
    const first = await gateway.authorize({ token, amount: usd(12_345), idempotencyKey: 'order-1' });
    expect(first).toMatchObject({ status: 'approved', authorizationId: expect.stringMatching(/^sbx_auth_/) });
    expect(await gateway.authorize({ token, amount: usd(12_345), idempotencyKey: 'order-1' })).toEqual(first);
    expect(await gateway.authorize({ token, amount: usd(12_345), idempotencyKey: 'order-2' })).not.toEqual(first);
    const { authorizationId } = first as { authorizationId: string };
    expect(await gateway.capture({ authorizationId, amount: usd(12_345), idempotencyKey: 'capture-1' })).toEqual({ status: 'done' });
    expect(await gateway.void({ authorizationId, idempotencyKey: 'void-1' })).toEqual({ status: 'done' });
    expect(await gateway.void({ authorizationId: 'someone-elses', idempotencyKey: 'void-2' })).toEqual({ status: 'error', reason: 'unknown_authorization' });
  });

  it.each([
    ['4000000000000341', { status: 'declined', reason: 'card_declined' }],
    ['4000000000009995', { status: 'declined', reason: 'insufficient_funds' }],
    ['4000000000000119', { status: 'error', reason: 'processing_error' }],
  ])('saves %s but answers %j when authorizing', async (number, outcome) => {
    expect(await gateway.authorize({ token: await tokenOf(number), amount: usd(500), idempotencyKey: 'k' })).toEqual(outcome);
  });

  it('refuses unknown tokens and amounts that are not positive whole cents', async () => {
    const token = await tokenOf('4242424242424242');
    expect(await gateway.authorize({ token: 'sbx_approve_forged', amount: usd(500), idempotencyKey: 'k' })).toEqual({ status: 'error', reason: 'unknown_token' });
    expect(await gateway.authorize({ token, amount: usd(0), idempotencyKey: 'k' })).toEqual({ status: 'error', reason: 'invalid_amount' });
    expect(await gateway.authorize({ token, amount: usd(1.5), idempotencyKey: 'k' })).toEqual({ status: 'error', reason: 'invalid_amount' });
  });

  it('simulates a gateway timeout when verifying 4000000000000416 and when authorizing 4000000000000408', async () => {
    await expect(gateway.tokenize(card('4000000000000416'))).rejects.toBeInstanceOf(GatewayTimeoutError);
    const token = await tokenOf('4000000000000408');
    await expect(gateway.authorize({ token, amount: usd(500), idempotencyKey: 'k' })).rejects.toBeInstanceOf(GatewayTimeoutError);
  });

  it('gives up on a gateway that ignores the abort signal', async () => {
    const deaf = withTimeout({ ...sandboxGateway(), tokenize: () => new Promise(() => {}) }, 10);
    await expect(deaf.tokenize(card('4242424242424242'))).rejects.toBeInstanceOf(GatewayTimeoutError);
  });
});

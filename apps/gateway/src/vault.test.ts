import { describe, expect, it } from 'vitest';
import type { Reply } from './replies';
import { cardTokenLifetimeMs, sandboxVault } from './vault';

const now = new Date('2026-11-21T12:00:00Z');
const usd = (centAmount: number) => ({ centAmount, currencyCode: 'USD' });
const entry = (number: string, expiry = '12 / 30', cvc = '123') => ({ number, expiry, cvc });

function tokenOf(vault: ReturnType<typeof sandboxVault>, number: string): string {
  const result = vault.tokenize(entry(number), now);
  if (result.status !== 'tokenized') throw new Error(`${number} was refused`);
  return result.token;
}

const bodyOf = (reply: Reply) => (reply === 'hang' ? undefined : (reply.body as Record<string, unknown>));
const errorOf = (reply: Reply) => (reply === 'hang' ? reply : [reply.status, bodyOf(reply)?.error]);

function paymentMethodOf(vault: ReturnType<typeof sandboxVault>, number: string): string {
  return bodyOf(vault.vaultCard(tokenOf(vault, number), now))!.id as string;
}

describe('sandbox vault: card tokens from the card fields', () => {
  it('keeps brand, last 4 and expiry of a card typed in, never its number or CVC', () => {
    const vault = sandboxVault();
    const result = vault.tokenize(entry('４２４２-４２４２-４２４２-４２４２', '１２ / ３０', '９８７'), now);
    expect(result).toMatchObject({
      status: 'tokenized',
      token: expect.stringMatching(/^tok_[A-Za-z0-9_-]{32}$/),
      card: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
    });
    expect(tokenOf(vault, '4242424242424242')).not.toBe((result as { token: string }).token);
    const kept = JSON.stringify(vault.snapshot());
    for (const secret of ['4242424242424242', '42424242', '987']) expect(kept).not.toContain(secret);
  });

  it.each([
    ['5555 5555 5555 4444', 'mastercard', '4444'],
    ['3782 822463 10005', 'amex', '0005'],
    ['6200000000000001', 'unionpay', '0001'],
  ])('knows %s as %s', (number, brand, last4) => {
    expect(sandboxVault().tokenize(entry(number), now)).toMatchObject({ card: { brand, last4 } });
  });

  it('refuses what the spec §5 rules refuse, with their field messages', () => {
    expect(sandboxVault().tokenize(entry('4111 1111 1111 1112', '10 / 26', '12'), now)).toEqual({
      status: 'invalid',
      errors: {
        number: 'Please enter a valid card number.',
        expiry: 'This card has expired.',
        cvc: 'Please enter a valid security code.',
      },
    });
  });
});

describe('sandbox vault: payment methods', () => {
  it('turns a card token into a payment method once; unknown, used and expired tokens are refused', () => {
    const vault = sandboxVault();
    const token = tokenOf(vault, '4111111111111111');
    const stored = vault.vaultCard(token, now);
    expect(stored).toEqual({
      status: 201,
      body: {
        id: expect.stringMatching(/^pm_/),
        card: { brand: 'visa', last4: '1111', expiryMonth: 12, expiryYear: 2030 },
      },
    });
    const invalid = [400, expect.objectContaining({ type: 'invalid_request', code: 'card_token_invalid' })];
    expect(errorOf(vault.vaultCard(token, now))).toEqual(invalid);
    expect(errorOf(vault.vaultCard('tok_unknown', now))).toEqual(invalid);
    const late = new Date(now.getTime() + cardTokenLifetimeMs + 1);
    expect(errorOf(vault.vaultCard(tokenOf(vault, '4111111111111111'), late))).toEqual(invalid);
  });

  it('declines 4000 0000 0000 0002 and never answers for 4000 0000 0000 0416 when storing them', () => {
    const vault = sandboxVault();
    const declined = tokenOf(vault, '4000000000000002');
    expect(errorOf(vault.vaultCard(declined, now))).toEqual([
      402,
      expect.objectContaining({ type: 'card_error', code: 'card_declined' }),
    ]);
    expect(errorOf(vault.vaultCard(declined, now))[0]).toBe(400); // used up, declined or not
    const slow = tokenOf(vault, '4000000000000416');
    expect(vault.vaultCard(slow, now)).toBe('hang');
    expect(vault.vaultCard(slow, now)).toBe('hang'); // and again on a retry
  });

  it('forgets card tokens past their lifetime, and keeps payment methods', () => {
    const vault = sandboxVault();
    tokenOf(vault, '4111111111111111');
    const method = paymentMethodOf(vault, '4242424242424242');
    vault.prune(new Date(now.getTime() + cardTokenLifetimeMs + 1));
    expect(vault.snapshot().cardTokens).toEqual([]);
    expect(vault.snapshot().paymentMethods.map(([id]) => id)).toEqual([method]);
  });
});

describe('sandbox vault: authorizations', () => {
  it.each([
    ['4000000000000341', [402, expect.objectContaining({ type: 'card_error', code: 'card_declined' })]],
    ['4000000000009995', [402, expect.objectContaining({ type: 'card_error', code: 'insufficient_funds' })]],
    ['4000000000000119', [402, expect.objectContaining({ type: 'processing_error', code: 'processing_error' })]],
    ['4000000000000408', 'hang'],
  ])('stores %s but answers %j when authorizing', (number, outcome) => {
    const vault = sandboxVault();
    expect(errorOf(vault.authorize(paymentMethodOf(vault, number), usd(500), now))).toEqual(outcome);
  });

  it('authorizes, then captures at most the amount once, or voids once', () => {
    const vault = sandboxVault();
    const method = paymentMethodOf(vault, '4242424242424242');
    const authorized = bodyOf(vault.authorize(method, usd(12_345), now))!;
    expect(authorized).toEqual({ id: expect.stringMatching(/^auth_/), status: 'authorized', amount: usd(12_345) });
    const id = authorized.id as string;
    expect(errorOf(vault.capture(id, usd(12_346)))).toEqual([400, expect.objectContaining({ code: 'amount_invalid' })]);
    expect(errorOf(vault.capture(id, { centAmount: 100, currencyCode: 'EUR' }))[0]).toBe(400);
    expect(vault.capture(id, usd(12_000))).toEqual({
      status: 200,
      body: { id, status: 'captured', amount: usd(12_000) },
    });
    expect(errorOf(vault.capture(id, usd(100)))).toEqual([
      409,
      expect.objectContaining({ code: 'authorization_captured' }),
    ]);
    expect(errorOf(vault.void(id))[0]).toBe(409);

    const other = bodyOf(vault.authorize(method, usd(500), now))!.id as string;
    expect(vault.void(other)).toMatchObject({ status: 200, body: { status: 'voided' } });
    expect(errorOf(vault.capture(other, usd(500)))).toEqual([
      409,
      expect.objectContaining({ code: 'authorization_voided' }),
    ]);
    expect(errorOf(vault.void('auth_unknown'))[0]).toBe(404);
    expect(errorOf(vault.authorize('pm_unknown', usd(500), now))[0]).toBe(404);
  });
});

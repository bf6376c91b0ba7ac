import type { Cart, LineItem } from '@chairside/contracts';
import { describe, expect, it } from 'vitest';
import { cartAnswerJson } from './cart-json';

const line = (id: string, quantity: number) =>
  ({
    id,
    quantity,
    name: { 'en-US': `Gloves "${id}"` },
    custom: { fields: { note: '"lineItems":[]' } },
  }) as unknown as LineItem;
const cart = (values: Record<string, unknown>, lineItems: LineItem[]) =>
  ({
    id: 'c1',
    version: 3,
    ...values,
    lineItems,
    totalPrice: { centAmount: 100 },
    display: { lineItems: [] },
  }) as unknown as Cart;

const shared = line('l1', 1);

describe('cartAnswerJson: the text JSON.stringify gives, with line JSON reused', () => {
  it.each([
    ['a cart with lines', cart({ customerId: 'u1' }, [shared, line('l2', 2)])],
    ['the same line again, in another cart', cart({ customerId: 'u1', version: 4 }, [line('l0', 5), shared])],
    ['an email that spells the marker', cart({ customerEmail: 'a"lineItems":[]@example.com' }, [shared])],
    ['a cart without lines', cart({}, [])],
    [
      'an error body',
      { statusCode: 409, message: 'Object c1 has a different version', errors: [{ code: 'ConcurrentModification' }] },
    ],
    ['null', null],
    ['lines with characters beyond ASCII', cart({}, [line('é€😀', 1), shared])],
  ])('%s', (_name, data) => {
    expect(cartAnswerJson(data).toString()).toBe(JSON.stringify(data));
  });
});

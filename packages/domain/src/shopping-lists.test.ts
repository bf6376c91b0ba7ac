import { describe, expect, it } from 'vitest';
import { cartLimits, cartMessages } from './cart-rules';
import {
  lineOrderProblem,
  listAddition,
  listNameProblem,
  listNoteProblem,
  listTextProblem,
  shoppingListLimits,
  shoppingListMessages,
  trimListName,
} from './shopping-lists';

describe('listNameProblem', () => {
  it.each([
    [{ 'en-US': 'Operatory 1' }, undefined],
    [{ 'en-US': 'x'.repeat(255) }, undefined],
    [{ 'en-US': `  ${'x'.repeat(255)}  ` }, undefined],
    [{ 'en-US': '' }, shoppingListMessages.nameRequired],
    [{ 'en-US': '   ' }, shoppingListMessages.nameRequired],
    [{}, shoppingListMessages.nameRequired],
    [{ 'en-US': 'Fine', 'de-DE': ' ' }, shoppingListMessages.nameRequired],
    [{ 'en-US': 'x'.repeat(256) }, shoppingListMessages.nameTooLong],
    [{ 'en-US': 'Broken \ud800' }, shoppingListMessages.notText],
    [{ 'en-US': 'Tooth 🦷' }, undefined],
  ])('%j', (name, expected) => {
    expect(listNameProblem(name)).toBe(expected);
  });

  it('trims what it stores', () => {
    expect(trimListName({ 'en-US': '  Weekly  ' })).toEqual({ 'en-US': 'Weekly' });
  });
});

describe('listTextProblem', () => {
  it.each([
    [{ 'en-US': 'Fine 🦷' }, undefined],
    [{ 'en-US': 'lone \udc00' }, shoppingListMessages.notText],
    [{ '\ud800': 'key' }, shoppingListMessages.notText],
  ])('%j', (text, expected) => {
    expect(listTextProblem(text)).toBe(expected);
  });
});

describe('listNoteProblem', () => {
  it.each([
    ['', undefined],
    ['x'.repeat(shoppingListLimits.maxNoteLength), undefined],
    ['x'.repeat(shoppingListLimits.maxNoteLength + 1), shoppingListMessages.noteTooLong],
    [42, 'A note must be text.'],
  ])('%j', (note, expected) => {
    expect(listNoteProblem(note)).toBe(expected);
  });
});

describe('listAddition', () => {
  const lines = [
    { variant: 'a', quantity: 2 },
    { variant: 'b', quantity: cartLimits.maxLineQuantity },
  ];
  const full = Array.from({ length: shoppingListLimits.maxLines }, (_, n) => ({ variant: `v${n}`, quantity: 1 }));

  it.each([
    ['a new variant is a new line', lines, 'c', 1, { kind: 'new' }],
    ['a variant on the list adds to its line', lines, 'a', 3, { kind: 'merge', index: 0, quantity: 5 }],
    ['a merge past the line maximum is refused', lines, 'b', 1, { problem: cartMessages.quantityTooLarge }],
    ['the 501st line is refused', full, 'new', 1, { problem: shoppingListMessages.tooManyLines }],
    ['a full list still merges', full, 'v7', 1, { kind: 'merge', index: 7, quantity: 2 }],
  ] as const)('%s', (_, current, variant, quantity, expected) => {
    expect(listAddition(current, variant, quantity)).toEqual(expected);
  });

  it('names the limit and why', () => {
    expect(shoppingListMessages.tooManyLines).toMatch(/at most 500 items.*add all to cart.*one cart update/);
  });
});

describe('lineOrderProblem', () => {
  it.each([
    [['a', 'b', 'c'], ['c', 'a', 'b'], undefined],
    [[], [], undefined],
    [['a', 'b'], ['a'], 'lineItemOrder must name every line of the list once (2); it names 1.'],
    [['a', 'b'], ['a', 'a'], "lineItemOrder names 'a' more than once."],
    [['a', 'b'], ['a', 'x'], "lineItemOrder names 'x', which is not a line of this list."],
  ])('%j reordered as %j', (current, order, expected) => {
    expect(lineOrderProblem(current, order)).toBe(expected);
  });
});

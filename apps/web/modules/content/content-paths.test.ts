import { describe, expect, it } from 'vitest';
import { isContentSlug, pageNumberParam, safeContentHref } from './content-paths';

describe('pageNumberParam', () => {
  it.each([
    [undefined, 1],
    ['1', 1],
    ['12', 12],
    [['3', '4'], 3],
    ['0', undefined],
    ['-1', undefined],
    ['2.5', undefined],
    ['abc', undefined],
    ['', undefined],
    ['999999', undefined],
  ])('%j gives %j', (value, page) => expect(pageNumberParam(value)).toBe(page));
});

describe('isContentSlug', () => {
  it.each([
    ['glove-selection-guide', true],
    ['implant-return-policy', true],
    ['Glove', false],
    ['a b', false],
    ['-x', false],
    ['x'.repeat(121), false],
  ])('%s is %s', (slug, ok) => expect(isContentSlug(slug)).toBe(ok));
});

describe('safeContentHref', () => {
  it.each([
    ['/category/supplies', '/category/supplies'],
    ['/lp/spring-savings?x=1#y', '/lp/spring-savings?x=1#y'],
    ['https://example.com/a', 'https://example.com/a'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['JavaScript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['category/supplies', undefined],
  ])('%s gives %s', (href, safe) => expect(safeContentHref(href)).toBe(safe));
});

import { describe, expect, it } from 'vitest';
import { grantRequestedScopes, hasAnyScope, parseScopeParameter } from './scopes';

const storefront = ['view_published_products:aces', 'view_categories:aces'];

describe('parseScopeParameter', () => {
  it('splits on any run of blanks and drops duplicates', () => {
    expect(parseScopeParameter('  view_categories:aces   view_published_products:aces view_categories:aces ')).toEqual([
      'view_categories:aces',
      'view_published_products:aces',
    ]);
    expect(parseScopeParameter('')).toEqual([]);
  });
});

describe('grantRequestedScopes', () => {
  it("gives all of the client's scopes when none are requested", () => {
    expect(grantRequestedScopes(storefront, [])).toEqual({ ok: true, scopes: storefront });
  });

  it('gives a requested subset', () => {
    expect(grantRequestedScopes(storefront, ['view_categories:aces'])).toEqual({
      ok: true,
      scopes: ['view_categories:aces'],
    });
  });

  it('rejects scopes the client does not hold, naming them', () => {
    expect(
      grantRequestedScopes(storefront, ['view_categories:aces', 'manage_project:aces', 'view_orders:other']),
    ).toEqual({
      ok: false,
      rejected: ['manage_project:aces', 'view_orders:other'],
    });
  });

  it('lets a manage_project client narrow its token to well-formed project scopes only', () => {
    const admin = ['manage_project:aces'];
    expect(grantRequestedScopes(admin, ['view_products:aces'])).toEqual({ ok: true, scopes: ['view_products:aces'] });
    expect(grantRequestedScopes(admin, ['view_products:other', 'view_products', 'a:b:aces', 'View:aces'])).toEqual({
      ok: false,
      rejected: ['view_products:other', 'view_products', 'a:b:aces', 'View:aces'],
    });
  });

  it('never grants an identity scope on request, not even to manage_project', () => {
    const requested = ['manage_my_orders:aces', 'customer_id:aces', 'anonymous_id:aces', 'customer_id:x'];
    expect(grantRequestedScopes(['manage_project:aces'], requested)).toEqual({
      ok: false,
      rejected: ['customer_id:aces', 'anonymous_id:aces', 'customer_id:x'],
    });
    expect(grantRequestedScopes(['customer_id:aces'], ['customer_id:aces'])).toEqual({
      ok: false,
      rejected: ['customer_id:aces'],
    });
  });
});

describe('hasAnyScope', () => {
  it('accepts a token holding any one of the listed scopes', () => {
    expect(hasAnyScope(['view_categories:aces'], ['view_categories', 'view_products'])).toBe(true);
    expect(hasAnyScope(['view_products:aces'], ['view_categories', 'view_products'])).toBe(true);
  });

  it('refuses a token without them, or with them for another project', () => {
    expect(hasAnyScope(['view_published_products:aces'], ['view_categories', 'view_products'])).toBe(false);
    expect(hasAnyScope(['view_categories:other'], ['view_categories'])).toBe(false);
    expect(hasAnyScope([], ['view_categories'])).toBe(false);
  });

  it('lets manage_project through everywhere', () => {
    expect(hasAnyScope(['manage_project:aces'], ['view_discount_codes'])).toBe(true);
  });
});

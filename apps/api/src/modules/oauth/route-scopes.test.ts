import { describe, expect, it } from 'vitest';
import { requiredScopes } from './route-scopes';

describe('requiredScopes', () => {
  it.each([
    ['GET', '/aces/categories', ['view_categories', 'view_products']],
    ['GET', '/aces/categories/:id', ['view_categories', 'view_products']],
    ['HEAD', '/aces/categories', ['view_categories', 'view_products']],
    ['GET', '/aces/product-projections/key=:key', ['view_published_products', 'view_products']],
    ['GET', '/aces/product-projections/search', ['view_published_products', 'view_products']],
    ['POST', '/aces/product-projections/search', ['view_published_products', 'view_products']],
    ['GET', '/aces/reviews', ['view_reviews', 'view_products']],
    ['GET', '/aces/shipping-methods', ['view_shipping_methods', 'view_orders', 'manage_my_orders']],
    ['GET', '/aces/channels', ['view_channels', 'view_products']],
    ['GET', '/aces/standalone-prices', ['view_standalone_prices']],
    ['POST', '/aces/me/carts/:id', ['manage_my_orders']],
    ['GET', '/aces/me', ['manage_my_profile']],
    ['POST', '/aces/me/password', ['manage_my_profile']],
    ['DELETE', '/aces/me/shopping-lists/:id', ['manage_my_shopping_lists']],
    ['POST', '/content/graphql', ['view_content']],
    ['POST', '/aces/me/signup', ['manage_my_profile']],
    ['GET', '/mw/offices', ['manage_my_profile']],
    ['POST', '/mw/offices/active', ['manage_my_profile']],
    ['POST', '/mw/support', ['manage_my_profile']],
    ['POST', '/ct/pricing', ['manage_my_orders']],
    ['POST', '/ct/inventory', ['manage_my_orders']],
    ['POST', '/ct/reprice-cart', ['manage_my_orders']],
    ['DELETE', '/aces/me/carts/:id', ['manage_my_orders']],
    ['GET', '/aces/me/active-cart', ['manage_my_orders']],
  ])('%s %s needs one of %j', (method, path, scopes) => {
    expect(requiredScopes(method, path)).toEqual(scopes);
  });

  it('keeps writes to catalogue resources and unlisted paths for manage_project', () => {
    expect(requiredScopes('POST', '/aces/categories')).toEqual([]);
    expect(requiredScopes('DELETE', '/aces/product-projections/:id')).toEqual([]);
    expect(requiredScopes('GET', '/aces/customers')).toEqual([]);
    expect(requiredScopes('GET', '/aces/categoriesx')).toEqual([]);
  });

  it('leaves other routes public', () => {
    expect(requiredScopes('GET', '/health')).toBeUndefined();
    expect(requiredScopes('POST', '/oauth/token')).toBeUndefined();
    expect(requiredScopes('GET', '/media/catalogs/:slug/:page.svg')).toBeUndefined();
    expect(requiredScopes('POST', '/mw/newsletter')).toBeUndefined();
  });
});

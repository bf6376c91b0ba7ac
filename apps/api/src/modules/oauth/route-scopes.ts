/**
 * Which scopes each protected route needs (any one suffices; manage_project always does), by
 * path prefix; the longest matching prefix wins. From the commercetools RAML securedBy lists
 * (reference §5). A view scope never permits a write: writes to catalogue resources (the
 * importer's admin endpoints) need manage_project.
 */
interface ScopeRule {
  prefix: string;
  scopes: readonly string[];
  /** 'reads': GET/HEAD only; 'all': also POST and the other methods (me/*, POST search, GraphQL). */
  methods: 'reads' | 'all';
}

const productReads = ['view_published_products', 'view_products'];

const rules: readonly ScopeRule[] = [
  { prefix: '/aces/product-projections', scopes: productReads, methods: 'reads' },
  // Search also comes as POST with a form body; it reads all the same.
  { prefix: '/aces/product-projections/search', scopes: productReads, methods: 'all' },
  { prefix: '/aces/categories', scopes: ['view_categories', 'view_products'], methods: 'reads' },
  { prefix: '/aces/channels', scopes: ['view_channels', 'view_products'], methods: 'reads' },
  { prefix: '/aces/standalone-prices', scopes: ['view_standalone_prices'], methods: 'reads' },
  // Reference §5 lists view_products; view_reviews (a commercetools scope too) lets a storefront read reviews without it.
  { prefix: '/aces/reviews', scopes: ['view_reviews', 'view_products'], methods: 'reads' },
  { prefix: '/aces/shipping-methods', scopes: ['view_shipping_methods', 'view_orders', 'manage_my_orders'], methods: 'reads' },
  { prefix: '/aces/discount-codes', scopes: ['view_discount_codes'], methods: 'reads' },
  { prefix: '/aces/me', scopes: ['manage_my_profile'], methods: 'all' },
  { prefix: '/aces/me/carts', scopes: ['manage_my_orders'], methods: 'all' },
  { prefix: '/aces/me/active-cart', scopes: ['manage_my_orders'], methods: 'all' },
  { prefix: '/aces/me/orders', scopes: ['manage_my_orders'], methods: 'all' },
  { prefix: '/aces/me/shopping-lists', scopes: ['manage_my_shopping_lists'], methods: 'all' },
  // The content read API (DESIGN.md §4), POST only: a scope of our own, so a token may read content and nothing else.
  { prefix: '/content/graphql', scopes: ['view_content'], methods: 'all' },
  // Middleware calls about the signed-in customer's own account; the routes also demand a customer token.
  { prefix: '/mw/offices', scopes: ['manage_my_profile'], methods: 'all' },
  { prefix: '/mw/support', scopes: ['manage_my_profile'], methods: 'all' },
  // Cards pay for orders: manage_my_payments (commercetools) or the storefront customer token's manage_my_orders.
  { prefix: '/mw/cards', scopes: ['manage_my_payments', 'manage_my_orders'], methods: 'all' },
  // Order-service lookups for the signed-in customer's own shipping accounts (spec §6: only user may read pricing and
  // warehouses); the routes also demand a customer token, so a public read token gets 403 and no token 401.
  { prefix: '/ct/pricing', scopes: ['manage_my_orders'], methods: 'all' },
  { prefix: '/ct/inventory', scopes: ['manage_my_orders'], methods: 'all' },
  // Repricing the signed-in customer's own cart (spec §4); the route also demands a customer token.
  { prefix: '/ct/reprice-cart', scopes: ['manage_my_orders'], methods: 'all' },
  // Order history of the signed-in customer and its active office (customer tokens only, checked by the routes).
  { prefix: '/mw/orders', scopes: ['manage_my_orders'], methods: 'all' },
  { prefix: '/ct/recent-items', scopes: ['manage_my_orders'], methods: 'all' },
  // Order placement (spec §6: only user may place orders); the route also demands a customer token.
  { prefix: '/ct/hs-orders', scopes: ['manage_my_orders'], methods: 'all' },
];

/** Every route under these needs a token; a path without a rule is for manage_project only. */
const protectedRoots = ['/aces/', '/content/', '/mw/offices', '/mw/support', '/mw/cards', '/ct/pricing', '/ct/inventory', '/mw/orders', '/ct/recent-items', '/ct/reprice-cart', '/ct/hs-orders'];

const readMethods = new Set(['GET', 'HEAD']);

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The scope names (without the project suffix) a route accepts, or undefined for a public route.
 * An empty list means only manage_project will do.
 */
export function requiredScopes(method: string, path: string): readonly string[] | undefined {
  if (!protectedRoots.some((root) => path.startsWith(root))) return undefined;
  const rule = rules.filter(({ prefix }) => matches(path, prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
  if (!rule) return [];
  return rule.methods === 'all' || readMethods.has(method.toUpperCase()) ? rule.scopes : [];
}

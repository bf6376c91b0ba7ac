import { createHash } from 'node:crypto';
import { Random } from './random';
import type { ApiClientRow, CategoryRow, RedirectRuleRow } from './rows';

const storefrontScopes = [
  'view_published_products',
  'view_categories',
  'view_standalone_prices',
  'view_channels',
  'view_shipping_methods',
  'view_reviews',
  // The content read API (POST /content/graphql): blog posts, docs pages, print catalogues.
  'view_content',
  'create_anonymous_token',
  'manage_my_profile',
  'manage_my_orders',
  'manage_my_shopping_lists',
];

/**
 * The storefront's and the importer's OAuth clients (DESIGN.md §4). Client secrets are long random
 * strings in production, so a fast SHA-256 digest is enough; Argon2 is reserved for passwords.
 */
export function buildApiClients(): ApiClientRow[] {
  return [
    {
      clientId: 'storefront',
      name: 'Storefront',
      secretHash: hashClientSecret('storefront-demo-secret'),
      scopes: storefrontScopes.map((scope) => `${scope}:aces`),
    },
    {
      clientId: 'importer',
      name: 'Catalogue importer',
      secretHash: hashClientSecret('importer-demo-secret'),
      scopes: ['manage_project:aces'],
    },
  ];
}

/** "sha256:<hex>", the stored form of an API client secret. */
export function hashClientSecret(secret: string): string {
  return `sha256:${createHash('sha256').update(secret).digest('hex')}`;
}

/** Storefront redirects, including the mobile menu's misspelt /docs/esources link (spec §2). */
export function buildRedirectRules(seed: number, categories: readonly CategoryRow[]): RedirectRuleRow[] {
  const rules = [
    { sourcePath: '/docs/esources', target: '/docs/resources', statusCode: 301 },
    { sourcePath: '/shop', target: '/', statusCode: 301 },
    { sourcePath: '/gloves', target: categoryPath(categories, 'gloves'), statusCode: 301 },
    { sourcePath: '/manufacturer-rebates', target: 'https://rebates.example.com/chairside', statusCode: 302 },
  ];
  return rules.map((rule) => ({ id: Random.for(seed, 'redirect', rule.sourcePath).uuid(), ...rule }));
}

/** The storefront URL of a category: /category/{top slug}/…/{slug}, the root left out. */
function categoryPath(categories: readonly CategoryRow[], key: string): string {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const category = categories.find((candidate) => candidate.key === key);
  if (!category) throw new Error(`Demo category ${key} is missing`);
  const slugs = [...(category.ancestorIds ?? []).slice(1), category.id].map((id) => byId.get(id)!.slug['en-US']);
  return `/category/${slugs.join('/')}`;
}

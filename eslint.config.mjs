// Lint rules for the whole repo. The dependency rule of DESIGN.md §3 is enforced here:
// the storefront never imports the database or the API, and the domain imports nothing of ours.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverOnlyPackages = [
  '@chairside/db',
  '@chairside/api',
  'drizzle-orm',
  'drizzle-orm/*',
  'postgres',
  '@electric-sql/pglite',
  'fastify',
  'argon2',
];

/**
 * The storefront's import rules, plus a layer's own: one rule object per file set, since a later
 * config's no-restricted-imports replaces an earlier one's rather than adding to it.
 */
function webImportRules(...extraPatterns) {
  return [
    'error',
    {
      patterns: [
        {
          group: serverOnlyPackages,
          message:
            'The storefront talks to the API over HTTP; it never imports the database or the API (DESIGN.md §3).',
        },
        { regex: '^\\.\\./', message: "Import other folders through the '@/' alias (apps/web/tsconfig.json)." },
        ...extraPatterns,
      ],
    },
  ];
}

const layer = (group, why) => ({ group, message: `${why}: it must not import ${group.join(' or ')}.` });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.data/**',
      '**/.test-data/**',
      'packages/db/migrations/**',
      '**/next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'apps/api/src/cli.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': webImportRules(),
    },
  },
  // The storefront's layers: app/ (routes) uses modules/ (UI and actions by domain), which use lib/
  // (infrastructure: API transport, session, cookies). Never the other way round.
  {
    files: ['apps/web/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webImportRules(layer(['@/modules/**', '@/app/**'], 'lib/ is infrastructure')) },
  },
  {
    files: ['apps/web/modules/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': webImportRules(layer(['@/app/**'], 'modules/ hold what routes use')) },
  },
  // The API's order engine has one public face (modules/order-engine/index.ts); its files may change freely.
  {
    files: ['apps/api/**/*.ts'],
    ignores: ['apps/api/src/modules/order-engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/order-engine/*'],
              message: "Import the order engine from its index ('../order-engine'), never one of its files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chairside/*', 'node:*', 'fs', 'http', 'https', 'net', 'zod'],
              message: 'The domain package is pure: no I/O and nothing of ours (DESIGN.md §3).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chairside/db', '@chairside/api', '@chairside/web', 'node:*'],
              message: 'Contracts are shared by api and web; they depend on zod and the domain only.',
            },
          ],
        },
      ],
    },
  },
);

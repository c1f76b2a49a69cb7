import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'data', 'test-results', 'playwright-report', 'tests/fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'warn',
      'no-console': ['warn', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Layers (docs/decisions/README.md): shared is imported by both sides and imports neither; the client never
  // reaches into the server; only repositories (and the queue/session stores) query the database.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: layerBans(['server', 'client']) }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: layerBans(['server']) }] },
  },
  // Answers are read only through the endpoint definitions in src/client/api (callApi/apiQuery in lib/api.ts),
  // which parse them with the route's shared zod schema (docs/decisions/0047-client-api.md): no `.json()` elsewhere, no
  // type argument that would claim an answer's shape, no query without its loader.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='json'][arguments.length=0]",
          message: 'Read an answer with callApi/apiQuery and its shared schema (src/client/api), not res.json().',
        },
        {
          selector: "TSAsExpression:has(CallExpression[callee.property.name='json'])",
          message: 'Do not cast an answer: parse it with the shared schema (callApi/apiQuery in src/client/api).',
        },
        {
          selector:
            'CallExpression[callee.name=/^use(Suspense|Infinite|SuspenseInfinite)?Quer(y|ies)$/][typeArguments]',
          message: 'The data type comes from the endpoint definition (src/client/api), not a type argument.',
        },
        {
          selector:
            "CallExpression[callee.name=/^use(Suspense)?Query$/] > ObjectExpression.arguments:has(> Property[key.name='queryKey']):not(:has(> Property[key.name='queryFn']))",
          message: 'Spread an endpoint definition from src/client/api (it brings the loader and its schema).',
        },
        {
          selector:
            "CallExpression[callee.name=/^use(Suspense)?Queries$/] ObjectExpression:has(> Property[key.name='queryKey']):not(:has(> Property[key.name='queryFn']))",
          message: 'Give each query the loader of its endpoint definition (src/client/api).',
        },
      ],
    },
  },
  {
    files: ['src/server/routes/**/*.ts', 'src/server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'Query the database through a repository (src/server/repositories).' }],
          patterns: layerBans(['client']),
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
          message: 'Query the database through a repository (src/server/repositories).',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/routes/**', 'src/server/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: layerBans(['client']) }] },
  },
);

/** Import patterns that cross into the named source roots, by alias or by relative path. */
function layerBans(roots) {
  return roots.map((root) => ({
    group: [`#${root}/*`, `**/${root}/**`, `../${root}`, `../../${root}`],
    message: `This layer may not import from src/${root} (see eslint.config.js).`,
  }));
}

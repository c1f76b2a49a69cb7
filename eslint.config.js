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

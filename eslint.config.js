import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/** A module in another folder is named by its place under src/ (`@/leads/quote`), never by a chain of `../`. */
const parentImports = { group: ['../*'], message: 'import from another folder by its @/ path' };

/** The folders of src/, and what each may import (its README says the same). */
const SRC_FOLDERS = ['app', 'components', 'content', 'features', 'inbox', 'islands', 'leads', 'outbox', 'routes', 'server', 'sw', 'test-utils'];
const MAY_IMPORT = {
  leads: [],
  // The islands' contract and runtime: the site (its islands' code, Mantine's provider) is given to it by app.
  islands: [],
  content: ['leads'],
  outbox: ['leads', 'content'],
  components: ['islands', 'content', 'leads', 'outbox'],
  features: ['components', 'islands', 'content', 'leads', 'outbox'],
  app: ['features', 'components', 'islands', 'content', 'leads', 'outbox'],
  routes: ['app', 'features', 'components', 'islands', 'content', 'leads', 'outbox'],
  sw: ['leads', 'outbox', 'content'],
  inbox: ['leads', 'outbox', 'components'],
  server: ['leads', 'content'],
  'test-utils': ['components', 'content', 'leads', 'outbox'],
};

/** Imports flow one way: islands/content/leads/components → features → app → routes. */
const layerRule = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: [parentImports, ...forbidden.map((group) => ({ group: [`@/${group}/*`, `**/${group}/*`], message }))] }],
});

export default tseslint.config(
  {
    ignores: [
      // Linted by npm run bench:check, with the bench's own install (bench/eslint.config.js).
      'bench',
      'dist',
      'server',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'coverage',
      'reports',
      '.stryker-tmp',
      '**/*.tmp.ts',
    ],
  },
  js.configs.recommended,
  // Type-aware: promises nobody awaits or handles, and promises passed where nothing waits for them, are errors.
  ...tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  { files: ['**/*.{js,cjs,mjs}'], ...tseslint.configs.disableTypeChecked },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // An async function that implements a promise-returning interface reads as what it is without an await.
      '@typescript-eslint/require-await': 'off',
      // String(value) of a value of unknown shape (a JSON field, an error) is how it is shown on purpose.
      '@typescript-eslint/no-base-to-string': 'off',
      // Our factories hand out closures, never methods that read `this` (smokeChecks, the outbox's answers).
      '@typescript-eslint/unbound-method': 'off',
      // A route's loader throws the router's notFound(), which the router catches and renders.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' }] }],
    },
  },
  {
    // Tests compare with asymmetric matchers (expect.any, expect.objectContaining), which are typed any,
    // and hand methods to expect(); neither is the unsafety these rules are for.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'tests/**/*.ts', 'src/server/testing/**/*.ts', 'src/leads/testing/**/*.ts', 'src/test-utils/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // Hono types a middleware's context with any env and input generics; handing it on is not the unsafety this rule is for.
    files: ['src/server/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-argument': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/sw/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['public/**/*.js', 'src/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['src/server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'build/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js,cjs}'],
    languageOptions: { globals: globals.node },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: layerRule([], '') },
  {
    // No circle of imports in src/: a module is never reached again by following the imports it makes
    // (static, re-exported or dynamic; type-only imports leave no trace in the code and do not count).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Each folder of src/ imports only the folders its README names ("May import:"; tests/folder-readmes.test.ts
  // holds the two to each other). test-utils is for tests anywhere.
  ...Object.entries(MAY_IMPORT).map(([folder, allowed]) => ({
    files: [`src/${folder}/**`],
    rules: layerRule(
      [
        ...SRC_FOLDERS.filter((other) => other !== folder && other !== 'test-utils' && !allowed.includes(other)),
        ...(folder === 'features' ? ['features'] : []),
      ],
      folder === 'features'
        ? 'a feature imports only components, islands, content, leads and the outbox, never another feature (its own modules by ./)'
        : `src/${folder} may import ${allowed.length > 0 ? allowed.join(', ') : 'nothing of the site'} (see its README)`,
    ),
  })),
);

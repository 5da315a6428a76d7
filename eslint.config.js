import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports flow one way: content/leads/components → features → app → routes. */
const layerRule = (forbidden, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map((group) => ({ group: [`**/${group}/*`, `../${group}/*`], message })) },
  ],
});

export default tseslint.config(
  { ignores: ['dist', 'server', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'coverage', 'reports', '.stryker-tmp', '**/*.tmp.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**', 'src/sw/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['public/**/*.js', 'src/**/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['src/server/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js,cjs}'],
    languageOptions: { globals: globals.node },
  },
  { files: ['src/content/**', 'src/leads/**', 'src/outbox/**'], rules: layerRule(['components', 'features', 'app', 'routes', 'server', 'inbox'], 'content, leads and the outbox are the bottom layer') },
  { files: ['src/sw/**'], rules: layerRule(['components', 'features', 'app', 'routes', 'server', 'inbox'], 'the worker shares only leads, the outbox and content with the page') },
  { files: ['src/components/**'], rules: layerRule(['features', 'app', 'routes', 'server', 'inbox'], 'shared components may not depend on features or the app') },
  { files: ['src/features/**'], rules: layerRule(['app', 'routes', 'server', 'inbox'], 'features may not depend on the app shell or routes') },
  { files: ['src/app/**'], rules: layerRule(['routes', 'server', 'inbox'], 'the app shell may not depend on route files or the studio inbox') },
  { files: ['src/routes/**'], rules: layerRule(['server', 'inbox'], 'route files are the site: no server code, no studio inbox') },
  { files: ['src/inbox/**'], rules: layerRule(['app', 'routes', 'server'], "the studio's inbox is its own application: it shares only leads, the outbox, components and features with the site") },
  { files: ['src/server/**'], rules: layerRule(['components', 'features', 'app', 'routes', 'inbox'], 'the server shares only content and leads with the page') },
);

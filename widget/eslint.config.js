// Lint of the widget's sources: TypeScript, React hooks, accessibility, and
// the layers of src/ (README "Widget layers"). The layers, top to bottom:
//
//   embed   the widget's entry (iframe child side); may use app and below
//   app     the portal's entry, routes and store wiring; may use features and below
//   feature src/features/<name>; may use shared and lib, never another feature
//   shared  src/components (UI pieces) and src/state (domain state, the query cache,
//           hooks two features need); components may use state, state only lib
//   lib     pure utilities, texts and wire types; imports nothing of the app
//
// Tests and stories sit beside the code they cover and follow its rules,
// with one relaxation: they may also use app (to render the whole app or its
// store) and src/test (fixtures, mock BFF). .storybook (decorators) is
// outside src and outside the layers.
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.{ts,tsx}', 'src/test/**'];

/** The layers each layer may import, beside its own files. */
const LAYERS = {
  embed: ['app', 'feature', 'components', 'state', 'lib'],
  app: ['feature', 'components', 'state', 'lib'],
  feature: ['components', 'state', 'lib'],
  components: ['state', 'lib'],
  state: ['lib'],
  lib: [],
};

/** What tests and stories may import on top of their layer's own rules. */
const TEST_EXTRAS = ['app', 'test-support'];

/** Imports resolve as TypeScript resolves them, whichever directory ESLint runs from. */
const TSCONFIG = join(import.meta.dirname, 'tsconfig.json');

/** The options of boundaries/dependencies: LAYERS, with extra layers every file may import. */
function layerRule(extras) {
  return {
    default: 'disallow',
    policies: [
      // Any file may import its own layer's files (a feature's: its own folder).
      { allow: { dependency: { relationship: { to: 'internal' } } } },
      ...Object.entries(LAYERS).map(([layer, below]) => ({
        from: { element: { type: layer } },
        allow: { to: { element: { types: { anyOf: [...below, ...extras] } } } },
      })),
      // Packages, and Node's own modules in tests and configs.
      { allow: { to: { module: { origin: ['external', 'core'] } } } },
    ],
  };
}

export default defineConfig(
  {
    ignores: ['dist/**', 'storybook-static/**', 'src/lib/api.gen.ts'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
    },
    rules: {
      // A leading underscore names what is unused on purpose (a skipped parameter, a key left out of a rest).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // The three React Compiler rules: the app is not built with the compiler, and what they flag (a ref read
      // for its latest value during render, state reset from new props in an effect) is deliberate here.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
    },
  },
  {
    files: ['*.{js,ts,mjs}', 'scripts/**/*.mjs', '.storybook/**/*.{js,ts,tsx,mjs}'],
    languageOptions: {
      globals: { ...globals.node },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TSCONFIG })],
      'import/resolver': { typescript: { project: TSCONFIG } },
      'boundaries/elements': [
        { type: 'embed', pattern: 'src/embed' },
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'components', pattern: 'src/components' },
        { type: 'state', pattern: 'src/state' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'test-support', pattern: 'src/test' },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', layerRule([])],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'boundaries/dependencies': ['error', layerRule(TEST_EXTRAS)],
    },
  },
  {
    // Test support and Storybook decorators serve every layer's tests.
    files: ['src/test/**'],
    rules: { 'boundaries/dependencies': 'off' },
  },
);

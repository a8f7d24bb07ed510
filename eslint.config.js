// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeModules = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

export default tseslint.config(
  {
    ignores: ['out/**', 'dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Each file is type-checked in the tsconfig that includes it (tsconfig.json references all four).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A promise is awaited, handled, or `void`ed where it handles its own errors; handlers never return one.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Numbers read fine in messages; anything else is formatted on purpose.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` is the React idiom, not a confusing void.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Turned off, each for one reason:
      // - an async function without await is how fakes and bridges meet a Promise-returning interface.
      '@typescript-eslint/require-await': 'off',
      // - tests and tools guard values their types call non-null (teardown after a failed beforeAll, rows, JSON).
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // - count(*) and sum() are typed number, but PostgreSQL answers bigint/numeric as strings: Number() stays.
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['jotai', 'jotai/*'], message: 'Import jotai only from src/renderer/src/state.' }] },
      ],
    },
  },
  {
    // Test bodies come from light-my-request's and Playwright's `json()`, typed `any`; the tests assert their shape.
    files: ['tests/**/*.ts', 'bench/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Plain JS (this file) is in no tsconfig program: lint it without types.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/renderer/src/state/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeModules.map((name) => ({ name, message: 'src/shared is isomorphic: no Node modules.' })),
          patterns: [
            { group: ['electron', 'electron/*'], message: 'src/shared is isomorphic: no Electron.' },
            { group: ['react', 'react-dom', 'react-dom/*', 'react/*'], message: 'src/shared has no DOM code.' },
            { group: ['jotai', 'jotai/*'], message: 'Import jotai only from src/renderer/src/state.' },
            { group: ['**/main/*', '**/renderer/*', '**/server/*', '**/media/*', '**/preload/*'], message: 'src/shared imports nothing else from src.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'process', 'Buffer', 'require', '__dirname'].map(
          (name) => ({ name, message: 'src/shared is isomorphic: no DOM or Node globals.' }),
        ),
      ],
    },
  },
);

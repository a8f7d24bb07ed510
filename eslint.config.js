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
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['jotai', 'jotai/*'], message: 'Import jotai only from src/renderer/src/state.' }] },
      ],
    },
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

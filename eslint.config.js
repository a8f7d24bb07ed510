// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeModules = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

/**
 * Import rules. A layer reaches another through its alias in package.json "imports" (#shared/*,
 * #server/*, #ui/*, ...); a relative path stays inside its layer or feature and never climbs three
 * folders. Each layer lists the aliases it may use; the relative spellings of the layers it may not
 * reach are refused as well, so a boundary holds however the import is written.
 */
const CLIMB_MESSAGE = 'Import from another layer or feature through its alias (#shared/*, #ui/*, ...; see package.json "imports").';
const climbing = { regex: '^(\\.\\./){3,}', message: CLIMB_MESSAGE };
const jotai = { group: ['jotai', 'jotai/*'], message: 'Import jotai only from src/renderer/src/state.' };
const RENDERER_ALIASES = ['shared', 'app', 'features', 'ui', 'api', 'state', 'platform', 'i18n', 'locales'];
// no-restricted-imports does not see import(): the climb is refused there too.
const dynamicClimb = { selector: 'ImportExpression > Literal[value=/^(\\.\\.\\/){3,}/]', message: CLIMB_MESSAGE };
const TARGET_MESSAGE = 'The renderer decides its target once, in platform/target.ts: use a member of its Platform.';
const targetCheck = { selector: "MemberExpression[object.name='window'][property.name='qurious']", message: TARGET_MESSAGE };

/**
 * Refuses every alias but the allowed ones, and the relative paths into the given src folders.
 * @param {string} name @param {string[]} allowedAliases @param {string[]} otherLayers
 */
function layer(name, allowedAliases, otherLayers) {
  return [
    { regex: `^#(?!(${allowedAliases.join('|')})(/|$))`, message: `${name} imports only ${allowedAliases.map((a) => `#${a}`).join(', ')}.` },
    { group: otherLayers.map((f) => `**/${f}/*`), message: `${name} imports nothing from src/${otherLayers.join(', src/')}.` },
  ];
}
const rendererLayer = layer('src/renderer', RENDERER_ALIASES, ['main', 'server', 'media', 'preload']);
/** The server-only answers' catalogue (src/shared/locales/<lng>/answers.ts) stays out of every page's chunks. */
const serverAnswers = { regex: '^#shared/(i18n/english-answers|domain/[a-z-]+-answers)$', message: 'Server-only answers are for the server: a page shows them as the API sends them.' };
/** @param {...object} patterns */
const restricted = (...patterns) => ['error', { patterns: [climbing, ...patterns] }];

export default tseslint.config(
  {
    ignores: ['out/**', 'dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Each file is type-checked in the tsconfig that includes it (tsconfig.json references both).
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
      'no-restricted-imports': restricted(jotai),
      'no-restricted-syntax': ['error', dynamicClimb],
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
    rules: { 'no-restricted-imports': restricted(jotai, serverAnswers, ...rendererLayer) },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': restricted(jotai, ...layer('src/server', ['shared', 'server', 'media'], ['main', 'renderer', 'preload'])) },
  },
  {
    files: ['src/main/**/*.ts'],
    rules: { 'no-restricted-imports': restricted(jotai, ...layer('src/main', ['shared', 'main', 'media'], ['server', 'renderer', 'preload'])) },
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: { 'no-restricted-imports': restricted(jotai, ...layer('src/preload', ['shared'], ['main', 'server', 'renderer', 'media'])) },
  },
  {
    files: ['src/media/**/*.ts'],
    rules: { 'no-restricted-imports': restricted(jotai, ...layer('src/media', ['shared', 'media'], ['main', 'server', 'renderer', 'preload'])) },
  },
  {
    // The Node-side program is type-checked with the DOM library (its Playwright specs call into pages):
    // the source that runs in Node must not lean on what only a browser has.
    files: ['src/server/**/*.ts', 'src/main/**/*.ts', 'src/media/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'HTMLElement'].map((name) => ({
          name,
          message: 'This code runs in Node: no DOM globals.',
        })),
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
      'no-restricted-syntax': ['error', dynamicClimb, targetCheck],
    },
  },
  {
    files: ['src/renderer/src/platform/target.ts'],
    rules: { 'no-restricted-syntax': ['error', dynamicClimb] },
  },
  {
    files: ['src/renderer/src/state/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restricted(...rendererLayer) },
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
            climbing,
            { group: ['electron', 'electron/*'], message: 'src/shared is isomorphic: no Electron.' },
            { group: ['react', 'react-dom', 'react-dom/*', 'react/*'], message: 'src/shared has no DOM code.' },
            jotai,
            { group: ['**/main/*', '**/renderer/*', '**/server/*', '**/media/*', '**/preload/*'], message: 'src/shared imports nothing else from src.' },
            { regex: '^#(?!shared/)', message: 'src/shared imports nothing else from src.' },
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

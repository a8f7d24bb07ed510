import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The layer rules read no types, so the probes may name files that do not exist; the rules that
// read types need a file of a tsconfig project (its content on disk is not read).
const layers = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
const typed = new ESLint({ cwd: process.cwd() });

async function lint(code: string, filePath: string, eslint = layers): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

// ESLint loads the whole typescript-eslint config on first use, and the typed probe builds the
// TypeScript program of a whole tsconfig project: seconds on a quiet machine, a minute or more on a
// loaded 2-core one. The timeout only bounds a failing run; a passing probe returns when done.
describe('the lint keeps the layers apart', { timeout: 240_000 }, () => {
  it('forbids Node, DOM and Electron in src/shared', async () => {
    const node = await lint("import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'src/shared/domain/x.ts');
    expect(node.join('\n')).toContain('src/shared is isomorphic: no Node modules.');
    const electron = await lint("import { app } from 'electron';\nexport const x = app;\n", 'src/shared/domain/x.ts');
    expect(electron.join('\n')).toContain('no Electron');
    const dom = await lint('export const w = window.innerWidth;\n', 'src/shared/domain/x.ts');
    expect(dom.join('\n')).toContain('no DOM or Node globals');
  });

  it('forbids jotai outside src/renderer/src/state', async () => {
    const outside = await lint("import { atom } from 'jotai';\nexport const a = atom(1);\n", 'src/renderer/src/features/home/x.ts');
    expect(outside.join('\n')).toContain('Import jotai only from src/renderer/src/state.');
    const inside = await lint("import { atom } from 'jotai';\nexport const a = atom(1);\n", 'src/renderer/src/state/x.ts');
    expect(inside).toEqual([]);
  });

  it('keeps src/shared apart however the import is written', async () => {
    for (const from of ['#server/config', '#ui/Page', '#state', '#media/index', '../../server/config']) {
      const found = await lint(`import { x } from '${from}';\nexport const y = x;\n`, 'src/shared/domain/x.ts');
      expect(found.join('\n'), from).toContain('src/shared imports nothing else from src.');
    }
    expect(await lint("import { x } from '#shared/catalog/skills';\nexport const y = x;\n", 'src/shared/domain/x.ts')).toEqual([]);
  });

  it('keeps each process to the layers it may reach, by alias or by relative path', async () => {
    const cases: [file: string, from: string, message: string][] = [
      ['src/renderer/src/features/home/x.ts', '#server/app', 'src/renderer imports only #shared'],
      ['src/renderer/src/features/home/x.ts', '#main/ipc', 'src/renderer imports only #shared'],
      ['src/renderer/src/features/home/x.ts', '#media/index', 'src/renderer imports only #shared'],
      ['src/renderer/src/main.tsx', '../../server/app', 'src/renderer imports nothing from src/main'],
      ['src/renderer/src/state/x.ts', '#server/app', 'src/renderer imports only #shared'],
      ['src/server/modules/gigs/x.ts', '#ui/Page', 'src/server imports only #shared, #server, #media'],
      ['src/server/modules/gigs/x.ts', '#state', 'src/server imports only #shared, #server, #media'],
      ['src/server/x.ts', '../main/ipc', 'src/server imports nothing from src/main'],
      ['src/main/x.ts', '#server/app', 'src/main imports only #shared, #main, #media'],
      ['src/preload/x.ts', '#main/ipc', 'src/preload imports only #shared.'],
      ['src/media/x.ts', '#server/config', 'src/media imports only #shared, #media'],
    ];
    for (const [file, from, message] of cases) {
      const found = await lint(`import { x } from '${from}';\nexport const y = x;\n`, file);
      expect(found.join('\n'), `${file} <- ${from}`).toContain(message);
    }
    const allowed: [file: string, from: string][] = [
      ['src/renderer/src/features/home/x.ts', '#ui/Page'],
      ['src/renderer/src/features/home/x.ts', '#state'],
      ['src/renderer/src/features/home/x.ts', '#features/catalog/links'],
      ['src/server/modules/gigs/x.ts', '#media/index'],
      ['src/main/x.ts', '#shared/contract/ipc'],
    ];
    for (const [file, from] of allowed) {
      expect(await lint(`import { x } from '${from}';\nexport const y = x;\n`, file), `${file} <- ${from}`).toEqual([]);
    }
  });

  it('lets only platform/target.ts decide the renderer target', async () => {
    const decide = 'The renderer decides its target once, in platform/target.ts';
    const byBridge = 'export const desktop = window.qurious !== undefined;\n';
    expect((await lint(byBridge, 'src/renderer/src/features/gigs/x.ts')).join('\n')).toContain(decide);
    expect((await lint(byBridge, 'src/renderer/src/app/x.tsx')).join('\n')).toContain(decide);
    expect(await lint(byBridge, 'src/renderer/src/platform/target.ts')).toEqual([]);
  });

  it('refuses relative paths that climb three folders, static or dynamic', async () => {
    const climb = 'Import from another layer or feature through its alias';
    // Built, so that a search of the source for such imports finds none here.
    const up3 = '../'.repeat(3);
    const inSrc = await lint(`import { x } from '${up3}shared/domain/user';\nexport const y = x;\n`, 'src/server/modules/users/x.ts');
    expect(inSrc.join('\n')).toContain(climb);
    const inTests = await lint(`export { x } from '${up3}src/server/app';\n`, 'tests/e2e/web/x.ts');
    expect(inTests.join('\n')).toContain(climb);
    const dynamic = await lint(`export const load = () => import('${up3}shared/contract/http');\n`, 'src/renderer/src/api/x.ts');
    expect(dynamic.join('\n')).toContain(`no-restricted-syntax: ${climb}`);
    expect(await lint("import { x } from '../../helpers/users';\nexport const y = x;\n", 'tests/e2e/web/x.ts')).toEqual([]);
  });

  it('forbids any', async () => {
    const loose = await lint('export const f = (x: any) => x;\n', 'src/server/x.ts');
    expect(loose.join('\n')).toContain('@typescript-eslint/no-explicit-any');
  });

  it('forbids a promise nobody handles and one passed where nothing awaits it', async () => {
    const file = 'src/server/config.ts';
    const floating = await lint('const f = async () => 1;\nf();\n', file, typed);
    expect(floating.join('\n')).toContain('@typescript-eslint/no-floating-promises');
    const misused = await lint("export const on = (el: EventTarget) => el.addEventListener('x', async () => 1);\n", file, typed);
    expect(misused.join('\n')).toContain('@typescript-eslint/no-misused-promises');
    expect(await lint('const f = async () => 1;\nf().catch(() => undefined);\n', file, typed)).toEqual([]);
  });
});

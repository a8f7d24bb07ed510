import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/**
 * The messages for `code` linted as if it were the file at `filePath`. The rules read types, so the
 * file must exist in one of the tsconfig projects; its content on disk is not read.
 */
async function lint(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

// ESLint loads the whole typescript-eslint config on first use: slow on a busy machine.
describe('the lint keeps the layers apart', { timeout: 60_000 }, () => {
  it('forbids Node, DOM and Electron in src/shared', async () => {
    const node = await lint("import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n", 'src/shared/domain/user.ts');
    expect(node.join('\n')).toContain('src/shared is isomorphic: no Node modules.');
    const electron = await lint("import { app } from 'electron';\nexport const x = app;\n", 'src/shared/domain/user.ts');
    expect(electron.join('\n')).toContain('no Electron');
    const dom = await lint('export const w = window.innerWidth;\n', 'src/shared/domain/user.ts');
    expect(dom.join('\n')).toContain('no DOM or Node globals');
  });

  it('forbids jotai outside src/renderer/src/state', async () => {
    const outside = await lint("import { atom } from 'jotai';\nexport const a = atom(1);\n", 'src/renderer/src/features/home/texts.ts');
    expect(outside.join('\n')).toContain('Import jotai only from src/renderer/src/state.');
    const inside = await lint("import { atom } from 'jotai';\nexport const a = atom(1);\n", 'src/renderer/src/state/session.ts');
    expect(inside).toEqual([]);
  });

  it('forbids any', async () => {
    const loose = await lint('export const f = (x: any) => x;\n', 'src/server/config.ts');
    expect(loose.join('\n')).toContain('@typescript-eslint/no-explicit-any');
  });

  it('forbids a promise nobody handles and one passed where nothing awaits it', async () => {
    const floating = await lint('const f = async () => 1;\nf();\n', 'src/server/config.ts');
    expect(floating.join('\n')).toContain('@typescript-eslint/no-floating-promises');
    const misused = await lint("export const on = (el: EventTarget) => el.addEventListener('x', async () => 1);\n", 'src/server/config.ts');
    expect(misused.join('\n')).toContain('@typescript-eslint/no-misused-promises');
    const handled = await lint('const f = async () => 1;\nf().catch(() => undefined);\n', 'src/server/config.ts');
    expect(handled).toEqual([]);
  });
});

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function lint(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

// ESLint loads the whole typescript-eslint config on first use: slow on a busy machine.
describe('the lint keeps the layers apart', { timeout: 60_000 }, () => {
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

  it('forbids any', async () => {
    const loose = await lint('export const f = (x: any) => x;\n', 'src/server/x.ts');
    expect(loose.join('\n')).toContain('@typescript-eslint/no-explicit-any');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** A renderer alias: TypeScript tries the .ts and .tsx file ("types"), the bundlers add the extension ("default"). */
interface ConditionalTarget {
  types: string[];
  default: string;
}
type Target = string | ConditionalTarget;

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { imports: Record<string, Target> };
const e2e = ts.readConfigFile('tsconfig.node.json', (path) => ts.sys.readFile(path)).config as { compilerOptions: { paths: Record<string, string[]> } };

const runtimeTarget = (target: Target) => (typeof target === 'string' ? target : target.default);
const folderOf = (target: string) => target.slice(0, target.indexOf('*'));

describe('the import aliases (package.json "imports")', () => {
  it('name folders and files that exist', () => {
    const missing = Object.entries(pkg.imports)
      .map(([key, target]) => [key, runtimeTarget(target)] as const)
      .filter(([, target]) => !existsSync(target.includes('*') ? folderOf(target) : target));
    expect(missing).toEqual([]);
  });

  it('give TypeScript the .ts and the .tsx file of every extensionless renderer target', () => {
    for (const target of Object.values(pkg.imports)) {
      if (typeof target === 'string') continue;
      expect(target.types).toEqual([`${target.default}.ts`, `${target.default}.tsx`]);
    }
  });

  it('are repeated for Playwright in tsconfig.node.json for the renderer, and only there', () => {
    const renderer = Object.entries(pkg.imports)
      .filter(([, target]) => runtimeTarget(target).startsWith('./src/renderer/'))
      .map(([key, target]) => [key, [runtimeTarget(target)]] as const);
    expect(renderer.length).toBeGreaterThan(0);
    expect(e2e.compilerOptions.paths).toEqual(Object.fromEntries(renderer));
  });
});

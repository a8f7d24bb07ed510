import { describe, expect, it } from 'vitest';
import { importCycles } from '#scripts/lib/import-cycles';

describe('the import graph of src/', () => {
  it('has no cycle, type-only imports included', () => {
    expect(importCycles(process.cwd(), ['src'])).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { COMMITTED_DOCUMENT } from './api-document-path';
import { breakingChanges, type ApiDocumentShape } from './lib/api-breaking';

/**
 * `npm run api:breaking [-- <git ref>]`: compares the API document of this copy with the one at the
 * ref (default: where this branch left main) and fails on any change that would break a caller of an
 * existing route not marked `versioned` in the contract. Without the ref (a copy with no main) it
 * says so and passes: there is nothing to compare with.
 */
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
const ref = process.argv.slice(2).find((a) => !a.startsWith('-'));
let base: string;
try {
  base = ref ?? git('merge-base', 'HEAD', 'main').trim();
} catch {
  console.log('No main branch to compare the API document with: the breaking-change check is skipped.');
  process.exit(0);
}
let before: ApiDocumentShape;
try {
  before = JSON.parse(git('show', `${base}:${COMMITTED_DOCUMENT}`)) as ApiDocumentShape;
} catch {
  console.log(`${base.slice(0, 12)} has no ${COMMITTED_DOCUMENT}: nothing to compare with.`);
  process.exit(0);
}
const after = JSON.parse(readFileSync(COMMITTED_DOCUMENT, 'utf8')) as ApiDocumentShape;
const changes = breakingChanges(before, after);
if (changes.length === 0) console.log(`No breaking change to the API since ${base.slice(0, 12)}.`);
else {
  console.error(`Breaking changes to the API since ${base.slice(0, 12)} (mark the route \`versioned\` in the contract if callers pin a version):`);
  for (const change of changes) console.error(`  ${change}`);
  process.exitCode = 1;
}

import { readdirSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm run bench`: runs every bench/*.bench.ts (each exports `run()` returning named figures),
 * prints them and writes bench/results/latest.json. `npm run bench -- name` runs the matching ones.
 */
type Bench = { run: () => Promise<Record<string, number | string>> };

const here = import.meta.dirname;
const filter = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
  .sort();

const results: Record<string, Record<string, number | string>> = {};
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '');
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as Bench;
  const figures = await mod.run();
  results[name] = figures;
  for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(48)} ${typeof v === 'number' ? v.toFixed(2) : v}`);
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'latest.json'), JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
console.log(`\n${files.length} benchmark${files.length === 1 ? '' : 's'} done; figures in bench/results/latest.json`);
// A bench that leaves a socket or a timer behind would keep the process alive after its figures: they
// are named (to be closed in that bench), and the run ends here.
const left = process.getActiveResourcesInfo().filter((r) => r !== 'TTYWrap');
if (left.length > 0) console.log(`(still open when the benches ended: ${[...new Set(left)].join(', ')})`);
process.exit(0);

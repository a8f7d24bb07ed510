/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, e.g. from BENCH_HTTP_PROF): the time spent in
 * each package or source folder (self time), and the functions with the most self and total time.
 * With `--window <name>` only the samples of that target's measured span count (windows.json of
 * the bench, beside the profile) and the times are given in µs per request as well.
 * `npx tsx bench/http/profile-summary.ts <file.cpuprofile> [--window name] [--rows 25]`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package>, node:internal, or the source folder (src/server/http, …). */
function placeOf(url: string): string {
  if (url === '') return '(native or idle)';
  if (url.startsWith('node:')) return 'node: internals';
  const mod = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (mod?.[1]) return mod[1];
  const src = /\/(src\/[^/]+\/[^/]+|src\/[^/]+|bench|scripts)\//.exec(url);
  return src?.[1] ?? url;
}

function shortUrl(url: string): string {
  const mod = /node_modules\/(.*)$/.exec(url);
  if (mod?.[1]) return mod[1];
  const src = /\/((?:src|bench|scripts)\/.*)$/.exec(url);
  return src?.[1] ?? url;
}

function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

interface Window {
  name: string;
  startUs: number;
  endUs: number;
  requests: number;
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { window: { type: 'string' }, rows: { type: 'string' } } });
const file = positionals[0];
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [--window name] [--rows 25]');
const rows = Number(values.rows ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
let span: Window | null = null;
if (values.window) {
  const windowsFile = join(dirname(file), 'windows.json');
  if (!existsSync(windowsFile)) throw new Error(`no ${windowsFile}`);
  const wanted = values.window;
  span = (JSON.parse(readFileSync(windowsFile, 'utf8')) as Window[]).find((w) => w.name.includes(wanted)) ?? null;
  if (!span) throw new Error(`no window named like ${wanted}`);
}
const perRequest = (us: number) => (span ? `${(us / span.requests).toFixed(1).padStart(7)} µs/req  ` : '');

function top(map: Map<string, number>, total: number, count: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${perRequest(v)}${k}`);
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const keyOf = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

const selfByPlace = new Map<string, number>();
const selfByFn = new Map<string, number>();
const totalByFn = new Map<string, number>();
let total = 0;
let idle = 0;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  if (span && (at < span.startUs || at > span.endUs)) return;
  const node = byId.get(id);
  if (!node) return;
  if (node.callFrame.functionName === '(idle)') {
    idle += dt;
    return;
  }
  total += dt;
  add(selfByPlace, placeOf(node.callFrame.url), dt);
  add(selfByFn, keyOf(node), dt);
  const seen = new Set<string>();
  for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
    const n = byId.get(up);
    if (!n) break;
    const key = keyOf(n);
    if (!seen.has(key)) add(totalByFn, key, dt);
    seen.add(key);
  }
});

if (span) console.log(`${span.name}: ${span.requests} requests, ${(total / span.requests).toFixed(1)} µs of busy main thread per request`);
console.log(`busy ${(total / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s`);
console.log('\nself time by package or folder:');
console.log(top(selfByPlace, total, rows).join('\n'));
console.log('\nself time by function:');
console.log(top(selfByFn, total, rows).join('\n'));
console.log('\ntotal time by function (with what it calls):');
console.log(top(totalByFn, total, rows * 2).join('\n'));

import { httpContract } from '#shared/contract/http';
import { routeRefusals } from './lib/route-refusals';

/**
 * `npm run api:refusals`: reads from the server's source the error statuses each route's handler may
 * throw (scripts/lib/route-refusals.ts) and fails when the route's contract entry does not list one
 * in `refuses` (400 every route answers). It takes about 25 s (28 s of CPU), the type checker reading
 * the server: the test command runs it beside the type checks.
 */
const { statuses, unknown, signatures } = routeRefusals(process.cwd());
const contract: Readonly<Record<string, { refuses: readonly number[] }>> = httpContract;
const missing: string[] = [];
const extra: string[] = [];
for (const [name, def] of Object.entries(contract)) {
  const thrown = statuses.get(name);
  if (!thrown) {
    missing.push(`${name}: no declareRoute found for it`);
    continue;
  }
  const absent = [...thrown].filter((s) => s !== 400 && !def.refuses.includes(s)).sort();
  if (absent.length > 0) missing.push(`${name}: may answer ${absent.join(', ')}; add to its \`refuses\``);
  const unread = def.refuses.filter((s) => !thrown.has(s));
  if (unread.length > 0) extra.push(`${name}: ${unread.join(', ')}`);
}
for (const name of statuses.keys()) if (!(name in contract)) missing.push(`${name}: declared but not in the contract`);
console.log(`Read the handlers of ${statuses.size} routes.`);
if (extra.length > 0) console.log(`Listed by hand beyond what the source shows (a provider behind an interface):\n  ${extra.join('\n  ')}`);
if (signatures.length > 0) console.log(`Methods known only by their interface (not walked): ${signatures.length}.`);
if (unknown.length > 0) missing.push(...unknown.map((u) => (u.includes(": ") ? u : `${u}: an AppError whose status is not a number written there`)));
if (missing.length > 0) {
  console.error(`Refusals the contract does not list:\n  ${missing.join('\n  ')}`);
  process.exitCode = 1;
} else console.log('Every status a handler may refuse with is in its contract entry.');

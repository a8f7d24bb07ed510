/**
 * `npm run bench -- call` (issue 15): the live session's figures, one part after another, each a
 * function answering named figures. The signalling part is bench/call/signalling.ts; the room's
 * join-to-first-frame part joins this list from its own file in bench/call/.
 */
import { signallingFigures } from './call/signalling';

type Part = () => Promise<Record<string, number | string>>;

export const CALL_BENCH_PARTS: Part[] = [signallingFigures];

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  for (const part of CALL_BENCH_PARTS) Object.assign(out, await part());
  return out;
}

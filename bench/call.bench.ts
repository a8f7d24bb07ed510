/**
 * `npm run bench -- call`: the live session's figures, one part after another, each a
 * function answering named figures: signalling (bench/call/signalling.ts), then the room's join
 * click to first remote video frame (bench/call/join.ts).
 */
import { joinFigures } from './call/join';
import { signallingFigures } from './call/signalling';

type Part = () => Promise<Record<string, number | string>>;

export const CALL_BENCH_PARTS: Part[] = [signallingFigures, joinFigures];

export async function run(): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  for (const part of CALL_BENCH_PARTS) Object.assign(out, await part());
  return out;
}

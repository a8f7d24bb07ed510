import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INTL_WARM_UP } from '#server/pages/intl-warm-up';
import { EARLY_CLICKS_SCRIPT, EARLY_CLICKS_SCRIPT_WITHOUT_WARM_UP } from '#server/pages/early-clicks';
import { LATE_SCRIPTS_LOADER } from '#server/pages/late-scripts';

/** Runs the warm-up as the page's head would, for a page in `lang`, and answers the tasks it queued. */
function runHead(lang: string, intl: unknown): (() => void)[] {
  const tasks: (() => void)[] = [];
  runInNewContext(INTL_WARM_UP, { document: { documentElement: { lang } }, Intl: intl, setTimeout: (task: () => void) => tasks.push(task) });
  return tasks;
}

/**
 * Runs the warm-up as the page's head would, for a page in `lang`, then each task it queued, and
 * answers the locales it formatted in, task by task.
 */
function warmUpTasks(lang: string): string[][] {
  const used: string[] = [];
  const record = (kind: string) =>
    class {
      constructor(locale: string) {
        used.push(`${kind} ${locale}`);
      }
      format = () => '';
    };
  const intl = { NumberFormat: record('number'), DateTimeFormat: record('date') };
  const tasks = runHead(lang, intl);
  const done = [[...used]];
  for (const task of tasks) {
    used.length = 0;
    task();
    done.push([...used]);
  }
  return done;
}

describe('the head script’s Intl warm-up', () => {
  it('formats in the page’s language as the client does, and in English for an unknown one', () => {
    expect(warmUpTasks('pt').flat()).toEqual(['number pt-BR', 'date pt-BR']);
    expect(warmUpTasks('ar').flat()).toEqual(['number ar', 'date ar']);
    expect(warmUpTasks('xx').flat()).toEqual(['number en', 'date en']);
  });

  it('starts numbers and dates in tasks of their own, none in the head script’s task', () => {
    expect(warmUpTasks('fr')).toEqual([[], ['number fr'], ['date fr']]);
  });

  it('never throws, even where Intl is missing', () => {
    let tasks: (() => void)[] = [];
    expect(() => (tasks = runHead('en', undefined))).not.toThrow();
    expect(tasks).toHaveLength(2);
    for (const task of tasks) expect(task).not.toThrow();
  });

  it('runs in the head script of a page that runs its scripts at once, and with a waiting page’s scripts when they are asked for', () => {
    expect(EARLY_CLICKS_SCRIPT).toContain(INTL_WARM_UP);
    expect(EARLY_CLICKS_SCRIPT_WITHOUT_WARM_UP).not.toContain(INTL_WARM_UP);
    expect(LATE_SCRIPTS_LOADER).toContain(INTL_WARM_UP);
  });
});

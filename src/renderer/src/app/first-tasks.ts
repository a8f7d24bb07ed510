/**
 * The start of a server-rendered page in tasks of its own, to keep the total blocking time low: the
 * browser runs the entry's module graph in one task, and whatever else the entry did at its top
 * level made that one task longer. Each step here is queued as its own task instead, so the
 * browser can paint and take input between them; they still run at once, one after the other.
 */
import { dateTimeFormat, numberFormat } from '#shared/i18n/intl-cache';

/** Runs `step` in a task of its own, after those already queued (a zero timeout: every browser, no clamp at this depth). */
export const inOwnTask = (step: () => void): void => void setTimeout(step, 0);

/**
 * A document's first Intl call loads the engine's locale data: 12 to 35 ms of one task on the
 * bench machine, however small the call. Every page formats numbers or dates when it first
 * renders (prices, ratings, dates), so that cost falls inside whichever task does it first (a
 * page's module evaluation, a render slice). Paid here, in a task that does nothing else. A page
 * the server sent has paid it in its head script, before its first paint
 * (server/pages/intl-warm-up.ts): this task then only makes the page's formatters.
 */
export function loadIntlData(locale: string): void {
  // The formatters the pages then use (kept: made once per locale and options).
  numberFormat(locale).format(0);
  dateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
}

/**
 * Mixed text, read right: people's content and catalogue names set inside a translated sentence
 * keep their own direction (a page uses `<bdi>` or `dir="auto"`; plain text, such as an email or a
 * notice, these isolates).
 */

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A piece of plain text (a name, an email address, a title) isolated as `<bdi>` isolates it in a
 * page: its direction is its own first strong letter's and it does not reorder the sentence around
 * it ("Samuel C." stays "Samuel C." in an Arabic notice, the full stop on its side).
 */
export const isolate = (text: string): string => `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

/** Isolated where the language reads right to left; left to right, the text exactly as it is (nothing there to reorder). */
export const isolateFor = (rtl: boolean, text: string): string => (rtl ? isolate(text) : text);

/** The text without the isolates `isolate` put around its parts (a plain-text copy, a comparison). */
export const withoutIsolates = (text: string): string => text.replaceAll(FIRST_STRONG_ISOLATE, '').replaceAll(POP_DIRECTIONAL_ISOLATE, '');

/** A letter of a left-to-right script (Latin, Hangul…): not Arabic or Hebrew. */
const LEFT_TO_RIGHT_LETTER = /(?![\p{Script=Arabic}\p{Script=Hebrew}])\p{L}/u;

/**
 * A value set in a right-to-left sentence, isolated when it holds letters of a left-to-right script
 * (a Latin name, a title, an address, a link); a number or an Arabic name reads right as it is.
 */
export const isolateInRtl = (text: string): string => (LEFT_TO_RIGHT_LETTER.test(text) ? isolate(text) : text);

/**
 * Phone numbers written out in words, alone or mixed with digits ("nine eight seven six five four
 * three two one zero", "98765 quatre trois deux un zéro", "공일공 일이삼사 오육칠팔"), in the five
 * languages of the interface. Part of the contact masking rule (./contact-masking): a run of
 * number words and digit groups, joined only by separators, that spells at least as many digits
 * as the shortest phone number is a contact detail. Prose rarely strings ten digits' worth of
 * number words together, so "3 years", "two sessions of one hour" or "500 credits" stay.
 */

/** How a word counts in a run: its digits, or a multiplier of the next word ("double nine"). */
type NumberWord = { digits: number } | { times: number };

const unit: NumberWord = { digits: 1 };
const pair: NumberWord = { digits: 2 };
const hundred: NumberWord = { digits: 3 };

const words = (list: string, as: NumberWord): Array<[string, NumberWord]> => list.split(' ').map((w) => [w, as]);

/**
 * The number words, written as `normalWord` reads them (lower case, no accents, Arabic without
 * hamza, taa marbuta as haa and alif maqsura as yaa, an Arabic "and" prefix taken off).
 */
const NUMBER_WORDS = new Map<string, NumberWord>([
  // English
  ...words('zero oh nought nil one two three four five six seven eight nine', unit),
  ...words('ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen', pair),
  ...words('twenty thirty forty fourty fifty sixty seventy eighty ninety', pair),
  ...words('hundred', hundred),
  ['double', { times: 2 }],
  ['triple', { times: 3 }],
  // French (accents are taken off: zéro is zero)
  ...words('un une deux trois quatre cinq sept huit neuf', unit),
  ...words('dix onze douze treize quatorze quinze seize vingt vingts trente quarante cinquante soixante septante huitante octante nonante', pair),
  ...words('cent cents', hundred),
  // Portuguese (três is tres; "meia" is six when numbers are read out in Brazil)
  ...words('um uma dois duas tres quatro cinco seis meia sete oito nove', unit),
  ...words('dez doze treze catorze quatorze quinze dezesseis dezasseis dezessete dezassete dezoito dezenove dezanove', pair),
  ...words('vinte trinta quarenta cinquenta sessenta setenta oitenta noventa', pair),
  ...words('cem cento', hundred),
  // Arabic
  ...words('صفر واحد واحده احد اثنان اثنين اثنتان اثنتين ثنين ثلاثه ثلاث اربعه اربع خمسه خمس سته ست سبعه سبع ثمانيه ثماني ثمان تسعه تسع', unit),
  ...words('عشره عشر عشرون عشرين ثلاثون ثلاثين اربعون اربعين خمسون خمسين ستون ستين سبعون سبعين ثمانون ثمانين تسعون تسعين', pair),
  ...words('مائه ميه مئه', hundred),
  // Korean, native numbers (Sino-Korean ones are read syllable by syllable below)
  ...words('하나 한 둘 두 셋 세 넷 네 다섯 여섯 일곱 여덟 아홉', unit),
]);

/** Sino-Korean digits, one syllable each, usually written together ("공일공", "일이삼사"); 십 is ten. */
const KOREAN_DIGITS = new Set(Array.from('공영일이삼사오육륙칠팔구십'));

/** The fewest digits a phone number has (the digit rule of ./contact-masking agrees). */
export const PHONE_MIN_DIGITS = 10;

/**
 * Arabic-Indic (٠-٩), Persian (۰-۹) and full-width (０-９) digits as ASCII ones, one code unit each,
 * so the text keeps its length and every index in it.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (d) => {
    const code = d.charCodeAt(0);
    const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

/** A word as NUMBER_WORDS lists it. */
function normalWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ـ/g, '');
}

function numberWord(word: string): NumberWord | undefined {
  const normal = normalWord(word);
  const found = NUMBER_WORDS.get(normal);
  // Arabic joins "and" to the next word: "وتسعة" is "and nine".
  if (!found && normal.length > 2 && normal.startsWith('و')) return NUMBER_WORDS.get(normal.slice(1));
  return found;
}

/** What a token of the text counts for: digits (and where they end), a multiplier, or nothing. */
interface Reading {
  digits: number;
  times: number;
  /** Where the number ends: a Korean particle after the digits ("…칠팔로") is not part of it. */
  end: number;
  /** The token goes on past the number, so the run stops after it. */
  closes: boolean;
  spelled: boolean;
}

function readToken(token: string, start: number): Reading | null {
  const end = start + token.length;
  if (/^\d+$/.test(token)) return { digits: token.length, times: 1, end, closes: false, spelled: false };
  if (/^\p{Script=Hangul}+$/u.test(token)) {
    const syllables = Array.from(token);
    let n = 0;
    while (n < syllables.length && KOREAN_DIGITS.has(syllables[n] ?? '')) n += 1;
    if (n === syllables.length) return { digits: n, times: 1, end, closes: false, spelled: true };
    // A particle after two or more digits ends the number ("…오육칠팔로 연락").
    if (n >= 2 && syllables.length - n <= 2) return { digits: n, times: 1, end: start + n, closes: true, spelled: true };
  }
  const word = numberWord(token);
  if (!word) return null;
  return 'digits' in word
    ? { digits: word.digits, times: 1, end, closes: false, spelled: true }
    : { digits: 0, times: word.times, end, closes: false, spelled: true };
}

/** Digit groups, runs of letters of one script, or anything else, one at a time. */
const TOKEN = /\d+|\p{Script=Hangul}+|\p{Script=Arabic}+|[\p{L}\p{M}]+/gu;
/** What may stand between two parts of one number: spaces and the usual separators, briefly. */
const SEPARATOR = /^[\s\-‐‑–—.,،;()[\]/+_*·|~'"]{1,4}$/;

/** Where the text spells a phone number with words (or words and digits), as [start, end) pairs. */
export function spelledNumberSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let run: { start: number; end: number; digits: number; spelled: boolean; times: number } | null = null;
  const close = () => {
    if (run && run.spelled && run.digits >= PHONE_MIN_DIGITS) spans.push([run.start, run.end]);
    run = null;
  };
  for (const m of text.matchAll(TOKEN)) {
    const reading = readToken(m[0], m.index);
    if (!reading) {
      close();
      continue;
    }
    if (run && !SEPARATOR.test(text.slice(run.end, m.index)) && run.end !== m.index) close();
    // A country code's plus belongs to the number.
    run ??= { start: text[m.index - 1] === '+' ? m.index - 1 : m.index, end: m.index, digits: 0, spelled: false, times: 1 };
    run.digits += reading.digits * run.times;
    run.times = reading.times;
    run.end = reading.end;
    run.spelled ||= reading.spelled;
    if (reading.closes) close();
  }
  close();
  return spans;
}

import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT_TEXT, maskContactDetails } from './contact-masking';
import { asciiDigits, spelledNumberSpans } from './spelled-numbers';

const H = HIDDEN_CONTACT_TEXT;

describe('phone numbers spelled out in words are hidden, in the five languages', () => {
  it.each<[string, string]>([
    // English
    ['call me on nine eight seven six five four three two one zero', `call me on ${H}`],
    ['Nine Eight Seven Six Five Four Three Two One Zero.', `${H}.`],
    ['nine-eight-seven-six-five-four-three-two-one-zero', H],
    ['nine, eight, seven, six, five, four, three, two, one, zero please', `${H} please`],
    ['my number is nine eight seven six five, four three two one oh', `my number is ${H}`],
    ['double nine eight seven six five four three two one', H],
    ['ninety-eight seventy-six fifty-four thirty-two ten', H],
    ['+91 nine eight seven six five four three two one zero', H],
    ['(+44) seven seven zero zero nine double zero one two three', `(${H}`],
    // Digits and words mixed
    ['98765 four three two one zero', H],
    ['call 98 seven six 54 three two 1 0 now', `call ${H} now`],
    ['9 8 7 6 5 four 3 2 1 0', H],
    // French
    ['appelle-moi au zéro six douze trente-quatre cinquante-six soixante-dix-huit', `appelle-moi au ${H}`],
    ['zero six un deux trois quatre cinq six sept huit', H],
    ['mon numéro : neuf huit sept six cinq quatre trois deux un zéro', `mon numéro : ${H}`],
    // Portuguese
    ['liga para nove oito sete seis cinco quatro três dois um zero', `liga para ${H}`],
    ['onze nove meia meia dois um três quatro cinco', H],
    ['zero um um, nove oito sete seis, cinco quatro três dois', H],
    // Arabic: words (with and without the joined "and"), Arabic-Indic and Persian digits
    ['اتصل بي على تسعة ثمانية سبعة ستة خمسة أربعة ثلاثة اثنان واحد صفر', `اتصل بي على ${H}`],
    ['تسعة وثمانية وسبعة وستة وخمسة وأربعة وثلاثة واثنان وواحد وصفر', H],
    ['رقمي ٩٨٧٦٥٤٣٢١٠ شكرا', `رقمي ${H} شكرا`],
    ['رقمي +٩١ ٩٨٧٦٥ ٤٣٢١٠', `رقمي ${H}`],
    ['۰۹۱۲ ۳۴۵ ۶۷۸۹', H],
    ['٩٨٧٦٥ أربعة ثلاثة اثنان واحد صفر', H],
    // Korean: Sino-Korean syllables, together or spaced, with digits, with a particle after
    ['공일공 일이삼사 오육칠팔', H],
    ['공일공일이삼사오육칠팔로 연락주세요', `${H}로 연락주세요`],
    ['010-일이삼사-오육칠팔', H],
    ['제 번호는 공 일 공 일 이 삼 사 오 육 칠 팔 입니다', `제 번호는 ${H} 입니다`],
    ['영일영 구팔칠육 오사삼이', H],
  ])('%j', (input, masked) => {
    const result = maskContactDetails(input);
    expect(result.text).toBe(masked);
    expect(result.hidden).toEqual(['phone']);
  });

  it('hides a spelled number and an email in one text', () => {
    const result = maskContactDetails('nine eight seven six five four three two one zero or a@b.co');
    expect(result.text).toBe(`${H} or ${H}`);
    expect(result.hidden).toEqual(['phone', 'email']);
  });
});

describe('numbers that are not phone numbers stay', () => {
  it.each([
    'The session costs 500 credits, or 1,200 for three',
    'I have 3 years of experience and 12 years in design',
    'We can start at 10:30 or 11:45, on 2026-11-25',
    'One or two sessions of one hour each, three at most',
    'Packages: one hour, two hours, three hours',
    'I teach Excel to twenty people a month, one to one',
    'Rated five stars by forty-two buyers',
    'Two sessions of 45 minutes, then one of 90 minutes',
    'Windows 11, version 23H2, build 22631.2861',
    'Version 1.2.3.4 fixed it, see ticket 12345',
    'Deux séances de trente minutes, ou une heure à 14:00',
    'Trois ans d’expérience, 50 crédits la séance',
    'Duas sessões de uma hora, três anos de experiência',
    'Faço isso há dez anos, por 100 créditos',
    'جلستان مدة كل منهما ساعة واحدة، خبرة ثلاث سنوات',
    'السعر ٥٠٠ رصيد، الساعة ١٠:٣٠',
    '경력 삼 년, 한 시간에 50 크레딧',
    '이 일은 오늘 오후 세 시에 시작해요',
    '삼성 갤럭시 S23과 아이폰 15를 씁니다',
    'My Excel sheet has 120000 rows and 45 columns',
    'Someone said: um, one thing, two things',
  ])('%j', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, hidden: [] });
  });
});

describe('the parts', () => {
  it('reads digits of other scripts as ASCII digits, keeping every index', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ ０１２３４５６７８９ abc')).toBe('0123456789 0123456789 0123456789 abc');
  });

  it('answers where the spelled number is, and no span for a number of digits alone', () => {
    const text = 'ring nine eight seven six five four three two one zero today';
    expect(spelledNumberSpans(text)).toEqual([[5, text.indexOf(' today')]]);
    expect(spelledNumberSpans('9876543210')).toEqual([]);
    expect(spelledNumberSpans('nine eight seven six five four three two one')).toEqual([]);
  });
});

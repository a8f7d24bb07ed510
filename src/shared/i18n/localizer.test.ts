import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE, LOGIN_FAILED_TOAST, loginThrottledMessage, tooManyAttemptsMessage } from '#shared/domain/auth-messages';
import { passwordSchema } from '#shared/domain/user';
import { SHARED_CATALOGUES } from './catalogues';
import { createLocalizer } from './localizer';
import { createMessageLookup } from './message-lookup';

const english = SHARED_CATALOGUES.en.messages;
const localizer = (language: keyof typeof SHARED_CATALOGUES, missing: string[] = []) =>
  createLocalizer(english, SHARED_CATALOGUES[language].messages, language, (key) => missing.push(key));

describe('the message lookup', () => {
  it('finds every English message back by its text, plural ones by their base key with the count', () => {
    const find = createMessageLookup(english);
    expect(find(LOGIN_FAILED_TOAST)).toEqual({ key: 'auth.loginFailed', values: {} });
    expect(find(tooManyAttemptsMessage(1))).toEqual({ key: 'auth.tooManyAttempts', values: { count: 1 } });
    expect(find(tooManyAttemptsMessage(7))).toEqual({ key: 'auth.tooManyAttempts', values: { count: 7 } });
    expect(find(loginThrottledMessage(30))).toEqual({ key: 'auth.throttledSeconds', values: { count: 30 } });
    expect(find(loginThrottledMessage(125))).toEqual({ key: 'auth.throttledMinutes', values: { count: 3 } });
    expect(find('A name someone typed')).toBeNull();
  });

  it('keeps the spec’s English texts exactly', () => {
    expect(LOGIN_FAILED_TOAST).toBe('Login Failed');
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts for this account. Please try again in 1 minute.');
    expect(loginThrottledMessage(0.2)).toBe('Too many sign-in attempts for this account. Please try again in 1 second, or reset your password.');
    expect(loginThrottledMessage(61)).toBe('Too many sign-in attempts for this account. Please try again in 2 minutes, or reset your password.');
    expect(passwordSchema.safeParse('abcdefgh').error?.issues[0]?.message).toBe('Password needs: at least 1 uppercase letter');
  });

  it('turns a message into each language, with its plural form and numbers', () => {
    expect(localizer('fr').message(LOGIN_FAILED_TOAST)).toBe('Échec de la connexion');
    expect(localizer('fr').message(tooManyAttemptsMessage(1))).toBe('Trop de tentatives pour ce compte. Réessayez dans 1 minute.');
    expect(localizer('pt').message(tooManyAttemptsMessage(5))).toBe('Tentativas demais para esta conta. Tente de novo em 5 minutos.');
    expect(localizer('ar').message(tooManyAttemptsMessage(2))).toBe('محاولات كثيرة جدًا لهذا الحساب. حاول مجددًا بعد دقيقتين.');
    expect(localizer('ar').message(tooManyAttemptsMessage(5))).toBe(`محاولات كثيرة جدًا لهذا الحساب. حاول مجددًا بعد ${new Intl.NumberFormat('ar').format(5)} دقائق.`);
    expect(localizer('ko').message(loginThrottledMessage(45))).toBe('이 계정의 로그인 시도가 너무 많습니다. 45초 후에 다시 시도하거나 비밀번호를 재설정하세요.');
    expect(localizer('fr').message('A name someone typed')).toBe('A name someone typed');
  });

  it('answers a server error by its code, else by its English message', () => {
    expect(localizer('fr').server('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE)).toBe('E-mail, nom d’utilisateur ou mot de passe incorrect.');
    expect(localizer('ko').server('RATE_LIMITED', tooManyAttemptsMessage(3))).toBe('이 계정의 시도 횟수가 너무 많습니다. 3분 후에 다시 시도하세요.');
    // An answer the catalogue does not know: the code's text when it has one, else the answer as it is.
    expect(localizer('fr').server('FORBIDDEN', 'You may not edit this gig.')).toBe('Vous n’êtes pas autorisé à faire cela.');
    expect(localizer('fr').server('GIG_GONE', 'This gig is gone.')).toBe('This gig is gone.');
  });

  it('tells a key the language lacks and keeps the English', () => {
    const missing: string[] = [];
    const { 'auth.loginFailed': _dropped, ...broken } = SHARED_CATALOGUES.fr.messages;
    const l = createLocalizer(english, broken, 'fr', (key) => missing.push(key));
    expect(l.message(LOGIN_FAILED_TOAST)).toBe('Login Failed');
    expect(missing).toEqual(['auth.loginFailed']);
  });
});

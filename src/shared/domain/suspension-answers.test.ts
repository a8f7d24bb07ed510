import { describe, expect, it } from 'vitest';
import { SHARED_CATALOGUES } from '#shared/i18n/catalogues';
import { createLocalizer } from '#shared/i18n/localizer';
import enAnswers from '#shared/locales/en/answers';
import koAnswers from '#shared/locales/ko/answers';
import { ACCOUNT_SUSPENDED_CODE, accountSuspendedMessage } from './suspension-answers';

/** The suspension's refusal reaches a reader in their language, the end carried over as the server wrote it. */
describe('the suspension refusal', () => {
  const korean = createLocalizer({ ...SHARED_CATALOGUES.en.messages, ...enAnswers }, { ...SHARED_CATALOGUES.ko.messages, ...koAnswers }, 'ko', () => undefined);

  it('names the end in UTC, and reads it in Korean', () => {
    const message = accountSuspendedMessage('2026-03-08T10:00:00.000Z');
    expect(message).toBe('Your account is suspended until 2026-03-08 10:00 UTC; the email we sent says why.');
    expect(korean.server(ACCOUNT_SUSPENDED_CODE, message)).toBe('계정이 2026-03-08 10:00 UTC까지 정지되었습니다. 이유는 보내 드린 이메일에 있습니다.');
  });

  it('says it lasts until lifted when there is no end', () => {
    expect(korean.server(ACCOUNT_SUSPENDED_CODE, accountSuspendedMessage(null))).toBe(koAnswers['suspension.signIn']);
  });
});

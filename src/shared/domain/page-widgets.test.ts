import { describe, expect, it } from 'vitest';
import { runsPhoneWidget } from './page-widgets';

describe('runsPhoneWidget', () => {
  it('knows the phone pages at every language URL, and no other page', () => {
    for (const prefix of ['', '/fr', '/pt', '/ar', '/ko']) {
      expect(runsPhoneWidget(`${prefix}/become_expert/account_security`)).toBe(true);
      expect(runsPhoneWidget(`${prefix}/become_expert/account_security/`)).toBe(true);
      expect(runsPhoneWidget(`${prefix}/users/ada/expert_profile/phone`)).toBe(true);
      expect(runsPhoneWidget(`${prefix}/become_expert/personal_info`)).toBe(false);
    }
    expect(runsPhoneWidget('/en/become_expert/account_security')).toBe(false);
  });
});

import { useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import { expertTexts } from '#shared/domain/expert-texts';
import { call } from '#api/client';
import { FORM_TEXTS } from '../texts';

/** The account email, shown as Verified; an unverified one explains why Finish waits and offers a new link. */
export function EmailStatus({ email, verified, highlight }: { email: string; verified: boolean; highlight: boolean }) {
  const [sent, setSent] = useState<string | null>(null);
  const resend = async () => {
    try {
      const { message } = await call('usersResendVerification', { body: { email } });
      setSent(message || FORM_TEXTS.resent);
    } catch (e) {
      setSent(e instanceof Error ? e.message : FORM_TEXTS.resent);
    }
  };
  return (
    <div className="be-field">
      <span className="be-label">Email</span>
      <p className="be-email">
        {email}{' '}
        {verified ? (
          <span className="be-badge be-badge-ok">
            <BadgeCheck size={14} aria-hidden="true" /> {FORM_TEXTS.emailVerified}
          </span>
        ) : (
          <span className="be-badge be-badge-warn">{FORM_TEXTS.emailNotVerified}</span>
        )}
      </p>
      {!verified && (
        <div className={highlight ? 'be-notice be-notice-strong' : 'be-notice'} role={highlight ? 'alert' : undefined}>
          <p>{expertTexts.emailNotVerified}</p>
          <button type="button" className="be-link-button" onClick={() => void resend()}>
            {FORM_TEXTS.resendLink}
          </button>
          {sent && <p role="status">{sent}</p>}
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expertTexts } from '#shared/domain/expert-texts';
import { call } from '#api/client';
import { useOnDemandMessages } from '#i18n/on-demand-messages';

/** The account email, shown as Verified; an unverified one explains why Finish waits and offers a new link. */
export function EmailStatus({ email, verified, highlight }: { email: string; verified: boolean; highlight: boolean }) {
  const { t } = useTranslation(['expert']);
  const localize = useOnDemandMessages('onboarding');
  const [sent, setSent] = useState<string | null>(null);
  const resend = async () => {
    try {
      const { message } = await call('usersResendVerification', { body: { email } });
      setSent(message || t('expert:email.resent'));
    } catch (e) {
      setSent(e instanceof Error ? e.message : t('expert:email.resent'));
    }
  };
  return (
    <div className="be-field">
      <span className="be-label">{t('expert:email')}</span>
      <p className="be-email">
        <bdi>{email}</bdi>{' '}
        {verified ? (
          <span className="be-badge be-badge-ok">
            <BadgeCheck size={14} aria-hidden="true" /> {t('expert:email.verified')}
          </span>
        ) : (
          <span className="be-badge be-badge-warn">{t('expert:email.notVerified')}</span>
        )}
      </p>
      {!verified && (
        <div className={highlight ? 'be-notice be-notice-strong' : 'be-notice'} role={highlight ? 'alert' : undefined}>
          <p>{localize(expertTexts.emailNotVerified)}</p>
          <button type="button" className="be-link-button" onClick={() => void resend()}>
            {t('expert:email.resend')}
          </button>
          {sent && <p role="status">{sent}</p>}
        </div>
      )}
    </div>
  );
}

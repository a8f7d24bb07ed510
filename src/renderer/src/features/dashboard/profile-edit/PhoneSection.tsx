import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Phone } from 'lucide-react';
import type { OwnExpertProfile } from '#shared/contract/http/experts';
import { dashboardPaths } from '../paths';

/** The verified mobile number and the way to change it (the new one is verified before it is saved). */
export function PhoneSection({ userName, mobileNumber }: { userName: string; mobileNumber: OwnExpertProfile['mobileNumber'] }) {
  const { t } = useTranslation(['dashboard']);
  return (
    <section className="dash-phone" aria-labelledby="dash-phone-title">
      <h2 id="dash-phone-title">{t('dashboard:phoneTitle')}</h2>
      <p>
        {mobileNumber.number ? (
          <bdi>
            {mobileNumber.countryCode} {mobileNumber.number}
          </bdi>
        ) : (
          t('dashboard:phoneNone')
        )}
      </p>
      <p className="dash-muted">{t('dashboard:phoneHint')}</p>
      <Link className="be-secondary dash-link-button" to={dashboardPaths.phone(userName)}>
        <Phone size={16} aria-hidden="true" /> {t('dashboard:phoneChange')}
      </Link>
    </section>
  );
}

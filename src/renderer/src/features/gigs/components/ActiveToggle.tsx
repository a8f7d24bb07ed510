import { useTranslation } from 'react-i18next';

/** The gig's status label: clicking it switches between Active and Inactive. */
export function ActiveToggle({ active, busy, onToggle, title }: { active: boolean; busy: boolean; onToggle: () => void; title: string }) {
  const { t } = useTranslation(['gigs']);
  const status = active ? t('gigs:status.active') : t('gigs:status.inactive');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={t('gigs:status.label', { title, status })}
      aria-busy={busy}
      disabled={busy}
      className={`gig-status ${active ? 'is-active' : 'is-inactive'}`}
      onClick={onToggle}
    >
      <span className="gig-status-dot" aria-hidden="true" />
      {status}
    </button>
  );
}

import { TEXTS } from '../texts';

/** The gig's status label: clicking it switches between Active and Inactive. */
export function ActiveToggle({ active, busy, onToggle, title }: { active: boolean; busy: boolean; onToggle: () => void; title: string }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`${title}: ${active ? TEXTS.active : TEXTS.inactive}`}
      aria-busy={busy}
      disabled={busy}
      className={`gig-status ${active ? 'is-active' : 'is-inactive'}`}
      onClick={onToggle}
    >
      <span className="gig-status-dot" aria-hidden="true" />
      {active ? TEXTS.active : TEXTS.inactive}
    </button>
  );
}

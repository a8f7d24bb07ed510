import { useId } from 'react';
import type { ScreenSource } from '#shared/contract/ipc';
import { Modal } from '#ui/Modal';
import { useTranslation } from 'react-i18next';

function SourceGroup({ title, sources, onPick }: { title: string; sources: ScreenSource[]; onPick: (id: string) => void }) {
  const { t } = useTranslation(['sessions']);
  if (sources.length === 0) return null;
  return (
    <section>
      <h3>{title}</h3>
      <ul className="sr-sources">
        {sources.map((s) => (
          <li key={s.id}>
            <button type="button" className="sr-source" onClick={() => onPick(s.id)} aria-label={t('sessions:shareSource', { name: s.name })}>
              {s.thumbnail ? <img src={s.thumbnail} alt="" width={160} height={90} /> : <span className="sr-source-blank" />}
              <span>{s.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The desktop app's screen-share picker: the screens and windows main offers, with thumbnails. */
export function ScreenSourcePicker({ sources, onPick, onClose }: { sources: ScreenSource[]; onPick: (id: string) => void; onClose: () => void }) {
  const { t } = useTranslation(['sessions']);
  const id = useId();
  return (
    <Modal open onClose={onClose} labelledBy={`${id}-title`} className="sr-picker" closeLabel={t('sessions:cancel')}>
      <h2 id={`${id}-title`}>{t('sessions:pickScreen')}</h2>
      {sources.length === 0 && <p>{t('sessions:noSources')}</p>}
      <SourceGroup title={t('sessions:screens')} sources={sources.filter((s) => s.kind === 'screen')} onPick={onPick} />
      <SourceGroup title={t('sessions:windows')} sources={sources.filter((s) => s.kind === 'window')} onPick={onPick} />
    </Modal>
  );
}

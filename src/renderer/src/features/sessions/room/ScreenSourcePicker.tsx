import { useId } from 'react';
import type { ScreenSource } from '#shared/contract/ipc';
import { Modal } from '#ui/Modal';
import { TEXTS } from '../texts';

function SourceGroup({ title, sources, onPick }: { title: string; sources: ScreenSource[]; onPick: (id: string) => void }) {
  if (sources.length === 0) return null;
  return (
    <section>
      <h3>{title}</h3>
      <ul className="sr-sources">
        {sources.map((s) => (
          <li key={s.id}>
            <button type="button" className="sr-source" onClick={() => onPick(s.id)} aria-label={`${TEXTS.share}: ${s.name}`}>
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
  const id = useId();
  return (
    <Modal open onClose={onClose} labelledBy={`${id}-title`} className="sr-picker" closeLabel={TEXTS.cancel}>
      <h2 id={`${id}-title`}>{TEXTS.pickScreen}</h2>
      {sources.length === 0 && <p>{TEXTS.noSources}</p>}
      <SourceGroup title={TEXTS.screens} sources={sources.filter((s) => s.kind === 'screen')} onPick={onPick} />
      <SourceGroup title={TEXTS.windows} sources={sources.filter((s) => s.kind === 'window')} onPick={onPick} />
    </Modal>
  );
}

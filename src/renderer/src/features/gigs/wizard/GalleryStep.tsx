import { useCallback, useId, useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  GALLERY_MIN_HEIGHT,
  GALLERY_MIN_WIDTH,
  GALLERY_RECOMMENDED_HEIGHT,
  GALLERY_RECOMMENDED_WIDTH,
} from '#shared/domain/media';
import { GIG_GALLERY_MAX } from '#shared/domain/gig';
import { galleryError } from '#shared/domain/gig-draft';
import { useFileUrls } from '../components/use-file-urls';
import { useGalleryUpload } from '../gallery/use-gallery-upload';
import { STEP_LABELS } from './steps';
import type { WizardProps } from './types';
import { FieldMessage, StepActions } from './StepActions';

const SLOTS = Array.from({ length: GIG_GALLERY_MAX }, (_, i) => i);

/** Step 4, Gallery: up to 2 thumbnails; slot 1 is the Primary one, slot 2 opens once slot 1 has an image. */
export function GalleryStep({ draft, setDraft, pathOf }: WizardProps) {
  const { t } = useTranslation(['gigs']);
  const id = useId();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const urls = useFileUrls(draft.gallery);
  const onUploaded = useCallback(
    (slot: number, url: string) =>
      setDraft((d) => {
        const gallery = [...d.gallery];
        gallery.splice(Math.min(slot, gallery.length), 0, url);
        return { ...d, gallery: gallery.slice(0, GIG_GALLERY_MAX) };
      }),
    [setDraft],
  );
  const uploads = useGalleryUpload(onUploaded);
  const busy = SLOTS.some((s) => uploads.slot(s).progress !== null);
  const error = attempted ? galleryError(draft.gallery) : null;

  const remove = (slot: number) => {
    setDraft((d) => ({ ...d, gallery: d.gallery.filter((_, i) => i !== slot) }));
    SLOTS.forEach((s) => uploads.clear(s));
  };
  const onContinue = () => {
    setAttempted(true);
    if (galleryError(draft.gallery) === null) void navigate(pathOf('publish'));
  };

  return (
    <section className="gig-step" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t(STEP_LABELS.gallery)}</h2>
      <p className="gig-field-message is-hint">
        {t('gigs:gallery.hint', {
          count: GIG_GALLERY_MAX,
          // Pixel sizes are written as the image tools write them, without grouping.
          minWidth: GALLERY_MIN_WIDTH,
          minHeight: GALLERY_MIN_HEIGHT,
          width: GALLERY_RECOMMENDED_WIDTH,
          height: GALLERY_RECOMMENDED_HEIGHT,
        })}
      </p>
      <ul className="gig-gallery-slots">
        {SLOTS.map((slot) => {
          const path = draft.gallery[slot];
          const state = uploads.slot(slot);
          const enabled = slot === 0 || draft.gallery.length >= slot;
          const number = slot + 1;
          const primary = slot === 0;
          return (
            <li key={slot} className={`gig-gallery-slot ${enabled ? '' : 'is-disabled'}`}>
              {primary && <span className="gig-badge">{t('gigs:gallery.primary')}</span>}
              {path ? (
                <>
                  {urls[slot] ? <img src={urls[slot]} alt={primary ? t('gigs:gallery.alt.primary') : t('gigs:gallery.alt.other', { number })} loading="lazy" /> : <span className="gig-thumb-placeholder" />}
                  <button type="button" className="gig-slot-delete" aria-label={primary ? t('gigs:gallery.delete.primary') : t('gigs:gallery.delete.other', { number })} disabled={busy} onClick={() => remove(slot)}>
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </>
              ) : (
                <button type="button" className="gig-slot-upload" disabled={!enabled || busy} onClick={() => void uploads.pick(slot)}>
                  <ImagePlus aria-hidden="true" />
                  <span>{primary ? t('gigs:gallery.upload.primary') : t('gigs:gallery.upload.other', { number })}</span>
                </button>
              )}
              {state.progress !== null && (
                <progress className="gig-slot-progress" max={100} value={Math.round(state.progress * 100)} aria-label={primary ? t('gigs:gallery.uploading.primary') : t('gigs:gallery.uploading.other', { number })} />
              )}
              <FieldMessage id={`${id}-slot-${slot}-error`} message={state.error} />
              <FieldMessage id={`${id}-slot-${slot}-warning`} message={state.warning} tone="warning" />
            </li>
          );
        })}
      </ul>
      <FieldMessage id={`${id}-error`} message={error} />
      <StepActions step="gallery" pathOf={pathOf} onContinue={onContinue} busy={busy} />
    </section>
  );
}

import { useCallback, useId, useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
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
import { TEXTS } from '../texts';
import type { WizardProps } from './types';
import { FieldMessage, StepActions } from './StepActions';

const SLOTS = Array.from({ length: GIG_GALLERY_MAX }, (_, i) => i);

/** Step 4, Gallery: up to 2 thumbnails; slot 1 is the Primary one, slot 2 opens once slot 1 has an image. */
export function GalleryStep({ draft, setDraft, pathOf }: WizardProps) {
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
      <h2 id={`${id}-heading`}>Gallery</h2>
      <p className="gig-field-message is-hint">
        Upload up to {GIG_GALLERY_MAX} images (JPG, PNG, JPEG, WEBP, HEIC) under 10MB, at least {GALLERY_MIN_WIDTH}x{GALLERY_MIN_HEIGHT} px;{' '}
        {GALLERY_RECOMMENDED_WIDTH}x{GALLERY_RECOMMENDED_HEIGHT} px or more is recommended.
      </p>
      <ul className="gig-gallery-slots">
        {SLOTS.map((slot) => {
          const path = draft.gallery[slot];
          const state = uploads.slot(slot);
          const enabled = slot === 0 || draft.gallery.length >= slot;
          const name = slot === 0 ? 'primary image' : `image ${slot + 1}`;
          return (
            <li key={slot} className={`gig-gallery-slot ${enabled ? '' : 'is-disabled'}`}>
              {slot === 0 && <span className="gig-badge">{TEXTS.primary}</span>}
              {path ? (
                <>
                  {urls[slot] ? <img src={urls[slot]} alt={`Gallery ${name}`} loading="lazy" /> : <span className="gig-thumb-placeholder" />}
                  <button type="button" className="gig-slot-delete" aria-label={`Delete ${name}`} disabled={busy} onClick={() => remove(slot)}>
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </>
              ) : (
                <button type="button" className="gig-slot-upload" disabled={!enabled || busy} onClick={() => void uploads.pick(slot)}>
                  <ImagePlus aria-hidden="true" />
                  <span>Upload {name}</span>
                </button>
              )}
              {state.progress !== null && (
                <progress className="gig-slot-progress" max={100} value={Math.round(state.progress * 100)} aria-label={`Uploading ${name}`} />
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

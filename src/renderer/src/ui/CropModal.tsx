import { useCallback, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES } from '#i18n/format';
import { useLanguage } from '#i18n/language';
import { Modal } from './Modal';
import { Spinner } from './Spinner';
import { cropImage, type CropOutput } from './crop-image';
import './CropModal.css';

/** The crop modal's limits (square aspect). */
const CROP_ZOOM = { min: 1, max: 3, step: 0.1 } as const;
const CROP_ROTATION = { min: 0, max: 360 } as const;

export interface CropModalProps {
  open: boolean;
  /** The image to crop (a data: or blob: URL). */
  image: string | null;
  onClose: () => void;
  /** Picks another image (the 'Change image' button). */
  onChangeImage: () => void;
  /** Receives the cropped image; a rejection shows the crop failure message. */
  onApply: (cropped: Blob) => Promise<void> | void;
  output: CropOutput;
  /** Shown instead of the buttons while the caller works (an upload). */
  busyLabel?: string | null;
  /** Upload progress (0 to 1) shown under the busy label. */
  progress?: number | null;
}

/**
 * The square crop modal of the expert spec: zoom 1 to 3 (step 0.1), rotation 0 to 360, Change
 * image and Apply Changes, and the close icon. Reused by the wizard's step 1 and the expert profile.
 */
export function CropModal({ open, image, onClose, onChangeImage, onApply, output, busyLabel, progress }: CropModalProps) {
  const { t } = useTranslation(['common']);
  const percent = new Intl.NumberFormat(INTL_LOCALES[useLanguage()], { style: 'percent' });
  const id = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROP_ZOOM.min);
  const [rotation, setRotation] = useState<number>(CROP_ROTATION.min);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [shownImage, setShownImage] = useState(image);
  if (image !== shownImage) {
    // A new image starts from the untouched crop.
    setShownImage(image);
    setCrop({ x: 0, y: 0 });
    setZoom(CROP_ZOOM.min);
    setRotation(CROP_ROTATION.min);
    setError(null);
  }

  const onComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const apply = async () => {
    if (!image || !area) return;
    setError(null);
    setWorking(true);
    try {
      const blob = await cropImage(image, area, rotation, output);
      await onApply(blob);
    } catch {
      setError(t('common:crop.failed'));
    } finally {
      setWorking(false);
    }
  };

  const busy = working || Boolean(busyLabel);
  return (
    <Modal open={open} onClose={busy ? () => undefined : onClose} labelledBy={`${id}-title`} className="crop-modal" closeOnBackdrop={false}>
      <h2 id={`${id}-title`} className="crop-title">
        {t('common:crop.title')}
      </h2>
      <div className="crop-area">
        {image && (
          <Cropper
            image={image}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={1}
            minZoom={CROP_ZOOM.min}
            maxZoom={CROP_ZOOM.max}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={onComplete}
            showGrid
          />
        )}
      </div>
      <div className="crop-controls">
        <label htmlFor={`${id}-zoom`}>{t('common:crop.zoom')}</label>
        <input
          id={`${id}-zoom`}
          type="range"
          min={CROP_ZOOM.min}
          max={CROP_ZOOM.max}
          step={CROP_ZOOM.step}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
        <label htmlFor={`${id}-rotate`}>{t('common:crop.rotate')}</label>
        <input
          id={`${id}-rotate`}
          type="range"
          min={CROP_ROTATION.min}
          max={CROP_ROTATION.max}
          step={1}
          value={rotation}
          onChange={(e) => setRotation(Number(e.target.value))}
        />
      </div>
      {error && (
        <p className="crop-error" role="alert">
          {error}
        </p>
      )}
      <div className="crop-actions">
        {busy ? (
          <div className="crop-busy" role="status">
            <Spinner /> <span>{busyLabel ?? t('common:crop.applying')}</span>
            {typeof progress === 'number' && (
              <progress max={1} value={progress} aria-label={t('common:crop.progress')}>
                {percent.format(progress)}
              </progress>
            )}
          </div>
        ) : (
          <>
            <button type="button" className="crop-secondary" onClick={onChangeImage}>
              {t('common:crop.change')}
            </button>
            <button type="button" className="crop-primary" onClick={() => void apply()} disabled={!area} data-autofocus>
              {t('common:crop.apply')}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}

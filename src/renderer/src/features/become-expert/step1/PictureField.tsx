import { useState } from 'react';
import { Pencil, Trash2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expertTexts } from '#shared/domain/expert-texts';
import { uploadFile } from '#api/upload';
import { Avatar } from '#ui/Avatar';
import { CropModal } from '#ui/CropModal';
import { blobToDataUrl } from '#ui/crop-image';
import { pickAvatarImage } from '#ui/pick-avatar';
import { FieldError } from '../components/FieldError';
import { readStoredPicture, storePicture } from './picture-storage';

/** Step 1 crops at full quality (expert spec section 9). */
const STEP1_OUTPUT = { type: 'image/jpeg', quality: 1 } as const;

/**
 * The step 1 picture: choose a file, crop it in 'Adjust your image', and Apply uploads the crop
 * and keeps its preview; the edit/delete menu re-crops the original or clears everything. Without
 * a picture a placeholder shows the first letter of the user's name.
 */
export function PictureField({
  url,
  userName,
  onChange,
  error,
}: {
  url: string;
  userName: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const { t } = useTranslation(['expert']);
  const [preview, setPreview] = useState(() => readStoredPicture('expertProfilePreview'));
  const [original, setOriginal] = useState(() => readStoredPicture('expertProfileOriginal'));
  const [cropping, setCropping] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  const choose = async () => {
    setMessage(null);
    setMenuOpen(false);
    const picked = await pickAvatarImage().catch(() => ({ ok: false as const, message: expertTexts.uploadFailedStep1 }));
    if (!picked) return;
    if (!picked.ok) {
      setMessage(picked.message);
      return;
    }
    setOriginal(picked.dataUrl);
    storePicture('expertProfileOriginal', picked.dataUrl);
    setCropping(true);
  };

  const apply = async (cropped: Blob) => {
    setProgress(0);
    try {
      const { imageUrl } = await uploadFile('uploadProfilePicture', { field: 'image', blob: cropped, fileName: 'profile.jpg' }, setProgress);
      const dataUrl = await blobToDataUrl(cropped);
      setPreview(dataUrl);
      storePicture('expertProfilePreview', dataUrl);
      onChange(imageUrl);
      setCropping(false);
      setMessage(null);
    } catch {
      setMessage(expertTexts.uploadFailedStep1);
      setCropping(false);
    } finally {
      setProgress(null);
    }
  };

  /** Re-crops the original when it is still stored, else picks a new file. */
  const edit = () => {
    setMenuOpen(false);
    if (original) setCropping(true);
    else void choose();
  };

  const remove = () => {
    setMenuOpen(false);
    setPreview(null);
    setOriginal(null);
    storePicture('expertProfilePreview', null);
    storePicture('expertProfileOriginal', null);
    onChange('');
  };

  const shown = url ? (preview ?? url) : null;
  return (
    <div className="be-field be-picture-field">
      <span className="be-label" id="be-picture-label">
        {t('expert:picture')}
      </span>
      <div className="be-picture-row">
        <div className="be-picture-box">
          <Avatar name={userName} src={shown} size={112} />
          {shown && (
            <div className="be-picture-menu">
              <button
                type="button"
                className="be-icon-button"
                aria-label={t('expert:picture.menu')}
                aria-expanded={menuOpen}
                aria-controls="be-picture-menu"
                onClick={() => setMenuOpen((o) => !o)}
              >
                <Pencil size={16} aria-hidden="true" />
              </button>
              {menuOpen && (
                <ul id="be-picture-menu" className="be-menu" role="menu" aria-label={t('expert:picture')}>
                  <li role="none">
                    <button type="button" role="menuitem" onClick={edit}>
                      <Pencil size={14} aria-hidden="true" /> {t('expert:picture.edit')}
                    </button>
                  </li>
                  <li role="none">
                    <button type="button" role="menuitem" onClick={remove}>
                      <Trash2 size={14} aria-hidden="true" /> {t('expert:picture.delete')}
                    </button>
                  </li>
                </ul>
              )}
            </div>
          )}
        </div>
        <button type="button" className="be-secondary" aria-describedby="be-picture-label be-picture-error" onClick={() => void choose()}>
          <Upload size={16} aria-hidden="true" /> {t('expert:picture.upload')}
        </button>
      </div>
      <FieldError id="be-picture-error" message={message ?? error} />
      <CropModal
        open={cropping}
        image={original}
        onClose={() => setCropping(false)}
        onChangeImage={() => void choose()}
        onApply={apply}
        output={STEP1_OUTPUT}
        busyLabel={progress === null ? null : t('expert:picture.uploading')}
        progress={progress}
      />
    </div>
  );
}

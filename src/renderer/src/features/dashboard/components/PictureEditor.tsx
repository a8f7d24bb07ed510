import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { expertTexts } from '#shared/domain/expert-texts';
import { ApiError, call } from '#api/client';
import { uploadFile } from '#api/upload';
import { updateUserAtom, useSetAtom } from '#state';
import { Avatar } from '#ui/Avatar';
import { AvatarCropModal } from '#ui/AvatarCropModal';
import { pickAvatarImage } from '#ui/pick-avatar';
import { toast } from '#ui/toast';
import { useOnDemandMessages } from '#i18n/on-demand-messages';

/**
 * The expert's picture with its edit pencil: pick an image, crop it in 'Adjust your image', then
 * 'Updating...' while it uploads and the profile is updated; success closes the modal.
 */
export function PictureEditor({ name, src }: { name: string; src: string | null }) {
  const { t } = useTranslation(['dashboard']);
  // The picture's toasts (expertTexts) in the interface language.
  useOnDemandMessages('onboarding');
  const updateUser = useSetAtom(updateUserAtom);
  const [image, setImage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = async () => {
    setFailed(false);
    const picked = await pickAvatarImage().catch(() => ({ ok: false as const, message: expertTexts.uploadFailed }));
    if (!picked) return;
    if (!picked.ok) {
      toast.error(picked.message);
      return;
    }
    setImage(picked.dataUrl);
  };

  const apply = async (cropped: Blob) => {
    setProgress(0);
    let imageUrl: string;
    try {
      ({ imageUrl } = await uploadFile('uploadProfilePicture', { field: 'image', blob: cropped, fileName: 'profile.jpg' }, setProgress));
    } catch (e) {
      setProgress(null);
      toast.error(expertTexts.uploadFailed, { text: e instanceof ApiError ? e.message : undefined });
      setFailed(true);
      return;
    }
    try {
      const { user } = await call('expertsSubmit', { body: { profilePicture: imageUrl } });
      updateUser(user);
      toast.success(expertTexts.pictureUpdated);
      setImage(null);
    } catch {
      toast.error(expertTexts.profileUpdateFailed);
      setFailed(true);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="dash-picture">
      <div className="dash-picture-box">
        <Avatar name={name} src={src} size={160} />
        <button type="button" className="dash-pencil" aria-label={t('dashboard:editPicture')} onClick={() => void choose()}>
          <Pencil size={18} aria-hidden="true" />
        </button>
      </div>
      {failed && (
        <p className="dash-alert" role="alert">
          {t('dashboard:pictureUpdateFailed')}
        </p>
      )}
      <AvatarCropModal image={image} progress={progress} onClose={() => setImage(null)} onChangeImage={() => void choose()} onApply={apply} />
    </div>
  );
}

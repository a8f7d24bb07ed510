import { AVATAR_JPEG_QUALITY, AVATAR_MAX_SIDE } from '#shared/domain/media';
import { expertTexts } from '#shared/domain/expert-texts';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import { CropModal } from './CropModal';

/** A profile picture as the expert profile page sends it: JPEG fitted in 800x800 at quality 0.8 (expert spec section 7). */
const AVATAR_OUTPUT = { type: 'image/jpeg', quality: AVATAR_JPEG_QUALITY, maxSide: AVATAR_MAX_SIDE } as const;

/** The crop modal for a profile picture, showing 'Updating...' and the upload's progress while `progress` is set. */
export function AvatarCropModal({
  image,
  progress,
  onClose,
  onChangeImage,
  onApply,
}: {
  image: string | null;
  progress: number | null;
  onClose: () => void;
  onChangeImage: () => void;
  onApply: (cropped: Blob) => Promise<void>;
}) {
  const localize = useOnDemandMessages('onboarding');
  return (
    <CropModal
      open={image !== null}
      image={image}
      onClose={onClose}
      onChangeImage={onChangeImage}
      onApply={onApply}
      output={AVATAR_OUTPUT}
      busyLabel={progress === null ? null : localize(expertTexts.updating)}
      progress={progress}
    />
  );
}

import { useId, useState, type SubmitEvent } from 'react';
import { Pencil } from 'lucide-react';
import { profileBodySchema } from '#shared/domain/account-changes';
import { expertTexts } from '#shared/domain/expert-texts';
import { ApiError, call } from '#api/client';
import { uploadFile } from '#api/upload';
import { updateUserAtom, useAtomValue, userAtom, useSetAtom } from '#state';
import { Avatar } from '#ui/Avatar';
import { localizeMessage } from '#i18n/messages';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import { AvatarCropModal } from '#ui/AvatarCropModal';
import { pickAvatarImage } from '#ui/pick-avatar';
import { useTranslation } from 'react-i18next';
import { NoteLine, useNotedCall } from './Note';
import '#features/dashboard/dashboard.css';

/**
 * The account's name and picture: the picture is picked, cropped in 'Adjust your image' and
 * uploaded with its progress ('Updating...'), then saved with the name.
 */
export function ProfileSection() {
  const { t } = useTranslation(['account']);
  // The picture's messages (expertTexts) in the interface language.
  useOnDemandMessages('onboarding');
  const id = useId();
  const user = useAtomValue(userAtom);
  const updateUser = useSetAtom(updateUserAtom);
  const [name, setName] = useState(user?.name ?? '');
  const [picture, setPicture] = useState<string | null>(user?.profilePicture ?? null);
  const [image, setImage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { busy, note, setNote, refuse, run } = useNotedCall();

  const save = async (next: { name: string; profilePicture: string | null }) => {
    const parsed = profileBodySchema.safeParse(next);
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message);
      return false;
    }
    const res = await run(() => call('accountProfile', { body: parsed.data }), ['name', 'profilePicture']);
    if (!res) return false;
    updateUser(res.user);
    setPicture(res.user.profilePicture);
    return true;
  };

  const choose = async () => {
    const picked = await pickAvatarImage().catch(() => ({ ok: false as const, message: localizeMessage(expertTexts.uploadFailed) }));
    if (!picked) return;
    if (!picked.ok) {
      setNote({ ok: false, text: picked.message });
      return;
    }
    setImage(picked.dataUrl);
  };

  const apply = async (cropped: Blob) => {
    setProgress(0);
    try {
      const { imageUrl } = await uploadFile('uploadProfilePicture', { field: 'image', blob: cropped, fileName: 'profile.jpg' }, setProgress);
      if (await save({ name, profilePicture: imageUrl })) setImage(null);
    } catch (e) {
      setNote({ ok: false, text: e instanceof ApiError ? e.message : localizeMessage(expertTexts.uploadFailed) });
    } finally {
      setProgress(null);
    }
  };

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    void save({ name, profilePicture: picture });
  };

  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account:profileHeading')}</h2>
      <div className="dash-picture">
        <div className="dash-picture-box">
          <Avatar name={name || (user?.name ?? '')} src={picture} size={160} />
          <button type="button" className="dash-pencil" aria-label={t('account:editPicture')} onClick={() => void choose()}>
            <Pencil size={18} aria-hidden="true" />
          </button>
        </div>
        {picture && (
          <button type="button" className="btn-link" disabled={busy} onClick={() => void save({ name, profilePicture: null })}>
            {t('account:removePicture')}
          </button>
        )}
      </div>
      <form onSubmit={submit} noValidate>
        <div className="auth-field">
          <label htmlFor={`${id}-name`}>{t('account:name')}</label>
          <input id={`${id}-name`} value={name} maxLength={80} autoComplete="name" onChange={(e) => setName(e.target.value)} />
        </div>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('account:saving') : t('account:saveProfile')}
        </button>
      </form>
      <NoteLine note={note} />
      <AvatarCropModal image={image} progress={progress} onClose={() => setImage(null)} onChangeImage={() => void choose()} onApply={apply} />
    </section>
  );
}

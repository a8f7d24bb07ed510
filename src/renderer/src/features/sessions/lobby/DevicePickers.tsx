import { useId } from 'react';
import { canPickSpeaker } from '../call/local-media';
import { useTranslation } from 'react-i18next';
import type { FullKey } from '#i18n/namespaces';
import type { MediaProblem } from '../call/local-media';

const PROBLEM_KEYS: Record<'camera' | 'microphone', Record<MediaProblem, FullKey<'sessions'>>> = {
  camera: {
    denied: 'sessions:problem.camera.denied',
    missing: 'sessions:problem.camera.missing',
    busy: 'sessions:problem.camera.busy',
    failed: 'sessions:problem.camera.failed',
  },
  microphone: {
    denied: 'sessions:problem.microphone.denied',
    missing: 'sessions:problem.microphone.missing',
    busy: 'sessions:problem.microphone.busy',
    failed: 'sessions:problem.microphone.failed',
  },
};
import type { LocalMediaActions, LocalMediaView } from './use-local-media';

function DeviceSelect({
  label,
  devices,
  value,
  onChange,
}: {
  label: string;
  devices: MediaDeviceInfo[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation(['sessions']);
  const id = useId();
  return (
    <div className="sr-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={devices.length === 0}>
        {devices.length === 0 && <option value="">{t('sessions:systemDefault')}</option>}
        {devices.map((d, i) => (
          <option key={d.deviceId} value={d.deviceId}>
            {d.label || `${label} ${i + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Camera, microphone and (where the platform allows) speaker pickers, with what went wrong with each. */
export function DevicePickers({ media, actions }: { media: LocalMediaView; actions: LocalMediaActions }) {
  const { t } = useTranslation(['sessions']);
  const speakers = canPickSpeaker();
  return (
    <div className="sr-devices">
      <DeviceSelect label={t('sessions:camera')} devices={media.devices.cameras} value={media.videoDeviceId} onChange={(id) => void actions.chooseCamera(id)} />
      {media.problems.video && (
        <p className="sr-problem" role="alert">
          {t(PROBLEM_KEYS.camera[media.problems.video])}
        </p>
      )}
      <DeviceSelect label={t('sessions:microphone')} devices={media.devices.microphones} value={media.audioDeviceId} onChange={(id) => void actions.chooseMicrophone(id)} />
      {media.problems.audio && (
        <p className="sr-problem" role="alert">
          {t(PROBLEM_KEYS.microphone[media.problems.audio])}
        </p>
      )}
      {speakers ? (
        <DeviceSelect label={t('sessions:speaker')} devices={media.devices.speakers} value={media.speakerId} onChange={actions.chooseSpeaker} />
      ) : (
        <p className="text-muted">{t('sessions:speakerUnsupported')}</p>
      )}
      {media.problems.audio && media.problems.video && <p className="text-muted">{t('sessions:noMediaJoin')}</p>}
    </div>
  );
}

import { useId } from 'react';
import { canPickSpeaker } from '../call/local-media';
import { TEXTS } from '../texts';
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
  const id = useId();
  return (
    <div className="sr-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={devices.length === 0}>
        {devices.length === 0 && <option value="">{TEXTS.systemDefault}</option>}
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
  const speakers = canPickSpeaker();
  return (
    <div className="sr-devices">
      <DeviceSelect label={TEXTS.camera} devices={media.devices.cameras} value={media.videoDeviceId} onChange={(id) => void actions.chooseCamera(id)} />
      {media.problems.video && (
        <p className="sr-problem" role="alert">
          {TEXTS.problem('camera', media.problems.video)}
        </p>
      )}
      <DeviceSelect label={TEXTS.microphone} devices={media.devices.microphones} value={media.audioDeviceId} onChange={(id) => void actions.chooseMicrophone(id)} />
      {media.problems.audio && (
        <p className="sr-problem" role="alert">
          {TEXTS.problem('microphone', media.problems.audio)}
        </p>
      )}
      {speakers ? (
        <DeviceSelect label={TEXTS.speaker} devices={media.devices.speakers} value={media.speakerId} onChange={actions.chooseSpeaker} />
      ) : (
        <p className="bk-muted">{TEXTS.speakerUnsupported}</p>
      )}
      {media.problems.audio && media.problems.video && <p className="bk-muted">{TEXTS.noMediaJoin}</p>}
    </div>
  );
}

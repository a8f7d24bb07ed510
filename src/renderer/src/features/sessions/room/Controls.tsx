import { MessageSquare, Mic, MicOff, MonitorUp, MonitorX, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface ControlsProps {
  micOn: boolean;
  cameraOn: boolean;
  sharing: boolean;
  chatOpen: boolean;
  canShare: boolean;
  onMic: () => void;
  onCamera: () => void;
  onShare: () => void;
  onChat: () => void;
  onLeave: () => void;
}

/** The room's buttons: mute, camera, share screen, chat, leave. Each says what it will do. */
export function Controls(p: ControlsProps) {
  const { t } = useTranslation(['sessions']);
  return (
    <div className="sr-controls" role="toolbar" aria-label={t('sessions:controls')}>
      <button type="button" className="sr-control" aria-pressed={!p.micOn} onClick={p.onMic}>
        {p.micOn ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
        <span>{p.micOn ? t('sessions:mute') : t('sessions:unmute')}</span>
      </button>
      <button type="button" className="sr-control" aria-pressed={!p.cameraOn} onClick={p.onCamera}>
        {p.cameraOn ? <Video aria-hidden="true" /> : <VideoOff aria-hidden="true" />}
        <span>{p.cameraOn ? t('sessions:cameraOff') : t('sessions:cameraOn')}</span>
      </button>
      {p.canShare && (
        <button type="button" className="sr-control" aria-pressed={p.sharing} onClick={p.onShare}>
          {p.sharing ? <MonitorX aria-hidden="true" /> : <MonitorUp aria-hidden="true" />}
          <span>{p.sharing ? t('sessions:stopSharing') : t('sessions:shareScreen')}</span>
        </button>
      )}
      <button type="button" className="sr-control" aria-expanded={p.chatOpen} onClick={p.onChat}>
        <MessageSquare aria-hidden="true" />
        <span>{p.chatOpen ? t('sessions:hideChat') : t('sessions:chat')}</span>
      </button>
      <button type="button" className="sr-control is-leave" onClick={p.onLeave}>
        <PhoneOff aria-hidden="true" />
        <span>{t('sessions:leave')}</span>
      </button>
    </div>
  );
}

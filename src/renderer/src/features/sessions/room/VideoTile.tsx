import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoOff } from 'lucide-react';
import { Avatar } from '#ui/Avatar';
import { canPickSpeaker } from '../call/local-media';
import { awaitsFrame, initialVideoView, showsVideo, videoView } from '../call/video-view';

/**
 * One video: the stream in a <video> (own ones muted and mirrored, the other person's with sound on
 * the chosen speaker), covered by the person's initial while no frames come or their camera is off.
 */
export function VideoTile({
  stream,
  name,
  label,
  self = false,
  cameraOff = false,
  sinkId = '',
  testId,
  className,
  onFirstFrame,
}: {
  stream: MediaStream | null;
  name: string;
  label: string;
  self?: boolean;
  /** The person turned their camera off (for the other side: they said so over signalling). */
  cameraOff?: boolean;
  sinkId?: string;
  testId: string;
  className?: string;
  onFirstFrame?: () => void;
}) {
  const { t } = useTranslation(['sessions']);
  const video = useRef<HTMLVideoElement>(null);
  const [view, dispatch] = useReducer(videoView, cameraOff, initialVideoView);
  const live = showsVideo(view);
  const waiting = awaitsFrame(view);
  const firstFrame = useRef(onFirstFrame);
  useEffect(() => {
    firstFrame.current = onFirstFrame;
  });

  useEffect(() => {
    dispatch({ type: 'camera', on: !cameraOff });
  }, [cameraOff]);

  // Live means a frame was presented since the stream came or its video last went quiet (a track
  // muted or removed): the presented frame is the proof, whatever a track's muted flag says.
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    el.srcObject = stream;
    dispatch({ type: 'stream' });
    if (!stream) return;
    const quiet = () => dispatch({ type: 'quiet' });
    const watched = new Set<MediaStreamTrack>();
    const watch = () => {
      for (const track of stream.getVideoTracks()) {
        if (watched.has(track)) continue;
        watched.add(track);
        track.addEventListener('mute', quiet);
        track.addEventListener('ended', quiet);
      }
    };
    watch();
    stream.addEventListener('addtrack', watch);
    stream.addEventListener('removetrack', quiet);
    return () => {
      stream.removeEventListener('addtrack', watch);
      stream.removeEventListener('removetrack', quiet);
      for (const track of watched) {
        track.removeEventListener('mute', quiet);
        track.removeEventListener('ended', quiet);
      }
    };
  }, [stream]);

  // Asks for the next presented frame only while one is awaited (once, not at every frame).
  useEffect(() => {
    const el = video.current;
    if (!el || !stream || !waiting) return;
    const handle = el.requestVideoFrameCallback(() => {
      dispatch({ type: 'frame' });
      firstFrame.current?.();
    });
    return () => el.cancelVideoFrameCallback(handle);
  }, [stream, waiting]);

  useEffect(() => {
    const el = video.current;
    // '' is the system default, which the element plays on without being told.
    if (!el || self || sinkId === '' || !canPickSpeaker()) return;
    el.setSinkId(sinkId).catch((err: unknown) => console.warn('The speaker could not be chosen.', err));
  }, [sinkId, self]);

  return (
    <figure className={`sr-tile ${className ?? ''}`} data-testid={testId} data-live={live ? 'yes' : 'no'} data-camera={view.cameraOff ? 'off' : 'on'}>
      {/* Never display:none: a hidden video presents no frames, so it could never be seen to be live. */}
      <video ref={video} autoPlay playsInline muted={self} className={self ? 'is-mirrored' : undefined} />
      {!live && (
        <div className="sr-tile-placeholder">
          <Avatar name={name} src={null} size={72} />
          {view.cameraOff && (
            <p className="sr-tile-note">
              <VideoOff aria-hidden="true" size={16} />
              {t('sessions:cameraIsOff')}
            </p>
          )}
        </div>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

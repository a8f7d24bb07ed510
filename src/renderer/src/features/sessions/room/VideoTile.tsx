import { useEffect, useRef, useState } from 'react';
import { Avatar } from '#ui/Avatar';
import { canPickSpeaker } from '../call/local-media';

/** True while the stream has a video track that is sending frames (not muted, not ended). */
function useLiveVideo(stream: MediaStream | null): boolean {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!stream) return;
    const bump = () => setTick((n) => n + 1);
    const watched = new Set<MediaStreamTrack>();
    const watch = () => {
      for (const t of stream.getVideoTracks()) {
        if (watched.has(t)) continue;
        watched.add(t);
        t.addEventListener('mute', bump);
        t.addEventListener('unmute', bump);
        t.addEventListener('ended', bump);
      }
      bump();
    };
    watch();
    stream.addEventListener('addtrack', watch);
    stream.addEventListener('removetrack', bump);
    return () => {
      stream.removeEventListener('addtrack', watch);
      stream.removeEventListener('removetrack', bump);
      for (const t of watched) {
        t.removeEventListener('mute', bump);
        t.removeEventListener('unmute', bump);
        t.removeEventListener('ended', bump);
      }
    };
  }, [stream]);
  return stream?.getVideoTracks().some((t) => t.readyState === 'live' && !t.muted) ?? false;
}

/**
 * One video: the stream in a <video> (own ones muted and mirrored, the other person's with sound on
 * the chosen speaker), or the person's initial while no frames come.
 */
export function VideoTile({
  stream,
  name,
  label,
  self = false,
  sinkId = '',
  testId,
  className,
  onFirstFrame,
}: {
  stream: MediaStream | null;
  name: string;
  label: string;
  self?: boolean;
  sinkId?: string;
  testId: string;
  className?: string;
  onFirstFrame?: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const live = useLiveVideo(stream);
  const firstFrame = useRef(onFirstFrame);
  useEffect(() => {
    firstFrame.current = onFirstFrame;
  });

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    el.srcObject = stream;
    if (stream && 'requestVideoFrameCallback' in el) {
      el.requestVideoFrameCallback(() => firstFrame.current?.());
    }
  }, [stream]);

  useEffect(() => {
    const el = video.current;
    if (!el || self || !canPickSpeaker()) return;
    el.setSinkId(sinkId).catch((err: unknown) => console.warn('The speaker could not be chosen.', err));
  }, [sinkId, self]);

  return (
    <figure className={`sr-tile ${className ?? ''}`} data-testid={testId} data-live={live ? 'yes' : 'no'}>
      <video ref={video} autoPlay playsInline muted={self} className={self ? 'is-mirrored' : undefined} hidden={!live} />
      {!live && (
        <div className="sr-tile-placeholder">
          <Avatar name={name} src={null} size={72} />
        </div>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

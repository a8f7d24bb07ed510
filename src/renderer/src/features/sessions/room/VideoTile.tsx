import { useEffect, useRef, useState } from 'react';
import { Avatar } from '#ui/Avatar';
import { canPickSpeaker } from '../call/local-media';

/**
 * One video: the stream in a <video> (own ones muted and mirrored, the other person's with sound on
 * the chosen speaker), covered by the person's initial while no frames come.
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
  const [live, setLive] = useState(false);
  const firstFrame = useRef(onFirstFrame);
  useEffect(() => {
    firstFrame.current = onFirstFrame;
  });

  // Live means a frame was presented since the stream came or its video last went quiet (a track
  // muted or removed): the presented frame is the proof, whatever a track's muted flag says.
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    el.srcObject = stream;
    setLive(false);
    if (!stream) return;
    let handle = 0;
    const arm = () => {
      el.cancelVideoFrameCallback(handle);
      handle = el.requestVideoFrameCallback(() => {
        setLive(true);
        firstFrame.current?.();
      });
    };
    const quiet = () => {
      setLive(false);
      arm();
    };
    const watched = new Set<MediaStreamTrack>();
    const watch = () => {
      for (const t of stream.getVideoTracks()) {
        if (watched.has(t)) continue;
        watched.add(t);
        t.addEventListener('mute', quiet);
        t.addEventListener('ended', quiet);
      }
    };
    watch();
    arm();
    stream.addEventListener('addtrack', watch);
    stream.addEventListener('removetrack', quiet);
    return () => {
      el.cancelVideoFrameCallback(handle);
      stream.removeEventListener('addtrack', watch);
      stream.removeEventListener('removetrack', quiet);
      for (const t of watched) {
        t.removeEventListener('mute', quiet);
        t.removeEventListener('ended', quiet);
      }
    };
  }, [stream]);

  useEffect(() => {
    const el = video.current;
    // '' is the system default, which the element plays on without being told.
    if (!el || self || sinkId === '' || !canPickSpeaker()) return;
    el.setSinkId(sinkId).catch((err: unknown) => console.warn('The speaker could not be chosen.', err));
  }, [sinkId, self]);

  return (
    <figure className={`sr-tile ${className ?? ''}`} data-testid={testId} data-live={live ? 'yes' : 'no'}>
      {/* Never display:none: a hidden video presents no frames, so it could never be seen to be live. */}
      <video ref={video} autoPlay playsInline muted={self} className={self ? 'is-mirrored' : undefined} />
      {!live && (
        <div className="sr-tile-placeholder">
          <Avatar name={name} src={null} size={72} />
        </div>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

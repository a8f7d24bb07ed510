/**
 * The camera and microphone: opening them with fallbacks (both, then each alone, then none: a
 * session works with audio only or with no media), why one could not be opened, and the devices
 * to pick from.
 */

/** Why a device could not be used: the user or the system refused, there is none, or it is busy. */
export type MediaProblem = 'denied' | 'missing' | 'busy' | 'failed';

export function mediaProblem(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'missing';
    case 'NotReadableError':
    case 'AbortError':
    case 'TrackStartError':
      return 'busy';
    default:
      return 'failed';
  }
}

export interface DeviceChoice {
  audioDeviceId?: string | undefined;
  videoDeviceId?: string | undefined;
}

export interface LocalMedia {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
  problems: { audio: MediaProblem | null; video: MediaProblem | null };
}

type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

const audioConstraints = (id?: string): MediaTrackConstraints => ({
  ...(id ? { deviceId: { exact: id } } : {}),
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
});
const videoConstraints = (id?: string): MediaTrackConstraints => ({
  ...(id ? { deviceId: { exact: id } } : {}),
  width: { ideal: 640 },
  height: { ideal: 360 },
  frameRate: { ideal: 30 },
});

/** Opens one kind alone: its track, or why not. */
async function openOne(get: GetUserMedia, kind: 'audio' | 'video', id?: string): Promise<MediaStreamTrack | MediaProblem> {
  try {
    const stream = await get(kind === 'audio' ? { audio: audioConstraints(id) } : { video: videoConstraints(id) });
    return (kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks())[0] ?? 'missing';
  } catch (err) {
    return mediaProblem(err);
  }
}

/**
 * Opens the microphone and the camera: both in one request (one permission prompt), and when that
 * fails each alone, so a missing camera still leaves the microphone (and the other way round).
 */
export async function openLocalMedia(
  choice: DeviceChoice = {},
  want: { audio: boolean; video: boolean } = { audio: true, video: true },
  get: GetUserMedia = (c) => navigator.mediaDevices.getUserMedia(c),
): Promise<LocalMedia> {
  const none: LocalMedia = { audio: null, video: null, problems: { audio: null, video: null } };
  if (!want.audio && !want.video) return none;
  if (want.audio && want.video) {
    try {
      const stream = await get({ audio: audioConstraints(choice.audioDeviceId), video: videoConstraints(choice.videoDeviceId) });
      return { audio: stream.getAudioTracks()[0] ?? null, video: stream.getVideoTracks()[0] ?? null, problems: { audio: null, video: null } };
    } catch {
      // Fall through to one at a time, to learn which one failed and keep the other.
    }
  }
  const audio = want.audio ? await openOne(get, 'audio', choice.audioDeviceId) : null;
  const video = want.video ? await openOne(get, 'video', choice.videoDeviceId) : null;
  return {
    audio: audio instanceof MediaStreamTrack ? audio : null,
    video: video instanceof MediaStreamTrack ? video : null,
    problems: {
      audio: typeof audio === 'string' ? audio : null,
      video: typeof video === 'string' ? video : null,
    },
  };
}

export interface DeviceLists {
  microphones: MediaDeviceInfo[];
  cameras: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
}

export async function listDevices(): Promise<DeviceLists> {
  const all = await navigator.mediaDevices.enumerateDevices();
  const named = (kind: MediaDeviceKind) => all.filter((d) => d.kind === kind && d.deviceId !== '');
  return { microphones: named('audioinput'), cameras: named('videoinput'), speakers: named('audiooutput') };
}

/** Whether this platform lets a page pick the speaker (HTMLMediaElement.setSinkId). */
export const canPickSpeaker = (): boolean => typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

export function stopTracks(...tracks: Array<MediaStreamTrack | null | undefined>): void {
  for (const t of tracks) t?.stop();
}

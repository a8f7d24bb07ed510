import { useCallback, useEffect, useRef, useState } from 'react';
import { listDevices, openLocalMedia, stopTracks, type DeviceLists, type MediaProblem } from '../call/local-media';

export interface LocalMediaView {
  started: boolean;
  starting: boolean;
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
  micOn: boolean;
  cameraOn: boolean;
  problems: { audio: MediaProblem | null; video: MediaProblem | null };
  devices: DeviceLists;
  audioDeviceId: string;
  videoDeviceId: string;
  speakerId: string;
}

export interface LocalMediaActions {
  start: () => Promise<void>;
  toggleMic: () => void;
  toggleCamera: () => Promise<void>;
  chooseMicrophone: (id: string) => Promise<void>;
  chooseCamera: (id: string) => Promise<void>;
  chooseSpeaker: (id: string) => void;
}

const initial: LocalMediaView = {
  started: false,
  starting: false,
  audio: null,
  video: null,
  micOn: true,
  cameraOn: true,
  problems: { audio: null, video: null },
  devices: { microphones: [], cameras: [], speakers: [] },
  audioDeviceId: '',
  videoDeviceId: '',
  speakerId: '',
};

/**
 * The user's camera and microphone for the lobby's preview and then the room: opened on `start`,
 * switched by the device pickers, muted (the track disabled) and turned off (the camera released,
 * its light off) by the room's buttons, and released when the page goes.
 */
export function useLocalMedia(): [LocalMediaView, LocalMediaActions] {
  const [view, setView] = useState<LocalMediaView>(initial);
  const current = useRef(view);
  useEffect(() => {
    current.current = view;
  });

  useEffect(() => {
    const refresh = () => {
      listDevices().then(
        (devices) => setView((v) => ({ ...v, devices })),
        () => undefined,
      );
    };
    navigator.mediaDevices?.addEventListener('devicechange', refresh);
    return () => {
      navigator.mediaDevices?.removeEventListener('devicechange', refresh);
      stopTracks(current.current.audio, current.current.video);
    };
  }, []);

  const start = useCallback(async () => {
    const v = current.current;
    if (v.started || v.starting) return;
    setView((s) => ({ ...s, starting: true }));
    const media = await openLocalMedia({ audioDeviceId: v.audioDeviceId || undefined, videoDeviceId: v.videoDeviceId || undefined });
    const devices = await listDevices().catch(() => initial.devices);
    setView((s) => ({
      ...s,
      started: true,
      starting: false,
      audio: media.audio,
      video: media.video,
      problems: media.problems,
      cameraOn: media.video !== null,
      devices,
      audioDeviceId: media.audio?.getSettings().deviceId ?? s.audioDeviceId,
      videoDeviceId: media.video?.getSettings().deviceId ?? s.videoDeviceId,
    }));
  }, []);

  const toggleMic = useCallback(() => {
    setView((s) => {
      if (s.audio) s.audio.enabled = !s.micOn;
      return { ...s, micOn: !s.micOn };
    });
  }, []);

  const openCamera = useCallback(async (deviceId: string) => {
    const media = await openLocalMedia({ videoDeviceId: deviceId || undefined }, { audio: false, video: true });
    setView((s) => {
      stopTracks(s.video);
      return {
        ...s,
        video: media.video,
        cameraOn: media.video !== null,
        videoDeviceId: media.video?.getSettings().deviceId ?? deviceId,
        problems: { ...s.problems, video: media.problems.video },
      };
    });
  }, []);

  const toggleCamera = useCallback(async () => {
    const v = current.current;
    if (v.cameraOn && v.video) {
      stopTracks(v.video);
      setView((s) => ({ ...s, video: null, cameraOn: false }));
      return;
    }
    await openCamera(v.videoDeviceId);
  }, [openCamera]);

  const chooseCamera = useCallback(
    async (id: string) => {
      setView((s) => ({ ...s, videoDeviceId: id }));
      if (current.current.cameraOn || current.current.problems.video) await openCamera(id);
    },
    [openCamera],
  );

  const chooseMicrophone = useCallback(async (id: string) => {
    const media = await openLocalMedia({ audioDeviceId: id || undefined }, { audio: true, video: false });
    setView((s) => {
      stopTracks(s.audio);
      if (media.audio) media.audio.enabled = s.micOn;
      return { ...s, audio: media.audio, audioDeviceId: id, problems: { ...s.problems, audio: media.problems.audio } };
    });
  }, []);

  const chooseSpeaker = useCallback((id: string) => setView((s) => ({ ...s, speakerId: id })), []);

  return [view, { start, toggleMic, toggleCamera, chooseMicrophone, chooseCamera, chooseSpeaker }];
}

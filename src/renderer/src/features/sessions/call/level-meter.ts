/** The microphone level meter: an AnalyserNode on the microphone's track, read a few times a second. */

/** The quietest level the meter shows (dBFS); silence and anything under it read 0. */
export const METER_FLOOR_DB = -60;

/** A level in [0, 1] from time-domain samples in [-1, 1]: their RMS on a decibel scale above the floor. */
export function levelOf(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const s = samples[i] ?? 0;
    sum += s * s;
  }
  const rms = Math.sqrt(sum / samples.length);
  if (rms === 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - METER_FLOOR_DB) / -METER_FLOOR_DB));
}

/** Reports the track's level every `intervalMs` until the returned function stops it. */
export function startLevelMeter(track: MediaStreamTrack, onLevel: (level: number) => void, intervalMs = 100): () => void {
  const context = new AudioContext();
  const source = context.createMediaStreamSource(new MediaStream([track]));
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const buffer = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(buffer);
    onLevel(levelOf(buffer));
  }, intervalMs);
  return () => {
    clearInterval(timer);
    source.disconnect();
    void context.close();
  };
}

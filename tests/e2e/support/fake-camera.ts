import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The fake camera the call specs' Chromium films: a small Y4M clip instead of Chromium's built-in
 * 640×360 at 30 frames a second. Every call spec runs two or three peers that each encode and decode
 * the camera in software on a 2-core machine, so the pixels per second decide how much of the machine
 * a call takes from the specs beside it; what the specs check (frames and packets rising, tiles,
 * the avatar when the camera is off) does not depend on the picture's size.
 */
const WIDTH = 160;
const HEIGHT = 96;
const FPS = 10;
const FRAMES = 20;

export const FAKE_CAMERA_FILE = join(tmpdir(), `qurious-e2e-camera-${WIDTH}x${HEIGHT}-${FPS}.y4m`);

/** One frame in 4:2:0: a luma ramp that slides a little each frame (so each frame differs), grey chroma. */
function frame(index: number): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) luma[y * WIDTH + x] = 16 + ((x + y + index * 8) % 220);
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/** Writes the clip once per machine (atomically, so a browser never reads half of it). */
export function writeFakeCamera(): void {
  if (existsSync(FAKE_CAMERA_FILE)) return;
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const frames = Array.from({ length: FRAMES }, (_, i) => frame(i));
  const partial = `${FAKE_CAMERA_FILE}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.concat([header, ...frames]));
  renameSync(partial, FAKE_CAMERA_FILE);
}

/** Chromium's switches for fake media: the clip above as the camera, the built-in beep as the microphone. */
export const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${FAKE_CAMERA_FILE}`];

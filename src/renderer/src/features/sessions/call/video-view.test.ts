import { describe, expect, it } from 'vitest';
import { awaitsFrame, initialVideoView, showsVideo, videoView, type VideoEvent, type VideoView } from './video-view';

const after = (events: VideoEvent[], start: VideoView = initialVideoView(false)) => events.reduce(videoView, start);
const frame: VideoEvent = { type: 'frame' };
const off: VideoEvent = { type: 'camera', on: false };
const on: VideoEvent = { type: 'camera', on: true };

describe('videoView', () => {
  it('shows the avatar until a frame is presented, then the video, and waits again when the video goes quiet', () => {
    expect(showsVideo(initialVideoView(false))).toBe(false);
    expect(awaitsFrame(initialVideoView(false))).toBe(true);
    expect(showsVideo(after([frame]))).toBe(true);
    expect(awaitsFrame(after([frame]))).toBe(false);
    expect(showsVideo(after([frame, { type: 'quiet' }]))).toBe(false);
    expect(showsVideo(after([frame, { type: 'stream' }]))).toBe(false);
  });

  it('shows the avatar the moment the camera is said to be off, whatever frames still arrive', () => {
    const playing = after([frame]);
    const turnedOff = videoView(playing, off);
    expect(showsVideo(turnedOff)).toBe(false);
    // No frame is awaited while the camera is off: a late one (or the frozen last one) changes nothing.
    expect(awaitsFrame(turnedOff)).toBe(false);
    expect(showsVideo(after([frame, frame], turnedOff))).toBe(false);
  });

  it('keeps the avatar after the camera is back on until a new frame is presented', () => {
    const backOn = after([frame, off, on]);
    expect(showsVideo(backOn)).toBe(false);
    expect(awaitsFrame(backOn)).toBe(true);
    expect(showsVideo(videoView(backOn, frame))).toBe(true);
  });

  it('starts with the avatar for a camera already off when the tile appears, and ignores a state said twice', () => {
    const joinedOff = initialVideoView(true);
    expect(showsVideo(after([frame], joinedOff))).toBe(false);
    expect(videoView(joinedOff, off)).toBe(joinedOff);
    // "On" said again while the video plays does not hide it.
    const playing = after([frame]);
    expect(videoView(playing, on)).toBe(playing);
  });
});

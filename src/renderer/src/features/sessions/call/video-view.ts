/**
 * What a video tile shows: the video once a frame of it was presented, otherwise the person's
 * avatar. A camera said to be off shows the avatar at once, whatever frames the element still
 * holds or receives (its last frame would stay on screen for seconds); once it is said to be on
 * again, the avatar stays until a new frame is presented.
 */
export interface VideoView {
  /** The person said their camera is off. */
  cameraOff: boolean;
  /** A frame was presented since the stream came, its video went quiet, or the camera came back on. */
  framed: boolean;
}

export type VideoEvent =
  /** A new stream (or none) on the element. */
  | { type: 'stream' }
  /** A video track of the stream muted, ended or was removed. */
  | { type: 'quiet' }
  /** The element presented a frame. */
  | { type: 'frame' }
  /** The person said their camera is on or off. */
  | { type: 'camera'; on: boolean };

export const initialVideoView = (cameraOff: boolean): VideoView => ({ cameraOff, framed: false });

export function videoView(view: VideoView, event: VideoEvent): VideoView {
  switch (event.type) {
    case 'stream':
    case 'quiet':
      return view.framed ? { ...view, framed: false } : view;
    case 'frame':
      // A frame still on its way when the camera went off is not the camera being on.
      return view.cameraOff || view.framed ? view : { ...view, framed: true };
    case 'camera':
      return event.on === !view.cameraOff ? view : { cameraOff: !event.on, framed: false };
  }
}

export const showsVideo = (view: VideoView): boolean => view.framed && !view.cameraOff;

/** Whether the tile asks its element for the next frame (not while the camera is off: nothing to show). */
export const awaitsFrame = (view: VideoView): boolean => !view.framed && !view.cameraOff;

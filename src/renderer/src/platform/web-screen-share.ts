import type { ScreenShare } from './platform';

/** The browser build: getDisplayMedia shows the browser's own picker (screens, windows, tabs). */
export const browserScreenShare: ScreenShare = {
  kind: 'browser',
  capture: () => navigator.mediaDevices.getDisplayMedia({ video: { frameRate: { ideal: 15 } }, audio: false }),
};

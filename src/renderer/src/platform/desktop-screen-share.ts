import type { DesktopBridge } from '#shared/contract/ipc';
import type { ScreenShare } from './platform';

/**
 * The desktop app: the room's picker lists what main offers (desktopCapturer, with thumbnails);
 * main records the pick, refusing an id it did not offer, and answers the getDisplayMedia that
 * follows with that source (its display-media request handler).
 */
export function desktopScreenShare(bridge: DesktopBridge): ScreenShare {
  return {
    kind: 'picker',
    sources: () => bridge.listScreenSources(),
    async capture(sourceId) {
      await bridge.chooseScreenSource({ sourceId });
      return navigator.mediaDevices.getDisplayMedia({ video: { frameRate: { ideal: 15 } }, audio: false });
    },
  };
}

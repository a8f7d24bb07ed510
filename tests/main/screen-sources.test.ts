import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenSourceSchema } from '#shared/contract/ipc';
import { IpcRejectedError, createIpcHandlers, type IpcHandle } from '#main/ipc';
import { createMainServices } from '#main/services/create-services';
import {
  SCREEN_SOURCE_LIMITS,
  SOURCE_NOT_OFFERED_MESSAGE,
  createScreenSources,
  displayMediaHandler,
  type CapturerSource,
  type GetSourcesOptions,
  type ScreenSources,
} from '#main/services/screen-sources';
import { isSessionRoomUrl } from '#main/window';

const APP = 'file:///opt/Qurious/resources/app.asar/out/renderer/';
const ROOM = `${APP}index.html#/sessions/booking-1`;
const appInfo = { name: 'Qurious', version: '0.1.0', platform: process.platform, apiBase: 'http://localhost:5500' };

/** desktopCapturer as the system would answer: two screens and a window, with PNG thumbnails. */
let thumbnail: string;
const asked: GetSourcesOptions[] = [];
const capturer = async (options: GetSourcesOptions): Promise<CapturerSource[]> => {
  asked.push(options);
  const image = (data: string) => ({ isEmpty: () => data === '', toDataURL: () => data });
  return [
    { id: 'screen:0:0', name: 'Entire Screen', thumbnail: image(thumbnail) },
    { id: 'screen:1:0', name: 'Screen 2', thumbnail: image(thumbnail) },
    { id: 'window:4242:0', name: 'Blender — scene.blend', thumbnail: image('') },
  ];
};

let clock = 0;
let sources: ScreenSources;
let handle: IpcHandle;

beforeAll(async () => {
  const png = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#5b3df5' } }).png().toBuffer();
  thumbnail = `data:image/png;base64,${png.toString('base64')}`;
});

function setup() {
  clock = 1_000_000;
  sources = createScreenSources(capturer, () => clock);
  handle = createIpcHandlers(createMainServices({ openDialog: async () => ({ canceled: true, filePaths: [] }), appInfo, screenSources: sources }), [APP]);
}

const list = async () => screenSourceSchema.array().parse(await handle('listScreenSources', ROOM, []));

describe('the screen-share source picker over IPC', () => {
  it('lists screens and windows with thumbnails under opaque ids, never the system ids', async () => {
    setup();
    const listed = await list();
    expect(listed.map(({ name, kind }) => ({ name, kind }))).toEqual([
      { name: 'Entire Screen', kind: 'screen' },
      { name: 'Screen 2', kind: 'screen' },
      { name: 'Blender — scene.blend', kind: 'window' },
    ]);
    expect(listed[0]?.thumbnail).toBe(thumbnail);
    expect(listed[2]?.thumbnail).toBe('');
    for (const s of listed) expect(s.id).not.toMatch(/^(screen|window):/);
    expect(asked.at(-1)).toEqual({ types: ['screen', 'window'], thumbnailSize: SCREEN_SOURCE_LIMITS.thumbnail, fetchWindowIcons: false });
  });

  it('refuses a source id it did not offer, and the display-media request then gets nothing', async () => {
    setup();
    await list();
    const answer = displayMediaHandler(sources, (url) => isSessionRoomUrl(url, [APP]));
    for (const forged of ['screen:0:0', 'window:4242:0', 'guessed-id', '00000000-0000-4000-8000-000000000000']) {
      await expect(handle('chooseScreenSource', ROOM, [{ sourceId: forged }])).rejects.toThrow(IpcRejectedError);
      await expect(handle('chooseScreenSource', ROOM, [{ sourceId: forged }])).rejects.toThrow(SOURCE_NOT_OFFERED_MESSAGE);
    }
    const granted: unknown[] = [];
    answer({ frame: { url: ROOM } }, (streams) => granted.push(streams));
    expect(granted).toEqual([null]);
  });

  it('answers the next getDisplayMedia of a session room with the chosen source, once', async () => {
    setup();
    const listed = await list();
    const window = listed.find((s) => s.kind === 'window');
    if (!window) throw new Error('no window listed');
    expect(await handle('chooseScreenSource', ROOM, [{ sourceId: window.id }])).toBeNull();
    const answer = displayMediaHandler(sources, (url) => isSessionRoomUrl(url, [APP]));
    const granted: unknown[] = [];
    answer({ frame: { url: ROOM } }, (streams) => granted.push(streams));
    answer({ frame: { url: ROOM } }, (streams) => granted.push(streams));
    expect(granted).toEqual([{ video: { id: 'window:4242:0', name: 'Blender — scene.blend' } }, null]);
  });

  it('ids of an earlier listing stop being valid when the picker lists again, and after the offer time', async () => {
    setup();
    const first = await list();
    const second = await list();
    await expect(handle('chooseScreenSource', ROOM, [{ sourceId: first[0]?.id }])).rejects.toThrow(SOURCE_NOT_OFFERED_MESSAGE);
    clock += SCREEN_SOURCE_LIMITS.offerTtlMs + 1;
    await expect(handle('chooseScreenSource', ROOM, [{ sourceId: second[0]?.id }])).rejects.toThrow(SOURCE_NOT_OFFERED_MESSAGE);
  });

  it('does not capture for a page that is not a session room, nor with a stale choice', async () => {
    setup();
    const [screen] = await list();
    const answer = displayMediaHandler(sources, (url) => isSessionRoomUrl(url, [APP]));
    const granted: unknown[] = [];
    await handle('chooseScreenSource', ROOM, [{ sourceId: screen?.id }]);
    answer({ frame: { url: `${APP}index.html#/gigs` } }, (streams) => granted.push(streams));
    answer({ frame: { url: 'https://evil.example/#/sessions/booking-1' } }, (streams) => granted.push(streams));
    answer({ frame: null }, (streams) => granted.push(streams));
    await handle('chooseScreenSource', ROOM, [{ sourceId: screen?.id }]);
    clock += SCREEN_SOURCE_LIMITS.choiceTtlMs + 1;
    answer({ frame: { url: ROOM } }, (streams) => granted.push(streams));
    expect(granted).toEqual([null, null, null, null]);
  });

  it('checks the arguments and the sender like every channel', async () => {
    setup();
    await expect(handle('chooseScreenSource', ROOM, [{ sourceId: '' }])).rejects.toThrow(/Invalid arguments/);
    await expect(handle('chooseScreenSource', ROOM, [{ sourceId: 'x', id: 'screen:0:0' }])).rejects.toThrow(/Invalid arguments/);
    await expect(handle('listScreenSources', 'https://evil.example/', [])).rejects.toThrow(/is not the app/);
  });
});

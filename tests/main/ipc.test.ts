import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ipcContract, preparedImageSchema, type DesktopBridge } from '#shared/contract/ipc';
import {
  IpcRejectedError,
  createIpcHandlers,
  registerIpc,
  type IpcHandle,
  type IpcMainLike,
} from '#main/ipc';
import { createMainServices } from '#main/services/create-services';
import type { OpenDialog } from '#main/services/image-dialog';
import { createImageFixtures, type ImageFixtures } from '../helpers/fixtures';
import { keychain } from '../helpers/keychain';

const APP = 'file:///opt/Qurious/resources/app.asar/out/renderer/';
const PAGE = `${APP}index.html#/users/ana/manage_gigs/new/gallery`;
const DEV = 'http://localhost:5173/';

let fx: ImageFixtures;
let nextFile: string | null = null;
const pickNext: OpenDialog = async () => {
  const path = nextFile;
  nextFile = null;
  return path === null ? { canceled: true, filePaths: [] } : { canceled: false, filePaths: [path] };
};

const appInfo = {
  name: 'Qurious',
  version: '0.1.0',
  platform: process.platform,
  apiBase: 'http://localhost:5500',
};
let handle: IpcHandle;

beforeAll(async () => {
  if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
    throw new Error(
      'No D-Bus session: run this suite through tests/helpers/with-keyring.sh (real gnome-keyring).',
    );
  }
  fx = await createImageFixtures();
  handle = createIpcHandlers(createMainServices({ openDialog: pickNext, appInfo }), [APP, DEV]);
});
afterAll(async () => {
  await handle('clearToken', PAGE, []);
  await fx?.cleanup();
});

describe('the contract', () => {
  it('has exactly the channels the renderer is written against', () => {
    expect(
      Object.fromEntries(Object.entries(ipcContract).map(([key, { channel }]) => [key, channel])),
    ).toEqual({
      getToken: 'vault:get-token',
      setToken: 'vault:set-token',
      clearToken: 'vault:clear-token',
      getDeviceToken: 'vault:get-device-token',
      setDeviceToken: 'vault:set-device-token',
      openImageDialog: 'dialog:open-image',
      prepareImage: 'media:prepare-image',
      appInfo: 'app:info',
      listScreenSources: 'screen:list-sources',
      chooseScreenSource: 'screen:choose-source',
      showNotification: 'notify:show',
      setBadgeCount: 'notify:badge',
      takeDeepLink: 'deep-link:take',
    });
    expectTypeOf<Parameters<DesktopBridge['setToken']>>().toEqualTypeOf<[string]>();
    expectTypeOf<Awaited<ReturnType<DesktopBridge['getToken']>>>().toEqualTypeOf<string | null>();
    expectTypeOf<Parameters<DesktopBridge['setDeviceToken']>>().toEqualTypeOf<[string]>();
    expectTypeOf<Awaited<ReturnType<DesktopBridge['getDeviceToken']>>>().toEqualTypeOf<string | null>();
    expectTypeOf<Parameters<DesktopBridge['prepareImage']>>().toEqualTypeOf<
      [{ fileId: string; purpose: 'avatar' | 'gallery' }]
    >();
    expectTypeOf<Awaited<ReturnType<DesktopBridge['openImageDialog']>>>().toEqualTypeOf<{
      fileId: string;
      name: string;
    } | null>();
  });
});

describe('IPC sender check', () => {
  it('refuses frames that are not the app, before running anything', async () => {
    await handle('setToken', PAGE, ['kept-token']);
    for (const sender of [
      'https://evil.example/',
      'http://localhost:5173.evil.example/',
      'http://localhost:5174/',
      'file:///tmp/evil.html',
      'file:///opt/Qurious/resources/app.asar/out/renderer-other/index.html',
      'about:blank',
      '',
      undefined,
      null,
    ]) {
      await expect(handle('setToken', sender, ['stolen'])).rejects.toThrow(IpcRejectedError);
      await expect(handle('getToken', sender, [])).rejects.toThrow(/is not the app/);
    }
    expect(await handle('getToken', PAGE, [])).toBe('kept-token');
  });

  it('accepts the bundle and the dev server', async () => {
    expect(await handle('appInfo', PAGE, [])).toEqual(appInfo);
    expect(await handle('appInfo', `${DEV}search?q=figma`, [])).toEqual(appInfo);
  });
});

describe('IPC argument parsing', () => {
  const malformed: [string, unknown][] = [
    ['setToken', []],
    ['setToken', [42]],
    ['setToken', ['']],
    ['setToken', ['x'.repeat(8193)]],
    ['setToken', ['a', 'b']],
    ['setToken', 'not-an-array'],
    ['getToken', ['unexpected']],
    ['openImageDialog', [{ purpose: 'banner' }]],
    ['openImageDialog', [{ purpose: 'gallery', path: '/etc/passwd' }]],
    ['openImageDialog', []],
    ['prepareImage', [{ fileId: 'x' }]],
    ['prepareImage', [{ fileId: '', purpose: 'avatar' }]],
    ['prepareImage', [{ fileId: 'x', purpose: 'avatar', path: '/etc/passwd' }]],
    ['prepareImage', [null]],
  ];

  it.each(malformed)('refuses %s with %j', async (key, args) => {
    await expect(handle(key, PAGE, args)).rejects.toThrow(/^Invalid arguments for IPC /);
  });

  it('refuses unknown channels and prototype keys', async () => {
    await expect(handle('readFile', PAGE, ['/etc/passwd'])).rejects.toThrow(/Unknown IPC channel/);
    await expect(handle('__proto__', PAGE, [])).rejects.toThrow(/Unknown IPC channel/);
    await expect(handle('toString', PAGE, [])).rejects.toThrow(/Unknown IPC channel/);
  });

  it('leaves the vault unchanged after a refused call', async () => {
    await handle('setToken', PAGE, ['before']);
    await expect(handle('setToken', PAGE, [''])).rejects.toThrow();
    expect(await handle('getToken', PAGE, [])).toBe('before');
  });
});

describe('IPC good calls, on the real services', () => {
  it('sets, reads, overwrites and clears the token in the keychain', async () => {
    expect(await handle('setToken', PAGE, ['t1'])).toBeNull();
    expect(await handle('getToken', PAGE, [])).toBe('t1');
    expect(await handle('setToken', PAGE, ['t2'])).toBeNull();
    expect(await handle('getToken', PAGE, [])).toBe('t2');
    expect(await handle('clearToken', PAGE, [])).toBeNull();
    expect(await handle('getToken', PAGE, [])).toBeNull();
  });

  it('keeps the device token in its own keychain entry, which logging out (clearToken) leaves alone', async () => {
    expect(await handle('setDeviceToken', PAGE, ['device-1'])).toBeNull();
    expect(await handle('setToken', PAGE, ['session-1'])).toBeNull();
    expect(await keychain.getPassword('Qurious', 'device-token')).toBe('device-1');
    expect(await handle('clearToken', PAGE, [])).toBeNull();
    expect(await handle('getDeviceToken', PAGE, [])).toBe('device-1');
    expect(await handle('setDeviceToken', PAGE, ['device-2'])).toBeNull();
    expect(await handle('getDeviceToken', PAGE, [])).toBe('device-2');
    await expect(handle('setDeviceToken', PAGE, [''])).rejects.toThrow(IpcRejectedError);
    await expect(handle('setDeviceToken', PAGE, ['x'.repeat(201)])).rejects.toThrow(IpcRejectedError);
    await keychain.deletePassword('Qurious', 'device-token');
    expect(await handle('getDeviceToken', PAGE, [])).toBeNull();
  });

  it('picks an image, then prepares it by id', async () => {
    nextFile = fx.heic;
    const picked = await handle('openImageDialog', PAGE, [{ purpose: 'gallery' }]);
    expect(picked).toEqual({ fileId: expect.any(String), name: 'photo.heic' });
    const fileId = (picked as { fileId: string }).fileId;

    const gallery = await handle('prepareImage', PAGE, [{ fileId, purpose: 'gallery' }]);
    expect(gallery).toMatchObject({
      ok: true,
      warning: null,
      image: { mimeType: 'image/jpeg', width: 1400, height: 900 },
    });
    const avatar = await handle('prepareImage', PAGE, [{ fileId, purpose: 'avatar' }]);
    expect(avatar).toMatchObject({ ok: true, image: { name: 'photo.jpg', width: 800, height: 514 } });
    expect(preparedImageSchema.safeParse((avatar as { image: unknown }).image).success).toBe(true);
  });

  it('answers a cancelled dialog with null and a bad image with the spec message', async () => {
    expect(await handle('openImageDialog', PAGE, [{ purpose: 'avatar' }])).toBeNull();
    nextFile = fx.tooSmall;
    const picked = (await handle('openImageDialog', PAGE, [{ purpose: 'gallery' }])) as { fileId: string };
    expect(await handle('prepareImage', PAGE, [{ fileId: picked.fileId, purpose: 'gallery' }])).toEqual({
      ok: false,
      message: 'Image is too small (700x430 px). Minimum size is 712x430 px.',
    });
  });

  it('refuses to prepare a file id that was never picked', async () => {
    await expect(
      handle('prepareImage', PAGE, [{ fileId: 'guessed-id', purpose: 'gallery' }]),
    ).rejects.toThrow(/choose it again/);
  });
});

describe('registerIpc', () => {
  type Listener = Parameters<IpcMainLike['handle']>[1];

  it('registers every channel once, passing the sender frame URL and the arguments', async () => {
    const listeners = new Map<string, Listener>();
    const ipcMain: IpcMainLike = {
      handle: (channel, listener) => {
        expect(listeners.has(channel)).toBe(false);
        listeners.set(channel, listener);
      },
    };
    registerIpc(ipcMain, handle);
    expect([...listeners.keys()].sort()).toEqual(
      Object.values(ipcContract)
        .map(({ channel }) => channel)
        .sort(),
    );

    const invoke = (channel: string, senderFrame: { url: string } | null | undefined, ...args: unknown[]) => {
      const listener = listeners.get(channel);
      if (listener === undefined) throw new Error(`not registered: ${channel}`);
      return listener({ senderFrame }, ...args);
    };
    expect(await invoke('vault:set-token', { url: PAGE }, 'from-ipc')).toBeNull();
    expect(await invoke('vault:get-token', { url: DEV })).toBe('from-ipc');
    expect(await invoke('app:info', { url: PAGE })).toEqual(appInfo);
    await expect(invoke('vault:get-token', null)).rejects.toThrow(/is not the app/);
    await expect(invoke('vault:get-token', undefined)).rejects.toThrow(/is not the app/);
    await expect(invoke('vault:get-token', { url: 'https://evil.example/' })).rejects.toThrow(
      /is not the app/,
    );
    await expect(invoke('vault:set-token', { url: PAGE })).rejects.toThrow(/Invalid arguments/);
  });
});

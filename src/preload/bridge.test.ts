import { describe, expect, it } from 'vitest';
import { IPC_KEYS, ipcContract } from '#shared/contract/ipc';
import { BRIDGE_CHANNELS, createBridge } from './bridge';

describe('createBridge', () => {
  it('names every channel exactly as the contract does', () => {
    expect(Object.keys(BRIDGE_CHANNELS).sort()).toEqual([...IPC_KEYS].sort());
    for (const key of IPC_KEYS) expect(BRIDGE_CHANNELS[key]).toBe(ipcContract[key].channel);
  });

  it('exposes one plain function per key, each one invoke on its channel with its arguments', async () => {
    const calls: unknown[][] = [];
    const bridge = createBridge(async (...call) => {
      calls.push(call);
      return null;
    });
    expect(Object.keys(bridge).sort()).toEqual([...IPC_KEYS].sort());
    expect(Object.values(bridge).every((fn) => typeof fn === 'function')).toBe(true);

    await bridge.getToken();
    await bridge.setToken('t0ken');
    await bridge.clearToken();
    await bridge.getDeviceToken();
    await bridge.setDeviceToken('d3vice');
    await bridge.openImageDialog({ purpose: 'gallery' });
    await bridge.prepareImage({ fileId: 'f1', purpose: 'avatar' });
    await bridge.appInfo();
    await bridge.listScreenSources();
    await bridge.chooseScreenSource({ sourceId: 's1' });
    expect(calls).toEqual([
      ['vault:get-token'],
      ['vault:set-token', 't0ken'],
      ['vault:clear-token'],
      ['vault:get-device-token'],
      ['vault:set-device-token', 'd3vice'],
      ['dialog:open-image', { purpose: 'gallery' }],
      ['media:prepare-image', { fileId: 'f1', purpose: 'avatar' }],
      ['app:info'],
      ['screen:list-sources'],
      ['screen:choose-source', { sourceId: 's1' }],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { describeDevice } from './account';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) qurious/0.1.0 Chrome/130.0.0.0 Electron/33.0.0 Safari/537.36',
      { kind: 'desktop', name: 'Qurious desktop app on Linux' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { kind: 'browser', name: 'Chrome on Windows' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { kind: 'browser', name: 'Edge on Windows' },
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:131.0) Gecko/20100101 Firefox/131.0', { kind: 'browser', name: 'Firefox on macOS' }],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { kind: 'browser', name: 'Safari on iPhone' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      { kind: 'browser', name: 'Chrome on Android' },
    ],
    ['curl/8.5.0', { kind: 'browser', name: 'Unknown device' }],
    ['', { kind: 'browser', name: 'Unknown device' }],
  ])('%s', (ua, expected) => {
    expect(describeDevice(ua)).toEqual(expected);
  });
});

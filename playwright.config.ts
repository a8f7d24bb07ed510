import { defineConfig } from '@playwright/test';
import { FAKE_MEDIA_ARGS } from './tests/e2e/support/fake-camera';
import { CHROMIUM_ARGS, chromiumPath } from './tests/helpers/chromium';

const chromiumArgs = [...CHROMIUM_ARGS];
/** The call specs: a fake camera (a small clip) and microphone, and every media prompt (camera, screen) accepted. */
const fakeMedia = [...FAKE_MEDIA_ARGS, '--use-fake-ui-for-media-stream'];
const executablePath = chromiumPath();

/**
 * Both e2e flavours run in Debian's Chromium (Playwright cannot download browsers here):
 * web drives the browser build served by the real API; desktop drives the built Electron renderer
 * with the bridge served by the real main-process services.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Carries the paths for the renderer's import aliases (see the comment there).
  tsconfig: './tsconfig.node.json',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous for a loaded 2-core machine: a passing assertion returns as soon as it holds, so
  // these only bound how long a failing one waits.
  timeout: 90_000,
  expect: {
    timeout: 15_000,
    // The visual check: still pictures, no caret, on Debian's Chromium; the baselines sit
    // beside their spec and are updated on purpose with --update-snapshots (README).
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.001 },
  },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumArgs },
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 5510}`,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'web', testMatch: 'web/**/*.spec.ts', use: { launchOptions: { executablePath, args: [...chromiumArgs, ...fakeMedia] } } },
    {
      name: 'desktop',
      testMatch: 'desktop/**/*.spec.ts',
      // The desktop renderer loads from file:// as in Electron; Chromium needs this to run its modules.
      use: { launchOptions: { executablePath, args: [...chromiumArgs, ...fakeMedia, '--allow-file-access-from-files'] } },
    },
  ],
});

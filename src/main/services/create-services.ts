import type { AppInfo } from '#shared/contract/ipc';
import type { IpcServices } from '../ipc';
import type { Badge, DesktopNotifier } from '../desktop-notifications';
import { createImageDialog, type OpenDialog } from './image-dialog';
import { createImageService } from './image-service';
import { createPickedFiles } from './picked-files';
import { createScreenSources, type ScreenSources } from './screen-sources';
import { createTokenVault, DEVICE_VAULT_ACCOUNT } from './token-vault';

export type MainServicesDeps = {
  /** The native open dialog (or, in the desktop e2e suite, a function that picks a given file). */
  openDialog: OpenDialog;
  appInfo: AppInfo;
  /**
   * Keychain entry; defaults to service 'Qurious', account 'session-token'. The device token is
   * kept beside it, under account 'device-token' (or `<account>.device` for a given account).
   */
  vault?: { service?: string; account?: string };
  /**
   * The screen-share source picker (desktopCapturer behind it); main's display-media handler
   * shares the same one. None given: nothing is offered.
   */
  screenSources?: ScreenSources;
  /** Native notifications, the badge and the deep links' inbox; none given: nothing is shown. */
  desktop?: {
    notifier: Pick<DesktopNotifier, 'show'>;
    badge: Badge;
    deepLinks: { take(): string | null };
  };
};

/** The real services behind every IPC channel. */
export function createMainServices({
  openDialog,
  appInfo,
  vault: vaultEntry,
  screenSources = createScreenSources(async () => []),
  desktop,
}: MainServicesDeps): IpcServices {
  const vault = createTokenVault(vaultEntry);
  const deviceVault = createTokenVault({
    ...(vaultEntry?.service ? { service: vaultEntry.service } : {}),
    account: vaultEntry?.account ? `${vaultEntry.account}.device` : DEVICE_VAULT_ACCOUNT,
  });
  const files = createPickedFiles();
  const dialog = createImageDialog(openDialog, files);
  const images = createImageService(files);
  return {
    getToken: () => vault.get(),
    setToken: async (token) => {
      await vault.set(token);
      return null;
    },
    clearToken: async () => {
      await vault.clear();
      return null;
    },
    getDeviceToken: () => deviceVault.get(),
    setDeviceToken: async (token) => {
      await deviceVault.set(token);
      return null;
    },
    openImageDialog: (request) => dialog.open(request),
    prepareImage: (request) => images.prepare(request),
    appInfo: async () => appInfo,
    listScreenSources: () => screenSources.list(),
    chooseScreenSource: (request) => screenSources.choose(request),
    showNotification: async (notification) => {
      desktop?.notifier.show(notification);
      return null;
    },
    setBadgeCount: async (count) => {
      desktop?.badge.set(count);
      return null;
    },
    takeDeepLink: async () => desktop?.deepLinks.take() ?? null,
  };
}

import type { AppInfo } from '../../shared/contract/ipc';
import type { IpcServices } from '../ipc';
import { createImageDialog, type OpenDialog } from './image-dialog';
import { createImageService } from './image-service';
import { createPickedFiles } from './picked-files';
import { createTokenVault } from './token-vault';

export type MainServicesDeps = {
  /** The native open dialog (or, in the desktop e2e suite, a function that picks a given file). */
  openDialog: OpenDialog;
  appInfo: AppInfo;
  /** Keychain entry; defaults to service 'Qurious', account 'session-token'. */
  vault?: { service?: string; account?: string };
};

/** The real services behind every IPC channel. */
export function createMainServices({
  openDialog,
  appInfo,
  vault: vaultEntry,
}: MainServicesDeps): IpcServices {
  const vault = createTokenVault(vaultEntry);
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
    openImageDialog: (request) => dialog.open(request),
    prepareImage: (request) => images.prepare(request),
    appInfo: async () => appInfo,
  };
}

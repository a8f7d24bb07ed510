import { basename } from 'node:path';
import type { OpenDialogOptions } from 'electron';
import { IMAGE_EXTENSIONS } from '#shared/domain/media';
import type { ImagePurpose, PickedImage } from '#shared/contract/ipc';
import type { PickedFiles } from './picked-files';

/** Electron's dialog.showOpenDialog (bound to a window), or a stand-in that picks a file. */
export type OpenDialog = (options: OpenDialogOptions) => Promise<{ canceled: boolean; filePaths: string[] }>;

const TITLES: Record<ImagePurpose, string> = {
  avatar: 'Choose a profile picture',
  gallery: 'Choose a gallery image',
};

export function imageDialogOptions(purpose: ImagePurpose): OpenDialogOptions {
  return {
    title: TITLES[purpose],
    properties: ['openFile'],
    // Upper-case too: GTK matches extensions case-sensitively (phones write .HEIC and .JPG).
    filters: [{ name: 'Images', extensions: IMAGE_EXTENSIONS.flatMap((ext) => [ext, ext.toUpperCase()]) }],
  };
}

export interface ImageDialog {
  open(request: { purpose: ImagePurpose }): Promise<PickedImage | null>;
}

/** Shows the native image picker; the picked path stays in main, the renderer gets an id and a name. */
export function createImageDialog(openDialog: OpenDialog, files: PickedFiles): ImageDialog {
  return {
    async open({ purpose }) {
      const { canceled, filePaths } = await openDialog(imageDialogOptions(purpose));
      const path = filePaths[0];
      if (canceled || path === undefined) return null;
      return { fileId: files.add(path), name: basename(path) };
    },
  };
}

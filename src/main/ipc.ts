import { z } from 'zod';
import { ipcContract, type IpcContract, type IpcKey } from '#shared/contract/ipc';
import { isAppUrl } from './app-url';

/** What main does for each channel: the bridge function, with arguments already parsed. */
export type IpcServices = {
  [K in IpcKey]: (...args: z.output<IpcContract[K]['args']>) => Promise<z.input<IpcContract[K]['result']>>;
};

/** One entry point for every IPC call: channel key, the sender frame's URL and the raw arguments. */
export type IpcHandle = (
  key: string,
  senderUrl: string | null | undefined,
  rawArgs: unknown,
) => Promise<unknown>;

export class IpcRejectedError extends Error {
  override name = 'IpcRejectedError';
}

const isIpcKey = (key: string): key is IpcKey => Object.hasOwn(ipcContract, key);

/**
 * Builds the checked IPC entry point: (1) the sender must be a frame of the app (the file:// bundle
 * or the dev server, see appUrlPrefixes), (2) the arguments must match the channel's tuple, (3) the
 * service's answer must match the channel's result schema.
 */
export function createIpcHandlers(services: IpcServices, appUrlPrefixes: readonly string[]): IpcHandle {
  return async (key, senderUrl, rawArgs) => {
    if (!isIpcKey(key)) throw new IpcRejectedError(`Unknown IPC channel "${key}".`);
    const { channel, args, result } = ipcContract[key];
    if (!isAppUrl(senderUrl, appUrlPrefixes)) {
      throw new IpcRejectedError(
        `IPC ${channel} refused: the sender ${senderUrl ?? '(no frame)'} is not the app.`,
      );
    }
    const parsed = args.safeParse(rawArgs);
    if (!parsed.success) {
      throw new IpcRejectedError(`Invalid arguments for IPC ${channel}: ${z.prettifyError(parsed.error)}`);
    }
    const service = services[key] as (...input: readonly unknown[]) => Promise<unknown>;
    const output = result.safeParse(await service(...parsed.data));
    if (!output.success)
      throw new Error(`Invalid result from IPC ${channel}: ${z.prettifyError(output.error)}`);
    return output.data;
  };
}

type InvokeEvent = { senderFrame?: { url: string } | null };

/** The part of Electron's ipcMain used to register the channels. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => Promise<unknown>): void;
}

/** Registers every channel of the contract on ipcMain, all through `handle`. */
export function registerIpc(ipcMain: IpcMainLike, handle: IpcHandle): void {
  for (const key of Object.keys(ipcContract) as IpcKey[]) {
    ipcMain.handle(ipcContract[key].channel, (event, ...args) => handle(key, event.senderFrame?.url, args));
  }
}

/**
 * Every desktop IPC channel (name, arguments, result) as zod schemas, keyed by the name of the
 * function `window.qurious` exposes for it. Main parses arguments and results with these schemas;
 * the preload and the web fallback both implement `DesktopBridge`.
 *
 * The renderer never sees a filesystem path: `openImageDialog` returns an opaque fileId that main
 * maps to the file the user picked.
 */
import { z } from 'zod';
import { PREPARED_IMAGE_MIME_TYPES } from '../domain/media';
import { DEVICE_TOKEN_MAX_LENGTH } from '../domain/user';

export type IpcChannel<
  C extends string = string,
  A extends z.ZodTuple = z.ZodTuple,
  R extends z.ZodType = z.ZodType,
> = {
  channel: C;
  args: A;
  result: R;
};

const ipcChannel = <const C extends string, A extends z.ZodTuple, R extends z.ZodType>(
  channel: C,
  args: A,
  result: R,
): IpcChannel<C, A, R> => ({ channel, args, result });

export const TOKEN_MAX_LENGTH = 8192;

export const imagePurposeSchema = z.enum(['avatar', 'gallery']);
export type ImagePurpose = z.infer<typeof imagePurposeSchema>;

export const pickedImageSchema = z.object({ fileId: z.string().min(1), name: z.string() });
export type PickedImage = z.infer<typeof pickedImageSchema>;

export const preparedImageSchema = z.object({
  name: z.string().min(1),
  mimeType: z.enum(PREPARED_IMAGE_MIME_TYPES),
  dataBase64: z.base64(),
  width: z.int().positive(),
  height: z.int().positive(),
  bytes: z.int().positive(),
});
export type PreparedImage = z.infer<typeof preparedImageSchema>;

export const prepareImageResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), image: preparedImageSchema, warning: z.string().nullable() }),
  z.object({ ok: z.literal(false), message: z.string().min(1) }),
]);
export type PrepareImageResult = z.infer<typeof prepareImageResultSchema>;

export const appInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  platform: z.string(),
  apiBase: z.string(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** A screen or window the desktop app offers to share, by an opaque id main maps to the real source. */
export const screenSourceSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string(),
  kind: z.enum(['screen', 'window']),
  /** A PNG data URL (empty when the system gives no thumbnail). */
  thumbnail: z.string(),
});
export type ScreenSource = z.infer<typeof screenSourceSchema>;

/** A desktop notification: shown by main; a click opens `link` (an app path deep links may open). */
export const desktopNotificationSchema = z.strictObject({
  title: z.string().min(1).max(200),
  body: z.string().max(500),
  link: z.string().min(1).max(200),
});
export type DesktopNotification = z.infer<typeof desktopNotificationSchema>;

export const ipcContract = {
  getToken: ipcChannel('vault:get-token', z.tuple([]), z.string().nullable()),
  setToken: ipcChannel('vault:set-token', z.tuple([z.string().min(1).max(TOKEN_MAX_LENGTH)]), z.null()),
  clearToken: ipcChannel('vault:clear-token', z.tuple([]), z.null()),
  /** The device token of earlier sign-ins (kept at logout: it marks this app as one the owner uses). */
  getDeviceToken: ipcChannel('vault:get-device-token', z.tuple([]), z.string().nullable()),
  setDeviceToken: ipcChannel('vault:set-device-token', z.tuple([z.string().min(1).max(DEVICE_TOKEN_MAX_LENGTH)]), z.null()),
  openImageDialog: ipcChannel(
    'dialog:open-image',
    z.tuple([z.strictObject({ purpose: imagePurposeSchema })]),
    pickedImageSchema.nullable(),
  ),
  prepareImage: ipcChannel(
    'media:prepare-image',
    z.tuple([z.strictObject({ fileId: z.string().min(1).max(100), purpose: imagePurposeSchema })]),
    prepareImageResultSchema,
  ),
  appInfo: ipcChannel('app:info', z.tuple([]), appInfoSchema),
  /** The screens and windows that may be shared now; only these ids can be chosen after. */
  listScreenSources: ipcChannel('screen:list-sources', z.tuple([]), z.array(screenSourceSchema)),
  /** Picks the source the next getDisplayMedia of a session room captures; main refuses an id it did not offer. */
  chooseScreenSource: ipcChannel('screen:choose-source', z.tuple([z.strictObject({ sourceId: z.string().min(1).max(100) })]), z.null()),
  /** A native notification (the renderer asks when a live notification arrives and the window is not focused). */
  showNotification: ipcChannel('notify:show', z.tuple([desktopNotificationSchema]), z.null()),
  /** The dock or taskbar badge: the unread notifications (0 clears it). */
  setBadgeCount: ipcChannel('notify:badge', z.tuple([z.int().min(0).max(100_000)]), z.null()),
  /** The app path a deep link or a notification's click asked to open since the last call, once; null when none. */
  takeDeepLink: ipcChannel('deep-link:take', z.tuple([]), z.string().nullable()),
} as const satisfies Record<string, IpcChannel>;

export type IpcContract = typeof ipcContract;
export type IpcKey = keyof IpcContract;
export const IPC_KEYS = Object.keys(ipcContract) as IpcKey[];

export type DesktopBridge = {
  [K in keyof IpcContract]: (
    ...args: z.input<IpcContract[K]['args']>
  ) => Promise<z.output<IpcContract[K]['result']>>;
};

/** Shown when the OS keychain cannot be reached (for example no Secret Service on Linux). */
export const KEYCHAIN_UNAVAILABLE_MESSAGE =
  'No OS keychain is available: install and unlock gnome-keyring (Secret Service) to keep you signed in.';

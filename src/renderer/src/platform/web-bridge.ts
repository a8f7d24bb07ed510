import type { DesktopBridge } from '#shared/contract/ipc';
import { SIGNED_IN_COOKIE } from '#shared/domain/page-data';
import { STORAGE_KEYS } from '#platform/storage-keys';
import { importOrReload } from '#app/stale-build';
import { pickFile } from './web-file-input';

const picked = new Map<string, File>();

/** Tells the server whether a session is stored here (its pages then come without rendered content); the token stays in localStorage. */
const markSession = (token: string | null) => {
  document.cookie = `${SIGNED_IN_COOKIE}=${token ? '1; max-age=31536000' : '; max-age=0'}; path=/; samesite=lax`;
  return token;
};

/** The browser build's bridge: the token (as the spec says) and the device token in localStorage, files from <input type=file>, canvas for images. */
export const webBridge: DesktopBridge = {
  async getToken() {
    return markSession(localStorage.getItem(STORAGE_KEYS.token));
  },
  async setToken(token) {
    localStorage.setItem(STORAGE_KEYS.token, token);
    markSession(token);
    return null;
  },
  async clearToken() {
    localStorage.removeItem(STORAGE_KEYS.token);
    markSession(null);
    return null;
  },
  async getDeviceToken() {
    return localStorage.getItem(STORAGE_KEYS.deviceToken);
  },
  async setDeviceToken(token) {
    localStorage.setItem(STORAGE_KEYS.deviceToken, token);
    return null;
  },
  async openImageDialog() {
    const file = await pickFile('image/jpeg,image/png,image/webp,image/heic,.jpg,.jpeg,.png,.webp,.heic');
    if (!file) return null;
    const fileId = crypto.randomUUID();
    picked.set(fileId, file);
    return { fileId, name: file.name };
  },
  async prepareImage({ fileId, purpose }) {
    const file = picked.get(fileId);
    if (!file) return { ok: false, message: 'Please choose the image again.' };
    // Canvas work only the upload screens need: out of the entry (a stale chunk after a deploy reloads the tab).
    const { prepareImageInPage } = await importOrReload(() => import('./web-image'));
    return prepareImageInPage(file, purpose);
  },
  // The browser shows its own screen picker inside getDisplayMedia (platform.screenShare).
  async listScreenSources() {
    return [];
  },
  async chooseScreenSource() {
    throw new Error('The browser picks the screen to share itself.');
  },
  // The browser build shows notifications in the page (the bell); the app icon badge where the browser has one (an installed web app).
  async showNotification() {
    return null;
  },
  async setBadgeCount(count) {
    if ('setAppBadge' in navigator) await navigator.setAppBadge(count).catch(() => undefined);
    return null;
  },
  async takeDeepLink() {
    return null;
  },
  async appInfo() {
    return { name: 'Qurious', version: __APP_VERSION__, platform: 'web', apiBase: import.meta.env.VITE_API_BASE ?? window.location.origin };
  },
};


import type { RouteObject, createBrowserRouter } from 'react-router-dom';
import type { DesktopBridge, ScreenSource } from '#shared/contract/ipc';
import type { UiLanguage } from '#shared/domain/ui-language';

/** The router the app renders; both kinds share react-router's data-router type. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** An image checked and ready to upload, or the message saying why it was refused. */
export type CheckedImage = { ok: true; blob: Blob; name: string; warning: string | null } | { ok: false; message: string };

/**
 * Screen sharing in a session room. The browser shows its own picker inside getDisplayMedia; the
 * desktop app has none, so the room shows ours, listing the sources main offers, and main answers
 * getDisplayMedia with the one picked (it refuses an id it did not offer).
 */
export type ScreenShare =
  | { kind: 'browser'; capture(): Promise<MediaStream> }
  | { kind: 'picker'; sources(): Promise<ScreenSource[]>; capture(sourceId: string): Promise<MediaStream> };

/**
 * Everything that differs between the browser build and the desktop app. Each target has one
 * implementation (web-platform.ts, desktop-platform.ts); target.ts picks one, once.
 */
export interface Platform {
  /** Tokens, the image dialog and preparation, app info: the preload's typed IPC, or its browser version. */
  bridge: DesktopBridge;
  /**
   * The browser build routes by real paths, under the URL's language prefix (`/fr/…`: its links stay
   * in it); the desktop app loads from a file, so it routes by hash.
   */
  createRouter(routes: RouteObject[]): AppRouter;
  /**
   * The language a page's URL names (the browser build: English at the root, the others under their
   * code), or null where URLs name none (the desktop app: the language chosen before is kept).
   */
  languageOfUrl(): UiLanguage | null;
  /**
   * Picks a gallery image and checks it before upload; null when cancelled. Desktop: the native
   * dialog and sharp in main (HEIC becomes JPEG). Browser: a file input and the checks a page can do.
   */
  pickGalleryImage(): Promise<CheckedImage | null>;
  /**
   * Where a phone number is verified: Firebase's reCAPTCHA runs only on an authorised web origin,
   * so the desktop app sends the user to the hosted verification page in the system browser.
   */
  phoneVerification: 'in-page' | 'hosted-page';
  /**
   * Where a hosted payment provider's checkout runs (Razorpay Checkout): in the page, or, in the
   * desktop app, on our pay page in the system browser while the app waits for the payment.
   */
  paymentCheckout: 'in-page' | 'hosted-page';
  /**
   * True when the API is the page's own origin (the browser build served by our server): a stored
   * file's path is then its URL, known at once, so a server-rendered page's images match the client's.
   */
  apiAtOrigin: boolean;
  screenShare: ScreenShare;
}

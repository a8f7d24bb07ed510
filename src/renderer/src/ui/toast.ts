import { createElement } from 'react';
import type { ToastOptions, Id } from 'react-toastify';
import { localizeMessage } from '#i18n/messages';
import { ToastBody } from './ToastBody';

/** Buyer spec section 9: toasts last 2000 ms (3000 ms for signup success), top-right, with a progress bar. */
export const TOAST_MS = 2000;
export const TOAST_LONG_MS = 3000;

export const TOAST_DEFAULTS = {
  position: 'top-right',
  autoClose: TOAST_MS,
  hideProgressBar: false,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: false,
  draggable: false,
} as const satisfies ToastOptions;

type Kind = 'success' | 'error' | 'info' | 'warning';

// react-toastify loads with the first toast (or the shell's container), not with every page.
const toastify = () => import('react-toastify').then((m) => m.toast);
let nextId = 0;

/** A toast's texts are English messages of the catalogue (or the server's answers, already translated): shown in the interface language. */
function show(kind: Kind, englishTitle: string, englishText: string | undefined, options: ToastOptions | undefined): Id {
  const title = localizeMessage(englishTitle);
  const text = englishText === undefined ? undefined : localizeMessage(englishText);
  const content = text === undefined ? title : createElement(ToastBody, { title, text });
  const toastId = options?.toastId ?? `qurious-toast-${(nextId += 1)}`;
  void toastify().then((t) => t[kind](content, { ...options, toastId }));
  return toastId;
}

/**
 * The app's toasts (react-toastify under the spec's defaults, set on <ToastHost />). A toast is a
 * line of text, or a title with a line under it.
 */
export const toast = {
  success: (title: string, options?: ToastOptions & { text?: string }) => show('success', title, options?.text, options),
  error: (title: string, options?: ToastOptions & { text?: string }) => show('error', title, options?.text, options),
  info: (title: string, options?: ToastOptions & { text?: string }) => show('info', title, options?.text, options),
  warning: (title: string, options?: ToastOptions & { text?: string }) => show('warning', title, options?.text, options),
  dismiss: (id?: Id) => void toastify().then((t) => t.dismiss(id)),
};

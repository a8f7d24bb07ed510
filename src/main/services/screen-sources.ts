import { randomUUID } from 'node:crypto';
import type { ScreenSource } from '#shared/contract/ipc';
import { IpcRejectedError } from '../ipc';

/** What main needs of a desktopCapturer source (Electron's DesktopCapturerSource has these). */
export interface CapturerSource {
  id: string;
  name: string;
  thumbnail: { isEmpty(): boolean; toDataURL(): string };
}

export interface GetSourcesOptions {
  types: Array<'screen' | 'window'>;
  thumbnailSize: { width: number; height: number };
  fetchWindowIcons: boolean;
}

/** Electron's desktopCapturer.getSources, or in tests a stand-in with the same shape. */
export type GetSources = (options: GetSourcesOptions) => Promise<CapturerSource[]>;

/** The source getDisplayMedia is answered with (Electron's `Video` of the display-media callback). */
export interface ChosenSource {
  id: string;
  name: string;
}

export const SOURCE_NOT_OFFERED_MESSAGE = 'That screen or window was not offered to share. Open the picker again.';

export const SCREEN_SOURCE_LIMITS = {
  thumbnail: { width: 320, height: 180 },
  /** Ids of a listing are valid this long (the picker lists again when reopened). */
  offerTtlMs: 5 * 60_000,
  /** A choice is used by the getDisplayMedia that follows it within this time, once. */
  choiceTtlMs: 30_000,
} as const;

export interface ScreenSources {
  /** The screens and windows to offer, each under a fresh opaque id; earlier ids stop being valid. */
  list(): Promise<ScreenSource[]>;
  /** Records the user's pick; refuses an id this listing did not offer (or one that expired). */
  choose(request: { sourceId: string }): Promise<null>;
  /** The pick for the display-media request under way, once; null when there is none (or it expired). */
  takeChosen(): ChosenSource | null;
}

const kindOf = (id: string): ScreenSource['kind'] => (id.startsWith('screen:') ? 'screen' : 'window');

/**
 * The desktop app's screen-share source picker, main-process side. The renderer sees opaque ids
 * only, so it can choose nothing main did not list; main then answers the renderer's
 * getDisplayMedia with that choice (see displayMediaHandler).
 */
export function createScreenSources(getSources: GetSources, now: () => number = Date.now): ScreenSources {
  let offered = new Map<string, ChosenSource & { at: number }>();
  let chosen: (ChosenSource & { at: number }) | null = null;
  return {
    async list() {
      const sources = await getSources({
        types: ['screen', 'window'],
        thumbnailSize: SCREEN_SOURCE_LIMITS.thumbnail,
        fetchWindowIcons: false,
      });
      const at = now();
      offered = new Map();
      return sources.map((s) => {
        const id = randomUUID();
        offered.set(id, { id: s.id, name: s.name, at });
        return { id, name: s.name, kind: kindOf(s.id), thumbnail: s.thumbnail.isEmpty() ? '' : s.thumbnail.toDataURL() };
      });
    },
    async choose({ sourceId }) {
      const source = offered.get(sourceId);
      if (!source || now() - source.at > SCREEN_SOURCE_LIMITS.offerTtlMs) throw new IpcRejectedError(SOURCE_NOT_OFFERED_MESSAGE);
      chosen = { id: source.id, name: source.name, at: now() };
      return null;
    },
    takeChosen() {
      const pick = chosen;
      chosen = null;
      if (!pick || now() - pick.at > SCREEN_SOURCE_LIMITS.choiceTtlMs) return null;
      return { id: pick.id, name: pick.name };
    },
  };
}

/** The parts of Electron's display-media request main looks at. */
export interface DisplayMediaRequest {
  frame: { url: string } | null;
}

/**
 * The session's setDisplayMediaRequestHandler: a getDisplayMedia from a session room of the app
 * gets the source the user chose in our picker; anything else (another page, no choice) is denied.
 */
export function displayMediaHandler(sources: ScreenSources, mayCapture: (url: string) => boolean) {
  return (request: DisplayMediaRequest, callback: (streams: { video: ChosenSource } | null) => void): void => {
    const url = request.frame?.url;
    const pick = url !== undefined && mayCapture(url) ? sources.takeChosen() : null;
    callback(pick ? { video: pick } : null);
  };
}

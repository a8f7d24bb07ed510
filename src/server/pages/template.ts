/**
 * The browser build's index.html as a template: the server writes each page's head
 * where the build's <title> and description were, and starts the body with the pre-rendered frame
 * the build wrote to frames.json (scripts/lib/web-postbuild.ts), when it has one, or with the
 * page's content rendered by the server and the answers it was drawn from (page-render.ts). The
 * frames are drawn once per language, and `<html lang dir>` say the page's language.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_DATA_ELEMENT_ID } from '#shared/domain/page-data';
import { directionOf, SOURCE_LANGUAGE, type UiLanguage } from '#shared/domain/ui-language';
import { earlyClicksTag } from './early-clicks';
import { jsonForScript } from './head';
import { scriptDeferral, withLateHead } from './late-scripts';
import type { RenderedPage } from './page-render';
import type { Frame } from './resolve';

export const FRAMES_FILE = 'frames.json';
const ROOT = '<div id="root"></div>';
const HTML_TAG = /<html\b[^>]*>/i;

/** frames.json: each language's pre-rendered frames (scripts/lib/web-postbuild.ts). */
export type FramesByLanguage = Partial<Record<UiLanguage, Partial<Record<Frame, string>>>>;

export interface PageTemplate {
  /**
   * `late` goes just before </head>, after the entry script and its modulepreloads. A page's
   * `content`, when given, stands in for its frame, its answers in a JSON script after #root.
   */
  render(head: string, frame: Frame, late?: string, content?: RenderedPage | null, language?: UiLanguage): string;
}

/** Reads index.html (and frames.json) of a build once; null when the folder has no build. */
export function loadTemplate(webDir: string): PageTemplate | null {
  const indexFile = join(webDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8').replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const framesFile = join(webDir, FRAMES_FILE);
  const frames = existsSync(framesFile) ? (JSON.parse(readFileSync(framesFile, 'utf8')) as FramesByLanguage) : {};
  const title = /<title>[^<]*<\/title>/i.exec(html);
  const at = title ? title.index : html.search(/<\/head>/i);
  if (at < 0) throw new Error(`${indexFile} has neither a <title> nor a </head> to put the page head at.`);
  const before = html.slice(0, at);
  const after = html.slice(title ? at + title[0].length : at);
  const deferred = scriptDeferral(after);
  return {
    render(head, frame, late = '', content = null, language = SOURCE_LANGUAGE) {
      // Home's frame is its whole page: like a page rendered with its content, it needs no script to
      // paint, so its scripts (the route's too) wait as late-scripts.ts says.
      const lateScripts = content || frame === 'home' ? deferred : null;
      const withLate = lateScripts ? lateScripts(late) : withLateHead(after, late);
      const markup = content ? content.html : frames[language]?.[frame];
      const data = content ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(content.data)}</script>` : '';
      // A function, so a `$` in the markup is never read as a replacement pattern.
      const body = markup ? withLate.replace(ROOT, () => `<div id="root">${markup}</div>${data}`) : withLate;
      // The early-clicks script first: it must run before anything of the page can be clicked.
      const start = before.replace(HTML_TAG, `<html lang="${language}" dir="${directionOf(language)}">`);
      return `${start}${earlyClicksTag(lateScripts !== null)}\n    ${head}${body}`;
    },
  };
}

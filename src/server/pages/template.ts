/**
 * The browser build's index.html as a template (issue 25): the server writes each page's head
 * where the build's <title> and description were, and starts the body with the pre-rendered frame
 * the build wrote to frames.json (scripts/prerender-web.ts), when it has one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from './resolve';

export const FRAMES_FILE = 'frames.json';
const ROOT = '<div id="root"></div>';

export interface PageTemplate {
  /** `late` goes just before </head>, after the entry script and its modulepreloads. */
  render(head: string, frame: Frame, late?: string): string;
}

/** Reads index.html (and frames.json) of a build once; null when the folder has no build. */
export function loadTemplate(webDir: string): PageTemplate | null {
  const indexFile = join(webDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8').replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  const framesFile = join(webDir, FRAMES_FILE);
  const frames = existsSync(framesFile) ? (JSON.parse(readFileSync(framesFile, 'utf8')) as Partial<Record<Frame, string>>) : {};
  const title = /<title>[^<]*<\/title>/i.exec(html);
  const at = title ? title.index : html.search(/<\/head>/i);
  if (at < 0) throw new Error(`${indexFile} has neither a <title> nor a </head> to put the page head at.`);
  const before = html.slice(0, at);
  const after = html.slice(title ? at + title[0].length : at);
  return {
    render(head, frame, late = '') {
      const markup = frames[frame];
      const withLate = late ? after.replace(/<\/head>/i, `  ${late}\n  </head>`) : after;
      const body = markup ? withLate.replace(ROOT, `<div id="root">${markup}</div>`) : withLate;
      return `${before}${head}${body}`;
    },
  };
}

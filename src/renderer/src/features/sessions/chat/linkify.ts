import { LinkifyIt } from 'linkify-it';

/** A piece of a chat message: plain text, or a web link with the text it was written as. */
export type ChatSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * Only links written with http:// or https:// become links: no schemaless guesses, no mailto:,
 * ftp: or protocol-relative `//` links. Addresses with credentials are matched whole (urlAuth) so
 * that safeHref can refuse them, rather than linking the part before the colon.
 */
const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false, urlAuth: true })
  .add('mailto:', null)
  .add('ftp:', null)
  .add('//', null);

/** The address a link may point to: an absolute http(s) URL with a host, or null. */
export function safeHref(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href;
}

/**
 * Splits a chat message into text and links. The page renders each segment as text or as an
 * anchor (React escapes the text, so nothing in a message can become markup).
 */
export function linkifyText(text: string): ChatSegment[] {
  const matches = linkify.match(text) ?? [];
  const out: ChatSegment[] = [];
  let at = 0;
  const pushText = (t: string) => {
    if (t === '') return;
    const last = out[out.length - 1];
    if (last?.kind === 'text') last.text += t;
    else out.push({ kind: 'text', text: t });
  };
  for (const m of matches) {
    pushText(text.slice(at, m.index));
    const href = safeHref(m.url);
    if (href) out.push({ kind: 'link', text: m.raw, href });
    else pushText(m.raw);
    at = m.lastIndex;
  }
  pushText(text.slice(at));
  return out;
}

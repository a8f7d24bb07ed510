import { useMemo } from 'react';
import { linkifyText } from './linkify';

/**
 * A chat message's text: plain text (React escapes it) with its http(s) addresses as links that
 * open outside the app, tell the target nothing of the page, and carry no endorsement.
 */
export function MessageText({ text }: { text: string }) {
  const segments = useMemo(() => linkifyText(text), [text]);
  return (
    <p className="sr-message-text">
      {segments.map((s, i) =>
        s.kind === 'link' ? (
          <a key={i} href={s.href} target="_blank" rel="noopener noreferrer nofollow">
            {s.text}
          </a>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </p>
  );
}

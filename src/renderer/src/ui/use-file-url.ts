import { useEffect, useState } from 'react';
import { fileUrl, fileUrlNow } from '#api/base';

/**
 * A stored file path (/files/…) as a URL the page can load (the desktop app talks to another
 * origin). Known at once in the browser build, so the server renders the image too.
 */
export function useFileUrl(path: string | null | undefined): string | null {
  const now = path ? fileUrlNow(path) : null;
  const [resolved, setResolved] = useState<{ from: string; url: string } | null>(null);
  useEffect(() => {
    if (!path || now) return;
    let live = true;
    fileUrl(path).then(
      (url) => {
        if (live) setResolved({ from: path, url });
      },
      () => undefined, // no API address (the desktop bridge failed): the caller's placeholder stays
    );
    return () => {
      live = false;
    };
  }, [path, now]);
  if (now) return now;
  return path && resolved?.from === path ? resolved.url : null;
}

import { useEffect, useState } from 'react';
import { fileUrl } from '#api/base';

/** A stored file path (/files/…) as a URL the page can load (the desktop app talks to another origin). */
export function useFileUrl(path: string | null | undefined): string | null {
  const [resolved, setResolved] = useState<{ from: string; url: string } | null>(null);
  useEffect(() => {
    if (!path) return;
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
  }, [path]);
  return path && resolved?.from === path ? resolved.url : null;
}

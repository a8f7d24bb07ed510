import { useEffect, useState } from 'react';
import { fileUrl } from '#api/base';

/** Stored file paths (/files/…) as URLs the page can load (the desktop app's API lives elsewhere). */
export function useFileUrls(paths: readonly string[]): string[] {
  const key = paths.join('\n');
  const [urls, setUrls] = useState<{ key: string; urls: string[] }>({ key: '', urls: [] });
  useEffect(() => {
    let live = true;
    const list = key === '' ? [] : key.split('\n');
    Promise.all(list.map((p) => fileUrl(p))).then(
      (resolved) => {
        if (live) setUrls({ key, urls: resolved });
      },
      () => undefined, // no API address (the desktop bridge failed): no images rather than broken ones
    );
    return () => {
      live = false;
    };
  }, [key]);
  return urls.key === key ? urls.urls : [];
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bridge } from '#platform/bridge';

/**
 * Desktop: opens the path a `qurious://` link or a native notification's click asked for (main
 * keeps it until taken, and brings the window forward, so it is taken on focus); the browser
 * build's bridge never has one.
 */
export function useDeepLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    const take = () => {
      bridge.takeDeepLink().then(
        (path) => {
          if (live && path) void navigate(path);
        },
        () => undefined,
      );
    };
    take();
    window.addEventListener('focus', take);
    return () => {
      live = false;
      window.removeEventListener('focus', take);
    };
  }, [navigate]);
}

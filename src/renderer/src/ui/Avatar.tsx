import { useState } from 'react';
import { useFileUrl } from './use-file-url';
import './Avatar.css';

/** The first letter of a name, upper-cased ('?' for an empty name). */
export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/**
 * A round picture of a person in a fixed box (no layout shift): the profile picture when there is
 * one, otherwise the initial of the name on a coloured disc (also while its URL is not known, or
 * when it fails to load).
 */
export function Avatar({ name, src, size = 40, className }: { name: string; src: string | null | undefined; size?: number; className?: string }) {
  const resolved = useFileUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? resolved : null;
  const box = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  return url ? (
    <img className={`avatar ${className ?? ''}`} src={url} alt="" width={size} height={size} loading="lazy" style={box} onError={() => setFailed(src ?? null)} />
  ) : (
    <span className={`avatar avatar-initial ${className ?? ''}`} style={box} aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}

/** The wallet page's address, optionally with how many credits are missing and where to come back to. */
export function walletHref(opts: { need?: number | undefined; back?: string | undefined } = {}): string {
  const q = new URLSearchParams();
  if (opts.need && opts.need > 0) q.set('need', String(Math.ceil(opts.need)));
  if (opts.back && isSafeBack(opts.back)) q.set('back', opts.back);
  const s = q.toString();
  return s ? `/wallet?${s}` : '/wallet';
}

/** Only a path inside the app may be a way back (never another origin). */
export function isSafeBack(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

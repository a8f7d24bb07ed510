/** A stable 32-bit FNV-1a hash of a name, so the same name always gets the same colour. */
function hash(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The colour derived from a name (domain headers, monograms): a hue from the name's hash at a
 * saturation and lightness dark enough for white text to stay readable (contrast ≥ 4.5:1).
 */
export function colorFromName(name: string): string {
  const h = hash(name.trim().toLowerCase());
  const hue = h % 360;
  const saturation = 45 + ((h >>> 9) % 20);
  return `hsl(${hue} ${saturation}% 28%)`;
}

/** Up to two initials of a name: 'Final Draft' -> 'FD', 'n8n' -> 'N8', 'Zoho CRM' -> 'ZC'. */
export function monogramOf(name: string): string {
  const words = name.split(/[\s\-/&.+]+/).filter((w) => /[A-Za-z0-9]/.test(w));
  const first = words[0] ?? '?';
  if (words.length === 1) return first.replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase();
  return ((first[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase();
}

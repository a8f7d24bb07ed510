import { describe, expect, it } from 'vitest';
import { colorFromName, monogramOf } from './name-color';

/** Relative luminance of an `hsl(h s% l%)` colour (WCAG). */
function luminanceOf(hsl: string): number {
  const m = /^hsl\((\d+) (\d+)% (\d+)%\)$/.exec(hsl);
  if (!m) throw new Error(`not an hsl colour: ${hsl}`);
  const [h, s, l] = [Number(m[1]), Number(m[2]) / 100, Number(m[3]) / 100];
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(0) + 0.7152 * f(8) + 0.0722 * f(4);
}

describe('colorFromName', () => {
  it('gives a name the same colour every time, whatever its case or spaces', () => {
    expect(colorFromName('Video Editing')).toBe(colorFromName('video editing '));
  });

  it('gives different names different colours', () => {
    const names = ['3D & CAD Design', 'Cloud & DevOps', 'Video Editing', 'Music Production', 'Sales & CRM', 'HR & Hiring'];
    expect(new Set(names.map(colorFromName)).size).toBe(names.length);
  });

  it('keeps white text readable (contrast at least 4.5:1) for every hue', () => {
    for (let i = 0; i < 500; i++) {
      const contrast = 1.05 / (luminanceOf(colorFromName(`domain ${i}`)) + 0.05);
      expect(contrast).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('monogramOf', () => {
  it('takes the initials of the first two words', () => {
    expect(monogramOf('Final Draft')).toBe('FD');
    expect(monogramOf('Zoho CRM')).toBe('ZC');
    expect(monogramOf('Meta Ads Manager')).toBe('MA');
  });

  it('takes the first two characters of a single word', () => {
    expect(monogramOf('n8n')).toBe('N8');
    expect(monogramOf('Celtx')).toBe('CE');
    expect(monogramOf('Monday.com')).toBe('MC');
  });
});

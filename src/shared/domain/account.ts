import { z } from 'zod';
import { passwordSchema } from './user';


export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(128, 'Enter your current password'),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** A first password for an account made with Google, Apple or Facebook (the same five rules). */
export const setPasswordBodySchema = z.object({ newPassword: passwordSchema });
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;

export type DeviceKind = 'desktop' | 'browser';

/** Longest User-Agent kept with a session; the rest is cut. */
export const USER_AGENT_MAX_LENGTH = 512;

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A readable name for a signed-in device from nothing but its User-Agent: the desktop app (Electron
 * puts `Electron/` in it) or the browser, and the operating system. "Unknown device" when neither is
 * recognised.
 */
export function describeDevice(userAgent: string): { kind: DeviceKind; name: string } {
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const on = system ? ` on ${system}` : '';
  if (/\bElectron\//.test(userAgent)) return { kind: 'desktop', name: `Qurious desktop app${on}` };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return { kind: 'browser', name: 'Unknown device' };
  return { kind: 'browser', name: `${browser ?? 'Browser'}${on}` };
}

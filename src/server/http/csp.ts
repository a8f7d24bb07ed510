import type { Config } from '../config';
import { EARLY_CLICKS_HASHES } from '../pages/early-clicks';
import { LATE_SCRIPTS_HASH } from '../pages/late-scripts';

/** Where Firebase's invisible reCAPTCHA loads its scripts from. */
const RECAPTCHA_HOSTS = ['https://www.google.com', 'https://www.gstatic.com'];

/** What a page runs besides the build's own scripts (shared/domain/page-widgets.ts). */
export interface PageWidgets {
  /** Firebase's phone verification: its reCAPTCHA's scripts from www.google.com and www.gstatic.com. */
  phone: boolean;
}

/**
 * The Content-Security-Policy of the browser build served by the API. Every page allows Firebase's
 * sign-in popup helper (apis.google.com): the auth modal offers Google on any page, Firebase loads
 * the helper into the page that opens the popup, and a page reached in the app keeps the policy of
 * the document it was loaded as. Only phone-verification pages allow reCAPTCHA's hosts.
 */
export function contentSecurityPolicy(config: Config, widgets: PageWidgets = { phone: false }): Record<string, string[] | null> {
  const emulator = config.firebaseAuthEmulatorHost ? [`http://${config.firebaseAuthEmulatorHost}`] : [];
  // Razorpay Checkout (only when it is enabled): its script, its frames and what they call.
  const razorpay = config.razorpay
    ? [...new Set([new URL(config.razorpay.checkoutUrl).origin, 'https://checkout.razorpay.com', 'https://api.razorpay.com'])]
    : [];
  return {
    defaultSrc: ["'self'"],
    // The inline scripts, by their hashes: one keeps clicks made before the page is interactive (in
    // two forms: with Intl's warm-up or without), the other asks for a server-drawn page's scripts.
    scriptSrc: ["'self'", ...EARLY_CLICKS_HASHES, LATE_SCRIPTS_HASH, 'https://apis.google.com', ...(widgets.phone ? RECAPTCHA_HOSTS : []), ...razorpay],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', ...emulator, ...razorpay],
    // Firebase's sign-in popups talk to the page through an iframe of the auth domain (or the emulator's).
    frameSrc: ['https://www.google.com', `https://${config.firebaseAuthDomain}`, ...emulator, ...razorpay],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

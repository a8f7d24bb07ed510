import type { Config } from '../config';
import { EARLY_CLICKS_HASH } from '../pages/early-clicks';
import { LATE_SCRIPTS_HASH } from '../pages/late-scripts';

/** The Content-Security-Policy of the browser build served by the API. */
export function contentSecurityPolicy(config: Config): Record<string, string[] | null> {
  const emulator = config.firebaseAuthEmulatorHost ? [`http://${config.firebaseAuthEmulatorHost}`] : [];
  // Razorpay Checkout (only when it is enabled): its script, its frames and what they call.
  const razorpay = config.razorpay
    ? [...new Set([new URL(config.razorpay.checkoutUrl).origin, 'https://checkout.razorpay.com', 'https://api.razorpay.com'])]
    : [];
  return {
    defaultSrc: ["'self'"],
    // The two inline scripts, by their hashes: one keeps clicks made before the page is interactive,
    // the other asks for a server-drawn page's scripts once it is painted.
    scriptSrc: ["'self'", EARLY_CLICKS_HASH, LATE_SCRIPTS_HASH, 'https://www.google.com', 'https://www.gstatic.com', 'https://apis.google.com', ...razorpay],
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

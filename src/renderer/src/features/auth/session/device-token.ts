import { bridge } from '#platform/bridge';

/**
 * The device token an earlier sign-in gave this client: sent with the next logins so
 * the account's throttle does not slow its owner down. Kept in localStorage by the browser build
 * and in the OS keychain by the desktop app; kept at logout. It never signs anyone in by itself.
 * Storage failures only log: a sign-in does not depend on them.
 */
export async function storedDeviceToken(): Promise<string | undefined> {
  try {
    return (await bridge.getDeviceToken()) ?? undefined;
  } catch (err) {
    console.error('The device token could not be read:', err instanceof Error ? err.message : err);
    return undefined;
  }
}

export async function rememberDevice(token: string): Promise<void> {
  try {
    await bridge.setDeviceToken(token);
  } catch (err) {
    console.error('The device token could not be kept:', err instanceof Error ? err.message : err);
  }
}

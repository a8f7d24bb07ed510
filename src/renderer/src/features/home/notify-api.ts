import type { EarlyAccessStatus } from '#shared/contract/http/early-access';

/**
 * The early-notification calls, loading the API client (and with it zod and the contract) only
 * when a signed-in user needs them, so the home page's first download stays small.
 */
export async function fetchNotifyStatus(signal?: AbortSignal): Promise<EarlyAccessStatus> {
  const { call } = await import('#api/client');
  return call('notifyMeStatus', signal ? { signal } : {});
}

export async function askToBeNotified(): Promise<EarlyAccessStatus> {
  const { call } = await import('#api/client');
  return call('notifyMe', { body: {} });
}

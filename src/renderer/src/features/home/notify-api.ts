import type { NotifyStatus } from '#shared/contract/http/notify';

/**
 * The early-notification calls, loading the API client (and with it zod and the contract) only
 * when a signed-in user needs them, so the home page's first download stays small.
 */
export async function fetchNotifyStatus(signal?: AbortSignal): Promise<NotifyStatus> {
  const { call } = await import('#api/client');
  return call('notifyMeStatus', signal ? { signal } : {});
}

export async function askToBeNotified(): Promise<NotifyStatus> {
  const { call } = await import('#api/client');
  return call('notifyMe', { body: {} });
}

import type Razorpay from 'razorpay';

/** Points the SDK's HTTP client (axios, on `api.rq`) at another base URL: tests send it to a local server. */
export function useApiUrl(client: Razorpay, apiUrl: string): void {
  const api: unknown = client.api;
  const rq = typeof api === 'object' && api !== null && 'rq' in api ? api.rq : null;
  const defaults = typeof rq === 'function' || typeof rq === 'object' ? (rq as { defaults?: unknown }).defaults : null;
  if (typeof defaults !== 'object' || defaults === null) throw new Error('The razorpay SDK changed: its API URL cannot be set.');
  Object.assign(defaults, { baseURL: apiUrl });
}

import { createTestApp } from '../../tests/helpers/test-app';
import { createTestUser } from '../../tests/helpers/users';
import { signedInLive } from '../../tests/helpers/live-client';
import { matchableExpert, postRequest, requestForm } from '../../tests/server/requests/requests-fixtures';
import { percentile } from '../stats';

const REQUESTS = Number(process.env.REQUESTS_BENCH_OFFER_REQUESTS ?? 4);
const EXPERTS_PER_REQUEST = 15;

/**
 * Offer delivery on the real API (SQLite, listening on a port): a buyer keeps the request's page
 * open (a signed-in live socket); each matched expert POSTs an offer over HTTP, one after the other;
 * the time is from the POST leaving to the buyer's socket receiving the offer's notice. Each request
 * is a new buyer's, sent to the same experts. Milliseconds.
 */
export async function offerDelivery(): Promise<Record<string, number>> {
  const t = await createTestApp();
  try {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const samples: number[] = [];
    const answers: number[] = [];
    const skill = '3D Modeling';
    const experts = [];
    for (let i = 0; i < EXPERTS_PER_REQUEST; i += 1) experts.push(await matchableExpert(t, { skill, credits: 20 }));
    for (let n = 0; n < REQUESTS; n += 1) {
      const buyer = await createTestUser(t);
      const r = await postRequest(t, buyer, requestForm(t, skill));
      const start = r.windows[0]?.start ?? '';
      const live = await signedInLive(base, buyer.token);
      try {
        for (const expert of experts) {
          const sent = performance.now();
          const res = await fetch(`${base}/api/requests/${r.id}/offers`, {
            method: 'POST',
            headers: { ...expert.auth, 'content-type': 'application/json' },
            body: JSON.stringify({ gigId: expert.gigId, tier: 'basic', times: [start] }),
          });
          answers.push(performance.now() - sent);
          if (res.status !== 201) throw new Error(`offer refused: ${res.status} ${await res.text()}`);
          await live.next('notification.new', (m) => m.notification.kind === 'request.offer', 10_000);
          samples.push(performance.now() - sent);
        }
      } finally {
        await live.close();
      }
    }
    return {
      'offers delivered': samples.length,
      "offer POST to the buyer's socket, p50": percentile(samples, 50),
      "offer POST to the buyer's socket, p95": percentile(samples, 95),
      'offer POST answered, p95': percentile(answers, 95),
    };
  } finally {
    await t.close();
  }
}

/**
 * The fleet on this machine: a mixed read load (a search, a gig, a gig's public page,
 * its gallery image, in equal parts) through nginx in front of 1, 2 and 3 API instances, each a
 * real `node` process on PostgreSQL, Redis and an S3 bucket (s3rver) — so the scaling curve, and
 * where the machine's cores cap it, is on record; then the cost of one image read from the S3 store
 * against the disk store, each on one instance reached directly.
 *
 * The load is autocannon, one process per kind of request (each with a quarter of the
 * connections); requests/s are summed, p99 is the worst kind's. "CPU ms/request" is the API
 * processes' CPU time (from /proc) per answered request, the server's cost apart from how busy the
 * machine is; for the S3 store, s3rver's own CPU time (it runs in this process) is given beside it.
 *
 * Settings: BENCH_FLEET_SECONDS (10) per measurement, BENCH_FLEET_CONNECTIONS (32),
 * BENCH_FLEET_WARMUP_SECONDS (2).
 */
import { createTestExpert } from '../tests/helpers/experts';
import { startFleet, type Fleet } from '../tests/helpers/fleet/fleet';
import { createGig, readLoad, uploadGallery } from '../tests/helpers/fleet/flows';
import { clientFrom } from '../tests/helpers/fleet/load';
import { startBalancer } from '../tests/helpers/fleet/nginx';
import { drive, type LoadResult } from './http/load';
import { cpuMsOf } from './http/processes';

const SECONDS = Number(process.env.BENCH_FLEET_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_FLEET_CONNECTIONS ?? 32);
const WARMUP_SECONDS = Number(process.env.BENCH_FLEET_WARMUP_SECONDS ?? 2);
const LIFTED = String(1_000_000_000);

type Figures = Record<string, number | string>;

const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + (cpuMsOf(pid) ?? Number.NaN), 0);
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/** Drives every URL at once, each with its share of the connections, and sums what they did. */
async function driveMix(urls: string[], connections: number, seconds: number) {
  const share = Math.max(1, Math.floor(connections / urls.length));
  const results: LoadResult[] = await Promise.all(
    urls.map((url) => drive(url, { connections: share, seconds })),
  );
  return {
    requestsPerSecond: results.reduce((s, r) => s + r.requestsPerSecond, 0),
    requests: results.reduce((s, r) => s + r.requests, 0),
    p99: Math.max(...results.map((r) => r.p99)),
    failed: results.reduce((s, r) => s + r.non2xx + r.errors, 0),
  };
}

async function scaling(fleet: Fleet, gigId: string, imagePath: string): Promise<Figures> {
  const figures: Figures = {};
  for (let n = 1; n <= fleet.instances.length; n += 1) {
    const balancer = await startBalancer({ upstreams: fleet.ports.slice(0, n) });
    try {
      const urls = readLoad(balancer.baseUrl, gigId, imagePath).map((r) => r.url);
      await driveMix(urls, CONNECTIONS, WARMUP_SECONDS);
      const pids = fleet.instances.slice(0, n).map((i) => i.pid);
      const cpuBefore = cpuOf(pids);
      const r = await driveMix(urls, CONNECTIONS, SECONDS);
      const label = `${n} instance${n === 1 ? '' : 's'}`;
      figures[`mixed reads, ${label}: requests/s`] = round(r.requestsPerSecond, 0);
      figures[`mixed reads, ${label}: p99 ms`] = r.p99;
      figures[`mixed reads, ${label}: API CPU ms/request`] = round(
        (cpuOf(pids) - cpuBefore) / Math.max(1, r.requests),
        3,
      );
      figures[`mixed reads, ${label}: failed`] = r.failed;
    } finally {
      await balancer.stop();
    }
  }
  return figures;
}

/** One image read, again and again, from one instance directly: its throughput and cost. */
async function imageCost(label: string, base: string, imagePath: string, pid: number): Promise<Figures> {
  const url = `${base}${imagePath}`;
  await drive(url, { connections: 8, seconds: WARMUP_SECONDS });
  const cpuBefore = cpuMsOf(pid) ?? Number.NaN;
  const ownBefore = process.cpuUsage();
  const r = await drive(url, { connections: 8, seconds: SECONDS });
  const own = process.cpuUsage(ownBefore);
  const requests = Math.max(1, r.requests);
  const figures: Figures = {
    [`image from ${label}: requests/s`]: round(r.requestsPerSecond, 0),
    [`image from ${label}: p50 ms`]: r.p50,
    [`image from ${label}: p99 ms`]: r.p99,
    [`image from ${label}: API CPU ms/request`]: round(
      ((cpuMsOf(pid) ?? Number.NaN) - cpuBefore) / requests,
      3,
    ),
    [`image from ${label}: failed`]: r.non2xx + r.errors,
  };
  if (label === 'S3')
    figures['image from S3: s3rver CPU ms/request'] = round((own.user + own.system) / 1000 / requests, 3);
  return figures;
}

export async function run(): Promise<Figures> {
  const fleet = await startFleet({ instances: 3, env: { RATE_LIMIT_READS_PER_MINUTE: LIFTED } });
  const client = clientFrom('127.0.0.1');
  try {
    const expert = await createTestExpert(fleet.seed);
    const imagePath = await uploadGallery(fleet.baseUrl, client, expert);
    const gigId = await createGig(fleet, client, expert, imagePath);
    const figures = await scaling(fleet, gigId, imagePath);

    const s3Instance = fleet.instances[0];
    if (!s3Instance) throw new Error('no instance');
    const disk = await fleet.startStandalone({
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
    });
    const diskImage = await uploadGallery(disk.baseUrl, client, expert);
    Object.assign(figures, await imageCost('disk', disk.baseUrl, diskImage, disk.pid));
    Object.assign(figures, await imageCost('S3', s3Instance.baseUrl, imagePath, s3Instance.pid));
    const image = (await client.send(`${s3Instance.baseUrl}${imagePath}`)).body.length;
    figures['image bytes'] = image;
    return figures;
  } finally {
    await client.close();
    await fleet.stop();
  }
}

/**
 * The connection-quality indicator: round-trip time, packet loss and bitrate from two samples of
 * `RTCPeerConnection.getStats()`, and a grade for the badge. Pure, so it is tested on plain objects.
 */

/** One entry of an RTCStatsReport (its `values()`), read field by field. */
export interface StatsEntry {
  id: string;
  type: string;
  timestamp: number;
  [field: string]: unknown;
}

/** The totals this module keeps between two samples. */
export interface StatsSample {
  at: number;
  packetsReceived: number;
  packetsLost: number;
  bytesReceived: number;
  bytesSent: number;
  /** Decoded video frames and received audio packets: the e2e tests and the bench watch them rise. */
  framesDecoded: number;
  audioPacketsReceived: number;
}

export type QualityLevel = 'good' | 'fair' | 'poor' | 'unknown';

export interface Quality {
  level: QualityLevel;
  rttMs: number | null;
  /** Lost / (lost + received) since the previous sample, in percent. */
  lossPercent: number | null;
  /** Received and sent, in kilobits per second, since the previous sample. */
  inKbps: number | null;
  outKbps: number | null;
  /** The selected candidate pair goes through a TURN relay. */
  relayed: boolean;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The candidate pair in use: the transport's selected one, else the nominated succeeded one. */
function selectedPair(entries: readonly StatsEntry[]): StatsEntry | undefined {
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const e of entries) {
    if (e.type === 'transport' && typeof e['selectedCandidatePairId'] === 'string') {
      const pair = byId.get(e['selectedCandidatePairId']);
      if (pair) return pair;
    }
  }
  return entries.find((e) => e.type === 'candidate-pair' && e['nominated'] === true && e['state'] === 'succeeded');
}

/** Sums the counters of one stats report. */
export function sampleOf(entries: readonly StatsEntry[], at: number): StatsSample {
  const s: StatsSample = { at, packetsReceived: 0, packetsLost: 0, bytesReceived: 0, bytesSent: 0, framesDecoded: 0, audioPacketsReceived: 0 };
  for (const e of entries) {
    if (e.type === 'inbound-rtp') {
      s.packetsReceived += num(e['packetsReceived']);
      s.packetsLost += Math.max(0, num(e['packetsLost']));
      s.bytesReceived += num(e['bytesReceived']);
      if (e['kind'] === 'video') s.framesDecoded += num(e['framesDecoded']);
      if (e['kind'] === 'audio') s.audioPacketsReceived += num(e['packetsReceived']);
    } else if (e.type === 'outbound-rtp') {
      s.bytesSent += num(e['bytesSent']);
    }
  }
  return s;
}

/** Thresholds of the grade: good under both of the first, fair under both of the second. */
export const QUALITY_LIMITS = {
  good: { rttMs: 200, lossPercent: 2 },
  fair: { rttMs: 500, lossPercent: 8 },
} as const;

export function grade(rttMs: number | null, lossPercent: number | null): QualityLevel {
  if (rttMs === null && lossPercent === null) return 'unknown';
  const rtt = rttMs ?? 0;
  const loss = lossPercent ?? 0;
  if (rtt < QUALITY_LIMITS.good.rttMs && loss < QUALITY_LIMITS.good.lossPercent) return 'good';
  if (rtt < QUALITY_LIMITS.fair.rttMs && loss < QUALITY_LIMITS.fair.lossPercent) return 'fair';
  return 'poor';
}

/** The quality between the previous sample (null at first) and this report. */
export function qualityOf(entries: readonly StatsEntry[], previous: StatsSample | null, at: number): { quality: Quality; sample: StatsSample } {
  const sample = sampleOf(entries, at);
  const pair = selectedPair(entries);
  const rttSeconds = pair?.['currentRoundTripTime'];
  const rttMs = typeof rttSeconds === 'number' ? Math.round(rttSeconds * 1000) : null;
  const local = pair ? entries.find((e) => e.id === pair['localCandidateId']) : undefined;
  const remote = pair ? entries.find((e) => e.id === pair['remoteCandidateId']) : undefined;
  const relayed = local?.['candidateType'] === 'relay' || remote?.['candidateType'] === 'relay';

  let lossPercent: number | null = null;
  let inKbps: number | null = null;
  let outKbps: number | null = null;
  const seconds = previous ? (at - previous.at) / 1000 : 0;
  if (previous && seconds > 0) {
    const lost = Math.max(0, sample.packetsLost - previous.packetsLost);
    const received = Math.max(0, sample.packetsReceived - previous.packetsReceived);
    lossPercent = lost + received > 0 ? (100 * lost) / (lost + received) : null;
    inKbps = Math.max(0, sample.bytesReceived - previous.bytesReceived) * 8 / 1000 / seconds;
    outKbps = Math.max(0, sample.bytesSent - previous.bytesSent) * 8 / 1000 / seconds;
  }
  return { quality: { level: grade(rttMs, lossPercent), rttMs, lossPercent, inKbps, outKbps, relayed }, sample };
}

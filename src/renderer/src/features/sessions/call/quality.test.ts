import { describe, expect, it } from 'vitest';
import { grade, qualityOf, sampleOf, type StatsEntry } from './quality';

const report = (o: { rtt?: number; lost: number; received: number; bytesIn: number; bytesOut: number; frames?: number; relay?: boolean }): StatsEntry[] => [
  { id: 'T1', type: 'transport', timestamp: 0, selectedCandidatePairId: 'CP1' },
  { id: 'CP0', type: 'candidate-pair', timestamp: 0, nominated: false, state: 'failed', currentRoundTripTime: 9 },
  { id: 'CP1', type: 'candidate-pair', timestamp: 0, nominated: true, state: 'succeeded', currentRoundTripTime: o.rtt, localCandidateId: 'L1', remoteCandidateId: 'R1' },
  { id: 'L1', type: 'local-candidate', timestamp: 0, candidateType: o.relay ? 'relay' : 'host' },
  { id: 'R1', type: 'remote-candidate', timestamp: 0, candidateType: 'host' },
  { id: 'IV', type: 'inbound-rtp', timestamp: 0, kind: 'video', packetsReceived: o.received, packetsLost: o.lost, bytesReceived: o.bytesIn, framesDecoded: o.frames ?? 0 },
  { id: 'IA', type: 'inbound-rtp', timestamp: 0, kind: 'audio', packetsReceived: 50, packetsLost: 0, bytesReceived: 0 },
  { id: 'OV', type: 'outbound-rtp', timestamp: 0, kind: 'video', bytesSent: o.bytesOut },
];

describe('qualityOf', () => {
  it('reads the selected pair round trip, and needs a previous sample for loss and bitrate', () => {
    const { quality } = qualityOf(report({ rtt: 0.042, lost: 0, received: 100, bytesIn: 0, bytesOut: 0 }), null, 1000);
    expect(quality).toEqual({ level: 'good', rttMs: 42, lossPercent: null, inKbps: null, outKbps: null, relayed: false });
  });

  it('computes loss and bitrates between two samples', () => {
    const first = qualityOf(report({ rtt: 0.05, lost: 0, received: 100, bytesIn: 10_000, bytesOut: 20_000 }), null, 1000);
    const { quality } = qualityOf(
      report({ rtt: 0.05, lost: 5, received: 195, bytesIn: 135_000, bytesOut: 270_000 }),
      first.sample,
      3000,
    );
    // 5 lost of 100 (95 received + 5 lost) packets; 125 kB in 2 s = 500 kbit/s in, 1000 out.
    expect(quality.lossPercent).toBeCloseTo(5);
    expect(quality.inKbps).toBeCloseTo(500);
    expect(quality.outKbps).toBeCloseTo(1000);
    expect(quality.level).toBe('fair');
  });

  it('knows a relayed pair', () => {
    expect(qualityOf(report({ rtt: 0.01, lost: 0, received: 1, bytesIn: 0, bytesOut: 0, relay: true }), null, 0).quality.relayed).toBe(true);
  });

  it('falls back to the nominated succeeded pair without a transport entry', () => {
    const entries = report({ rtt: 0.3, lost: 0, received: 1, bytesIn: 0, bytesOut: 0 }).filter((e) => e.type !== 'transport');
    expect(qualityOf(entries, null, 0).quality.rttMs).toBe(300);
  });

  it('is unknown with nothing connected', () => {
    expect(qualityOf([], null, 0).quality.level).toBe('unknown');
  });
});

describe('sampleOf', () => {
  it('counts decoded video frames and received audio packets', () => {
    expect(sampleOf(report({ lost: 0, received: 10, bytesIn: 0, bytesOut: 0, frames: 77 }), 5)).toMatchObject({ framesDecoded: 77, audioPacketsReceived: 50, packetsReceived: 60, at: 5 });
  });
});

describe('grade', () => {
  it('grades by round trip and loss', () => {
    expect(grade(50, 0)).toBe('good');
    expect(grade(250, 0)).toBe('fair');
    expect(grade(50, 3)).toBe('fair');
    expect(grade(600, 0)).toBe('poor');
    expect(grade(50, 10)).toBe('poor');
    expect(grade(null, null)).toBe('unknown');
  });
});

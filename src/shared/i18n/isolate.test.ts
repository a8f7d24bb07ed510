import { describe, expect, it } from 'vitest';
import { isolate, isolateFor, isolateInRtl, withoutIsolates } from './isolate';

describe('isolating a piece of mixed text', () => {
  it('wraps it in first-strong and pop isolates, so its punctuation stays on its side', () => {
    expect(isolate('Samuel C.')).toBe('\u2068Samuel C.\u2069');
    expect(isolate('samuel.cohen@example.com').codePointAt(0)).toBe(0x2068);
    expect(withoutIsolates(`مرحبا ${isolate('Samuel C.')}`)).toBe('مرحبا Samuel C.');
  });

  it('isolates only where the language reads right to left', () => {
    expect(isolateFor(true, '1:1 Video Editing call')).toBe('\u20681:1 Video Editing call\u2069');
    expect(isolateFor(false, '1:1 Video Editing call')).toBe('1:1 Video Editing call');
  });
});

describe('a value set in a right-to-left sentence', () => {
  it('is isolated when it holds left-to-right letters, left as it is when a number or Arabic', () => {
    expect(isolateInRtl('Samuel C.')).toBe('\u2068Samuel C.\u2069');
    expect(isolateInRtl('https://qurious.example/rooms/abc')).toBe('\u2068https://qurious.example/rooms/abc\u2069');
    expect(isolateInRtl('سامي')).toBe('سامي');
    expect(isolateInRtl('١٢ رصيد (₹120)')).toBe('١٢ رصيد (₹120)');
    expect(isolateInRtl('45')).toBe('45');
  });
});

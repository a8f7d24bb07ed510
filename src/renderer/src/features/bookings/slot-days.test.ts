import { describe, expect, it } from 'vitest';
import { slotDays, slotLabel } from './slot-days';

describe('open slots as the buyer reads them', () => {
  const slots = ['2026-03-02T04:30:00.000Z', '2026-03-02T05:00:00.000Z', '2026-03-02T05:30:00.000Z'];

  it("groups by the buyer's day: 10:00 to 11:00 in Kolkata spans two days in New York", () => {
    expect(slotDays(slots, 'America/New_York')).toEqual([
      { key: '2026-03-01', label: 'Sun 1 Mar', slots: [{ iso: slots[0], time: '23:30' }] },
      {
        key: '2026-03-02',
        label: 'Mon 2 Mar',
        slots: [
          { iso: slots[1], time: '00:00' },
          { iso: slots[2], time: '00:30' },
        ],
      },
    ]);
    expect(slotDays(slots, 'Asia/Kolkata').map((d) => [d.label, d.slots.map((s) => s.time)])).toEqual([
      ['Mon 2 Mar', ['10:00', '10:30', '11:00']],
    ]);
  });

  it('labels one time with its day, half-hour zones included', () => {
    expect(slotLabel('2026-03-02T01:30:00.000Z', 'America/St_Johns')).toBe('Sun 1 Mar, 22:00');
    expect(slotLabel('2026-03-02T01:30:00.000Z', 'No/Such_Zone')).toBe('Mon 2 Mar, 01:30');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe('dates in Malaysia time', () => {
  it('gives the day in Malaysia, not in the browser’s time zone', () => {
    // 17:30 UTC on 1 June is 01:30 on 2 June in Kuala Lumpur (UTC+8).
    expect(formatDate('2026-06-01T17:30:00.000Z', 'en')).toBe('2 Jun 2026');
    expect(formatDate('2026-06-01T15:59:00.000Z', 'en')).toBe('1 Jun 2026');
  });

  it('shows a calendar date as written', () => {
    expect(formatDate('2026-06-02', 'en')).toBe('2 Jun 2026');
  });

  it('writes the time to the minute in Malaysia time', () => {
    expect(formatDateTime('2026-06-01T17:30:00.000Z', 'en')).toMatch(/^2 Jun 2026.*1:30\sam$/i);
  });

  it('writes Malay month names in Malay', () => {
    expect(formatDate('2026-08-15', 'ms')).toBe('15 Ogo 2026');
  });

  it('leaves a value that is no date as it came', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

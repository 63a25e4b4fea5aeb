import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './malaysian-time.ts';

describe('times in Malaysia time', () => {
  it('runs in a browser time zone far from Malaysia’s (vitest.config.ts), so a formatter following the browser fails', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
    expect(new Date('2026-06-01T17:30:00.000Z').getTimezoneOffset()).not.toBe(-480);
  });

  it('gives the day in Malaysia, not in the browser’s time zone', () => {
    // 17:30 UTC on 1 June is 01:30 on 2 June in Kuala Lumpur (UTC+8).
    expect(formatDate('2026-06-01T17:30:00.000Z', 'en')).toBe('2 Jun 2026');
    expect(formatDate('2026-06-01T15:59:00.000Z', 'en')).toBe('1 Jun 2026');
    expect(formatDate('2026-06-01T17:30:00.000Z', 'en', 'long')).toBe('2 June 2026');
  });

  it('shows a calendar date as written', () => {
    expect(formatDate('2026-06-02', 'en')).toBe('2 Jun 2026');
    expect(formatDate('2026-12-31', 'en', 'long')).toBe('31 December 2026');
  });

  it('writes the time to the minute in Malaysia time and says so', () => {
    expect(formatDateTime('2026-06-01T17:30:00.000Z', 'en')).toBe('2 Jun 2026, 1:30 am MYT');
    expect(formatDateTime('2026-06-01T05:05:00.000Z', 'ms')).toBe('1 Jun 2026, 1:05 PTG MYT');
  });

  it('writes Malay month names in Malay', () => {
    expect(formatDate('2026-08-15', 'ms')).toBe('15 Ogo 2026');
    expect(formatDate('2026-08-15', 'ms', 'long')).toBe('15 Ogos 2026');
  });

  it('leaves a value that is no date as it came', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});

import { describe, expect, it } from 'vitest';
import { coversWholeFile, videoPlayedThrough, withServedRange } from './video-play-through.ts';

describe('the ranges streamed of the attestation video', () => {
  it('join when they touch or overlap, and stay apart across a gap', () => {
    let ranges = withServedRange([], [0, 999]);
    ranges = withServedRange(ranges, [2000, 2999]);
    expect(ranges).toEqual([
      [0, 999],
      [2000, 2999],
    ]);
    expect(coversWholeFile(ranges, 3000)).toBe(false);
    ranges = withServedRange(ranges, [1000, 1999]);
    expect(ranges).toEqual([[0, 2999]]);
    expect(coversWholeFile(ranges, 3000)).toBe(true);
    expect(withServedRange([[500, 1500]], [0, 600])).toEqual([[0, 1500]]);
  });

  it('do not cover the file while its first or last byte is missing', () => {
    expect(coversWholeFile([[1, 2999]], 3000)).toBe(false);
    expect(coversWholeFile([[0, 2998]], 3000)).toBe(false);
    expect(coversWholeFile([], 3000)).toBe(false);
  });
});

describe('the play-through', () => {
  const firstServedAt = new Date('2026-11-25T02:00:00.000Z');
  const viewing = { ranges: [[0, 56_514]] as const, sizeBytes: 56_515, durationSeconds: 12, firstServedAt };
  const after = (ms: number) => new Date(firstServedAt.getTime() + ms);

  it('holds once the whole file was streamed and the duration has passed since the first byte', () => {
    expect(videoPlayedThrough(viewing, after(12_000))).toBe(true);
    expect(videoPlayedThrough(viewing, after(60_000))).toBe(true);
  });

  it('does not hold a moment before the video could have ended', () => {
    expect(videoPlayedThrough(viewing, after(11_999))).toBe(false);
  });

  it('does not hold with a part of the file never streamed, however long ago it began', () => {
    expect(videoPlayedThrough({ ...viewing, ranges: [[0, 30_000]] }, after(60_000))).toBe(false);
  });

  it('does not hold before anything was streamed', () => {
    expect(videoPlayedThrough({ ...viewing, ranges: [], firstServedAt: null }, after(60_000))).toBe(false);
  });
});

/**
 * The attestation video's play-through, as the server records it (docs/decisions/021): the byte ranges it streamed
 * to the customer and when it first streamed one. The video counts as watched when the ranges cover the whole file
 * and its duration has passed since the first byte left: the server's own record, never the browser's word.
 */

/** An inclusive byte range, as HTTP's `Range: bytes=start-end` names one. */
export type ByteRange = readonly [start: number, end: number];

/** The ranges with `next` added, sorted, touching or overlapping ones joined. */
export function withServedRange(ranges: readonly ByteRange[], next: ByteRange): ByteRange[] {
  const sorted = [...ranges, next].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Whether the ranges cover every byte of a file of `sizeBytes`. */
export function coversWholeFile(ranges: readonly ByteRange[], sizeBytes: number): boolean {
  return ranges.some(([start, end]) => start === 0 && end >= sizeBytes - 1);
}

export interface VideoViewing {
  readonly ranges: readonly ByteRange[];
  readonly sizeBytes: number;
  readonly durationSeconds: number;
  /** When the first byte was streamed; null while nothing was. */
  readonly firstServedAt: Date | null;
}

/** Whether the video has been with the customer, whole, for its whole length by `now`. */
export function videoPlayedThrough(viewing: VideoViewing, now: Date): boolean {
  if (viewing.firstServedAt === null) return false;
  const elapsedMs = now.getTime() - viewing.firstServedAt.getTime();
  return coversWholeFile(viewing.ranges, viewing.sizeBytes) && elapsedMs >= viewing.durationSeconds * 1000;
}

import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { measuredRun } from './lighthouse-attempts.ts';

const recorded = { lighthouseVersion: '12.2.3', categories: {}, audits: {} } as unknown as Result;
const lostTrace = {
  ...recorded,
  runtimeError: {
    code: 'NO_NAVSTART',
    message:
      'Something went wrong with recording the trace over your page load. Please run Lighthouse again.',
  },
} as unknown as Result;

/** An audit that answers the given runs in turn, counting its calls. */
function auditAnswering(...answers: Result[]) {
  const audit = async () => {
    audit.calls += 1;
    const answer = answers[audit.calls - 1];
    if (!answer) throw new Error('audited more often than expected');
    return answer;
  };
  audit.calls = 0;
  return audit;
}

describe('a Lighthouse run tried again when the page load was not recorded', () => {
  it('keeps the first recorded run without trying again', async () => {
    const audit = auditAnswering(recorded);
    const retries: string[] = [];
    expect(await measuredRun(audit, (reason) => retries.push(reason))).toBe(recorded);
    expect(audit.calls).toBe(1);
    expect(retries).toEqual([]);
  });

  it('runs it again after a lost trace and keeps the run that was recorded', async () => {
    const audit = auditAnswering(lostTrace, recorded);
    const retries: string[] = [];
    expect(await measuredRun(audit, (reason) => retries.push(reason))).toBe(recorded);
    expect(audit.calls).toBe(2);
    expect(retries).toEqual([
      'NO_NAVSTART: Something went wrong with recording the trace over your page load. Please run Lighthouse again.',
    ]);
  });

  it('gives up after three attempts and says why, without failing', async () => {
    const audit = auditAnswering(lostTrace, lostTrace, lostTrace);
    const retries: string[] = [];
    expect(await measuredRun(audit, (reason) => retries.push(reason))).toEqual({
      notMeasured:
        'not recorded in 3 attempts (NO_NAVSTART: Something went wrong with recording the trace over your page load. Please run Lighthouse again.)',
    });
    expect(audit.calls).toBe(3);
    expect(retries).toHaveLength(2);
  });
});

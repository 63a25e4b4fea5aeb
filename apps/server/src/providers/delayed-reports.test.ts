import { afterEach, describe, expect, it, vi } from 'vitest';
import { DelayedReports } from './delayed-reports.ts';

/** A report that runs until the test lets it finish. */
function slowReport(made: string[], name: string) {
  let finish = () => {};
  const report = () =>
    new Promise<void>((resolve) => {
      finish = () => {
        made.push(name);
        resolve();
      };
    });
  return { report, finish: () => finish() };
}

describe('DelayedReports', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes each report once its own delay has passed', async () => {
    vi.useFakeTimers();
    const reports = new DelayedReports(100);
    const made: string[] = [];
    reports.schedule(async () => {
      made.push('first');
    });
    await vi.advanceTimersByTimeAsync(60);
    reports.schedule(async () => {
      made.push('second');
    });
    await vi.advanceTimersByTimeAsync(39);
    expect(made).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(made).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(60);
    expect(made).toEqual(['first', 'second']);
  });

  it('settles once every report scheduled is made, waiting for one still running', async () => {
    const reports = new DelayedReports(1);
    const made: string[] = [];
    const slow = slowReport(made, 'slow');
    reports.schedule(slow.report);
    reports.schedule(async () => {
      made.push('quick');
    });
    let settled = false;
    const settling = reports.settle().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(made).toEqual(['quick']);
    expect(settled).toBe(false);
    slow.finish();
    await settling;
    expect(made).toEqual(['quick', 'slow']);
  });

  it('on close, drops the reports not due yet, waits for those under way and takes no more', async () => {
    vi.useFakeTimers();
    const reports = new DelayedReports(100);
    const made: string[] = [];
    const underWay = slowReport(made, 'under way');
    reports.schedule(underWay.report);
    await vi.advanceTimersByTimeAsync(50);
    reports.schedule(async () => {
      made.push('not due');
    });
    await vi.advanceTimersByTimeAsync(50);

    let closed = false;
    const closing = reports.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    underWay.finish();
    await closing;

    reports.schedule(async () => {
      made.push('after closing');
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(made).toEqual(['under way']);
    await reports.settle();
  });
});

/**
 * One run of a page, tried again when Lighthouse could not record it. Lighthouse reports a load it failed to record
 * (NO_NAVSTART, a lost trace, a page that did not settle in time) as a runtime error and asks to be run again; on two
 * shared cores it happens about once in a hundred audits (decision 087).
 */
import type { Result } from 'lighthouse';

/** A run that gave no figures in any of its attempts, with Lighthouse's last reason. */
export interface NotMeasured {
  notMeasured: string;
}

export const ATTEMPTS_A_RUN = 3;

export function isMeasured(run: Result | NotMeasured): run is Result {
  return !('notMeasured' in run);
}

/** Audits until Lighthouse records the page, at most `attempts` times; `onRetry` hears each reason for a retry. */
export async function measuredRun(
  audit: () => Promise<Result>,
  onRetry: (reason: string) => void,
  attempts = ATTEMPTS_A_RUN,
): Promise<Result | NotMeasured> {
  let reason = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const run = await audit();
    if (!run.runtimeError) return run;
    reason = `${run.runtimeError.code}: ${run.runtimeError.message}`;
    if (attempt < attempts) onRetry(reason);
  }
  return { notMeasured: `not recorded in ${attempts} attempts (${reason})` };
}

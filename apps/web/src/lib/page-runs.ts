import { type LocalDate, malaysianDateOf } from '@sinar/domain';
import { useSyncExternalStore } from 'react';

/*
 * What only the running page knows. In a page rendered ahead by the build (decision 080), and while the browser takes
 * that markup over, these hooks give the build's answer, so that the take-over matches the markup; React renders
 * again with the browser's answer at once after it.
 */

const NO_CHANGES = () => () => undefined;

/** Whether the page's script runs: false in the markup rendered ahead, whose controls do nothing until it does. */
export function usePageRuns(): boolean {
  return useSyncExternalStore(
    NO_CHANGES,
    () => true,
    () => false,
  );
}

/** Today's date in Malaysia; null in the markup rendered ahead, so that no build-day date shows on a later day. */
export function useMalaysianToday(): LocalDate | null {
  return useSyncExternalStore(
    NO_CHANGES,
    () => malaysianDateOf(new Date()),
    () => null,
  );
}

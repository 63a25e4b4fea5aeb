import { tab } from '@sinar/client/storage';
import { type EligibilityResultView, eligibilityResultSchema } from '@sinar/domain';

/**
 * The last eligibility result, kept in session storage beside the router state, so that a reload of the result page
 * still shows it. Keyed by user: a result is never shown to the next user of the same tab.
 */
const keyOf = (userId: string) => `eligibility-result:${userId}`;

export function storeEligibilityResult(userId: string, result: EligibilityResultView): void {
  tab.setItem(keyOf(userId), JSON.stringify(result));
}

export function storedEligibilityResult(userId: string): EligibilityResultView | null {
  const text = tab.getItem(keyOf(userId));
  if (!text) return null;
  try {
    const parsed = eligibilityResultSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetEligibilityResult(userId: string): void {
  tab.removeItem(keyOf(userId));
}

/** The result handed over in the router state, when it is one. */
export function resultFromState(state: unknown): EligibilityResultView | null {
  if (typeof state !== 'object' || state === null || !('result' in state)) return null;
  const parsed = eligibilityResultSchema.safeParse(state.result);
  return parsed.success ? parsed.data : null;
}

/** The route parameter of each outcome: /result/eligible and /result/not-eligible. */
export const RESULT_PARAM = { eligible: 'eligible', notEligible: 'not-eligible' } as const;

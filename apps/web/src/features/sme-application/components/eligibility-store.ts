import { tab } from '@sinar/client/storage';
import { type SmeEligibilityResultView, smeEligibilityResultSchema } from '@sinar/domain';

/**
 * The last SME eligibility result, kept in session storage beside the router state so that a reload of the result
 * page still shows it. Keyed by user: a result is never shown to the next user of the same tab.
 */
const keyOf = (userId: string) => `sme-eligibility-result:${userId}`;

export function storeSmeEligibility(userId: string, result: SmeEligibilityResultView): void {
  tab.setItem(keyOf(userId), JSON.stringify(result));
}

export function storedSmeEligibility(userId: string | null, state: unknown): SmeEligibilityResultView | null {
  if (typeof state === 'object' && state !== null && 'result' in state) {
    const parsed = smeEligibilityResultSchema.safeParse(state.result);
    if (parsed.success) return parsed.data;
  }
  if (userId === null) return null;
  const text = tab.getItem(keyOf(userId));
  if (!text) return null;
  try {
    const parsed = smeEligibilityResultSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

import type { PayoutProvider } from '../../providers/payout/payout-provider.ts';
import type { DisbursementService } from './disbursement-service.ts';

/**
 * The paying bank's notices (paid, or failed with a reason) go to the disbursement's service, which verifies each
 * with the provider's `verifyNotice` before reading it. A listener that throws gets the same notice again on the
 * provider's next delivery.
 */
export function listenToPayoutNotices(provider: PayoutProvider, disbursements: DisbursementService): void {
  provider.onNotice((notice) => disbursements.applyNotice(notice));
}

import { BACKOFFICE_BASE_PATH } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import type { EmailQueue } from '../../ports/messaging.ts';
import { findCustomerOfRecord } from '../auth/customer-records.ts';
import { emailOf } from '../notifications/message-texts.ts';
import type { AgreementRow } from './agreement-repository.ts';

/** Where the alerts go and what they link to: the operations inbox (`OPERATIONS_EMAIL`) and the back office. */
export interface OperationsAlerts {
  readonly email: EmailQueue;
  readonly recipient: string;
  readonly publicUrl: string;
}

export type OperationsAlert =
  | {
      readonly kind: 'stamping';
      readonly state: 'rejected' | 'failed';
      readonly attempt: number;
      readonly reason: string;
    }
  | { readonly kind: 'commodityTrade'; readonly reason: string };

/**
 * Tells the operations inbox, in the caller's transaction, of work after approval that no job will finish on its
 * own (docs/decisions/051): an e-stamping rejected or given up, a commodity trade that could not be unwound. The
 * back office's list marks the same agreements as needing attention. Officers read it in English.
 */
export async function queueOperationsAlert(
  tx: Queryable,
  alerts: OperationsAlerts,
  agreement: AgreementRow,
  alert: OperationsAlert,
): Promise<void> {
  const applicant = await findCustomerOfRecord(tx, agreement.userId);
  const params = {
    agreementNo: agreement.agreementNo,
    applicantName: applicant?.fullName.trim() ?? '',
    reason: alert.reason,
    link: `${alerts.publicUrl}${BACKOFFICE_BASE_PATH}/agreements/${agreement.id}`,
    ...(alert.kind === 'stamping' ? { attempt: alert.attempt } : {}),
  };
  const text = emailOf(
    'en',
    (messages) =>
      alert.kind === 'commodityTrade'
        ? messages.commodityTradeNeedsAttention
        : alert.state === 'rejected'
          ? messages.stampingRejected
          : messages.stampingFailed,
    params,
  );
  await alerts.email.queue(tx, {
    purpose:
      alert.kind === 'stamping' ? `operations.stamping.${alert.state}` : 'operations.commodityTrade.unwind',
    recipient: alerts.recipient,
    ...text,
  });
}

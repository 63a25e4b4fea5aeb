import { randomUUID } from 'node:crypto';
import { approvedOffer } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { malaysianDateOf } from '../../lib/clock.ts';
import type { ApplicationRecord } from '../applications/application-records.ts';
import { processingFeeWaiverOf } from '../master/master-records.ts';
import { insertAgreementEvent } from './agreement-event-repository.ts';
import { agreementNumber } from './agreement-numbers.ts';
import { type AgreementRow, insertAgreement, nextAgreementSerial } from './agreement-repository.ts';

/**
 * Opens the agreement of an application the final approval has just approved, in the approval's transaction: the
 * approved terms, the waiver of the application's campaign or referral code, and the opening in its history. It
 * waits in SUMMARY_PENDING for the customer to accept the approved summary.
 */
export async function openAgreement(
  tx: Queryable,
  application: ApplicationRecord,
  now: Date,
): Promise<AgreementRow> {
  const { approvedAmountSen: amountSen, approvedTenureMonths: tenureMonths } = application;
  if (amountSen === null || tenureMonths === null)
    throw new Error(`application ${application.id} is approved without its terms`);
  const processingFeeDiscountSen = await processingFeeWaiverOf(tx, application.campaignCode);
  // The quote checks the terms against the product and names the rate the agreement is made at.
  const { quote } = approvedOffer({
    variant: application.applicationType,
    amountSen,
    tenureMonths,
    processingFeeDiscountSen,
    protection: null,
  });
  const agreement = await insertAgreement(tx, {
    id: randomUUID(),
    agreementNo: agreementNumber(
      application.applicationType,
      malaysianDateOf(now),
      await nextAgreementSerial(tx),
    ),
    applicationId: application.id,
    applicationNo: application.applicationNo,
    userId: application.userId,
    variant: application.applicationType,
    status: 'SUMMARY_PENDING',
    amountSen,
    tenureMonths,
    annualRateBp: quote.annualRateBp,
    campaignCode: application.campaignCode,
    processingFeeDiscountSen,
    at: now,
  });
  await insertAgreementEvent(tx, {
    agreementId: agreement.id,
    event: 'open',
    from: null,
    to: agreement.status,
    actorType: 'system',
    actorId: null,
    actorName: null,
    actorRole: null,
    remark: null,
    at: now,
  });
  return agreement;
}

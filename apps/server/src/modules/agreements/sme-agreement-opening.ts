import { randomUUID } from 'node:crypto';
import { formatRinggit, smeAgreementProductOf, smeAgreementQuote } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { conflict } from '../../http/app-error.ts';
import { malaysianDateOf } from '../../lib/clock.ts';
import type { SmeApplicationForAgreement } from '../sme-applications/sme-application-records.ts';
import { insertAgreementEvent } from './agreement-event-repository.ts';
import { smeAgreementNumber } from './agreement-numbers.ts';
import { insertSmeAgreement, nextAgreementSerial } from './agreement-repository.ts';
import { findAgreementOfSmeApplication, type SmeAgreementRow } from './sme-agreement-repository.ts';

/**
 * Makes the agreement of an SME partner or staff application the officers have just approved, in the approval's
 * transaction (docs/decisions/063): the application's amount, tenure and rate, its partner id and type, the applicant
 * who signs and the business they sign for. Like an individual's, it opens in SUMMARY_PENDING with its opening in its
 * history, and the post-approval journey takes it from there. An approval again keeps the agreement already made
 * when its terms are the same, and refuses otherwise; an application not approved is refused.
 */
export async function createAgreementForApprovedSmeApplication(
  tx: Queryable,
  application: SmeApplicationForAgreement,
  now: Date,
): Promise<SmeAgreementRow> {
  if (application.status !== 'APPROVED') throw conflict('agreements.smeApplicationNotApproved');
  const existing = await findAgreementOfSmeApplication(tx, application.id);
  if (existing) {
    if (existing.amountSen === application.amountSen && existing.tenureMonths === application.tenureMonths)
      return existing;
    throw conflict('agreements.approvalMustKeepTerms', {
      agreementNo: existing.agreementNo,
      amount: formatRinggit(existing.amountSen, 'en'),
      tenure: existing.tenureMonths,
    });
  }
  const product = smeAgreementProductOf(application.partnerType);
  // The quote checks the terms against the product and names the rate the agreement is made at.
  const quote = smeAgreementQuote({
    product,
    amountSen: application.amountSen,
    tenureMonths: application.tenureMonths,
    annualRateBp: application.annualRateBp,
  });
  const id = randomUUID();
  await insertSmeAgreement(tx, {
    id,
    agreementNo: smeAgreementNumber(product, malaysianDateOf(now), await nextAgreementSerial(tx)),
    smeApplicationId: application.id,
    applicationNo: application.applicationNo,
    userId: application.userId,
    product,
    partnerId: application.partnerId,
    partnerType: application.partnerType,
    status: 'SUMMARY_PENDING',
    amountSen: application.amountSen,
    tenureMonths: application.tenureMonths,
    annualRateBp: quote.annualRateBp,
    signatory: application.signatory,
    company: application.company,
    at: now,
  });
  const agreement = await findAgreementOfSmeApplication(tx, application.id);
  if (agreement?.id !== id) throw new Error(`the agreement of ${application.id} was not written`);
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

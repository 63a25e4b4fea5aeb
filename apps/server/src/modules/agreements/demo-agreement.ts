import type { AgreementFacts, LoanQuote } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import {
  type AgreementActor,
  type AgreementLifecycleEvent,
  changeAgreementStatus,
} from './agreement-lifecycle.ts';
import { type AgreementRow, findAgreementOfApplication } from './agreement-repository.ts';
import { acceptanceOf } from './agreement-service.ts';
import { offerOf } from './agreement-view.ts';

type Officer = Extract<AgreementActor, { kind: 'officer' }>;

/**
 * Takes the demo customer's agreement (decision 047), outside production only, from its opening to COMPLETED through
 * the agreement's lifecycle, each step by the actor the transition table names: the summary accepted without
 * protection, attested by the video, accepted, the certificate enrolled, signed, stamped, the mandate active, the
 * payout prepared and released by two disbursement officers, confirmed and completed. The facts the guards read are
 * the demo's: no PDF, stamping certificate, mandate, commodity trade or payout is made for it. Answers the completed agreement and its
 * accepted quote, from which the servicing module opens the account as the completion does; nothing moves for an
 * agreement already completed.
 */
export async function completeDemoAgreement(
  tx: Queryable,
  input: {
    readonly applicationId: string;
    readonly applicantId: string;
    readonly preparer: Officer;
    readonly releaser: Officer;
    readonly at: Date;
  },
): Promise<{ agreement: AgreementRow; quote: LoanQuote }> {
  let agreement = await findAgreementOfApplication(tx, input.applicationId, { lock: true });
  if (!agreement) throw new Error(`application ${input.applicationId} has no agreement`);
  const applicant: AgreementActor = { kind: 'applicant', userId: input.applicantId };
  const system: AgreementActor = { kind: 'system' };
  const facts: AgreementFacts = {
    videoPlayedThrough: true,
    agreementDocumentReady: true,
    certificateValid: true,
    tacVerified: true,
    signedDocumentStored: true,
    stampCertificateStored: true,
    directDebitMandateActive: true,
    applicationStatus: 'APPROVED',
    preparedBy: input.preparer.officerId,
    commodityTradeCompleted: true,
  };
  const steps: readonly [AgreementLifecycleEvent, AgreementActor][] = [
    [{ name: 'acceptSummary', acceptance: acceptanceOf(agreement, null, input.at) }, applicant],
    [{ name: 'attestByVideo' }, applicant],
    [{ name: 'acceptAgreement' }, applicant],
    [{ name: 'enrolCertificate' }, system],
    [{ name: 'sign' }, applicant],
    [{ name: 'stamp' }, system],
    [{ name: 'completeDirectDebit' }, system],
    [{ name: 'prepareDisbursement' }, input.preparer],
    [{ name: 'releaseDisbursement' }, input.releaser],
    [{ name: 'confirmPayout' }, system],
    [{ name: 'complete' }, system],
  ];
  if (agreement.status === 'SUMMARY_PENDING')
    for (const [event, actor] of steps) {
      const changed = await changeAgreementStatus({
        tx,
        agreement,
        event,
        actor,
        facts,
        now: input.at,
        ...(actor.kind === 'officer' && agreement.acceptance
          ? {
              remark: 'Payee account and net amount checked.',
              netAmountSen: agreement.acceptance.netDisbursementSen,
            }
          : {}),
      });
      agreement = changed.agreement;
    }
  if (agreement.status !== 'COMPLETED' || !agreement.acceptance)
    throw new Error(`the demo agreement ${agreement.agreementNo} stands at ${agreement.status}`);
  return { agreement, quote: offerOf(agreement, agreement.acceptance.protection).quote };
}

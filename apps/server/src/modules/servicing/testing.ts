import type { TestApp } from '../../testing/test-app.ts';
import { DisbursementService } from '../agreements/disbursement-service.ts';
import { OfficerAgreementService } from '../agreements/officer-agreement-service.ts';
import {
  type ApprovedApplication,
  approvedApplication,
  moveAgreementTo,
  type ReviewTeam,
} from '../agreements/testing.ts';

/**
 * Servicing's tests start from a disbursed agreement, as the journey leaves it: an application approved through the
 * officers' calls, its agreement put at DISBURSED by the agreements module's fixture, and the agreements module's
 * own completion, which opens the account.
 */

export interface OpenedAccount extends ApprovedApplication {
  readonly accountId: string;
  readonly agreementNo: string;
}

export async function openedAccount(
  t: TestApp,
  team: ReviewTeam,
  options: {
    variant: 'conventional' | 'islamic';
    amountSen: number;
    tenureMonths: number;
    /** The day the agreement is made (Malaysian date); the payout is the same day. */
    madeOn: string;
    /** The verification debits the agreement owes, in sen. */
    owed?: readonly number[];
  },
): Promise<OpenedAccount> {
  t.clock.set(`${options.madeOn}T02:00:00Z`);
  const approved = await approvedApplication(t, team, {
    amountSen: options.amountSen,
    tenureMonths: options.tenureMonths,
    check: { applicationType: options.variant },
  });
  await moveAgreementTo(t, approved.agreementId, 'DISBURSED');
  for (const [index, amountSen] of (options.owed ?? []).entries())
    await t.db.query(
      `insert into agreement_refunds (id, agreement_id, amount_sen, reason, created_at)
       values (gen_random_uuid(), $1, $2, 'mandateVerificationDebit', now() + make_interval(secs => $3))`,
      [approved.agreementId, amountSen, index],
    );
  await completeAgreement(t, approved.agreementId);
  const [account] = await t.db.query<{ id: string; agreementNo: string }>(
    'select id, agreement_no as "agreementNo" from loan_accounts where agreement_id = $1',
    [approved.agreementId],
  );
  if (!account) throw new Error('no loan account opened');
  return { ...approved, accountId: account.id, agreementNo: account.agreementNo };
}

/** The agreements module's completion of a disbursed agreement, as its job runs it. */
export function completeAgreement(t: TestApp, agreementId: string): Promise<void> {
  return new DisbursementService({
    db: t.db,
    clock: t.clock,
    payout: t.payout,
    agreements: new OfficerAgreementService({ db: t.db, clock: t.clock }),
  }).complete(agreementId);
}

/** Sets the lender's business date, as the close of business would. */
export async function writeBusinessDateForTest(t: TestApp, date: string): Promise<void> {
  await t.db.query(
    `insert into business_date (id, business_date, updated_at) values (true, $1, now())
     on conflict (id) do update set business_date = excluded.business_date`,
    [date],
  );
}

export { chargeInstalment, postPayment } from './ledger-service.ts';

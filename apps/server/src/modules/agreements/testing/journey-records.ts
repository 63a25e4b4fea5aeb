import { AGREEMENT_BACKOFFICE_PATHS } from '@sinar/domain';
import type { TestApp } from '../../../testing/test-app.ts';
import { asOfficer, createOfficer } from '../../review/testing.ts';
import { findAgreementOfSmeApplication } from '../sme-agreement-repository.ts';

/**
 * What the SME and staff journey tests read back of an agreement taken through the individual's calls: the figures
 * stored at acceptance, the attestation video chosen, the stamping, the payout and the loan account it opened. The
 * disbursement is prepared and released by two disbursement officers, as maker-checker requires.
 */

/** The agreement the officers' approval of an SME or staff application made. */
export async function agreementOfSmeApplication(t: TestApp, applicationId: string) {
  // The disbursement details name Maybank by the bank master's code, as the form's bank list gives it.
  await t.db.query(
    `update sme_applications set form = jsonb_set(form, '{disbursement,personalBankId}', '"21"') where id = $1`,
    [applicationId],
  );
  const agreement = await findAgreementOfSmeApplication(t.db, applicationId);
  if (!agreement) throw new Error('the approval made no agreement');
  return agreement;
}

/** The figures the acceptance stored on the agreement, to the sen. */
export async function acceptedFigures(t: TestApp, agreementId: string) {
  const [stored] = await t.db.query<Record<string, unknown>>(
    `select monthly_instalment_sen as "monthlyInstalmentSen", last_instalment_sen as "lastInstalmentSen",
       total_interest_sen as "totalInterestSen", total_payable_sen as "totalPayableSen",
       stamp_duty_sen as "stampDutySen", processing_fee_sen as "processingFeeSen",
       total_premium_sen as "totalPremiumSen", total_deductions_sen as "totalDeductionsSen",
       net_disbursement_sen as "netDisbursementSen", agent_commission_sen as "agentCommissionSen",
       protection_taken as "protectionTaken"
     from agreements where id = $1`,
    [agreementId],
  );
  return stored;
}

/** The partner type of the attestation video the agreement was shown. */
export async function videoPartnerTypeShown(t: TestApp, agreementId: string): Promise<string | undefined> {
  const [chosen] = await t.db.query<{ partnerType: string }>(
    `select v.partner_type as "partnerType" from attestation_video_views w
     join pre_recorded_videos v on v.id = w.video_id where w.agreement_id = $1`,
    [agreementId],
  );
  return chosen?.partnerType;
}

export async function stampingOf(t: TestApp, agreementId: string) {
  const [stamping] = await t.db.query<{ status: string; dutySen: number; paidSen: number }>(
    `select status, duty_sen as "dutySen", paid_sen as "paidSen" from agreement_stampings where agreement_id = $1`,
    [agreementId],
  );
  return stamping;
}

/** Two disbursement officers, the one to prepare the payout and the other to release it. */
export async function disbursementPair(t: TestApp) {
  const maker = await createOfficer(t, ['disbursementOfficer'], 'Dina Maker');
  const checker = await createOfficer(t, ['disbursementOfficer'], 'Chong Checker');
  const remark = { remark: 'Bank account matches the disbursement details' };
  const move =
    (move: 'prepareDisbursement' | 'releaseDisbursement', by: typeof maker) => (agreementId: string) =>
      asOfficer(t, by, 'POST', AGREEMENT_BACKOFFICE_PATHS[move](agreementId), remark);
  return {
    prepare: move('prepareDisbursement', maker),
    releaseByPreparer: move('releaseDisbursement', maker),
    release: move('releaseDisbursement', checker),
  };
}

/** What the sandbox bank was told to pay for the agreement: amount and the account's last four digits. */
export function payoutsOf(t: TestApp, agreementId: string) {
  return t.db.query<{ amount_sen: number; account_no_last4: string }>(
    `select p.amount_sen, p.account_no_last4 from sandbox_payouts p
     join disbursement_payouts d on d.id::text = p.reference where d.agreement_id = $1`,
    [agreementId],
  );
}

export async function loanAccountOf(t: TestApp, agreementId: string) {
  const [account] = await t.db.query<{ id: string; amountSen: number; totalPayableSen: number }>(
    `select id, amount_sen as "amountSen", total_payable_sen as "totalPayableSen" from loan_accounts
     where agreement_id = $1`,
    [agreementId],
  );
  return account;
}

/** The account's schedule as opened, a row an instalment. */
export function scheduleOf(t: TestApp, accountId: string) {
  return t.db.query<Record<string, unknown>>(
    `select instalment_no as "no", due_on::text as "dueOn", instalment_sen as "instalmentSen",
       principal_due_sen as "principalSen", interest_due_sen as "interestSen", balance_after_sen as "balanceSen"
     from loan_instalments where account_id = $1 order by instalment_no`,
    [accountId],
  );
}

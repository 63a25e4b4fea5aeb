import { AGREEMENT_BACKOFFICE_PATHS, AGREEMENT_PATHS, agreementAuditAction } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticeSignatureError } from '../../providers/signed-notice.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { asOfficer, createOfficer, type TestOfficer } from '../review/testing.ts';
import { DisbursementService, PAYOUT_POLL_JOB } from './disbursement-service.ts';
import { OfficerAgreementService } from './officer-agreement-service.ts';
import {
  type ApprovedApplication,
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  moveAgreementTo,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * The disbursement of a loan (issue 12, 'Disbursement'): the queue, one disbursement officer preparing and another
 * releasing, the payout provider paying the net amount into the applicant's verified bank account, and its notice
 * recording the disbursement the loan account is opened from.
 */

let t: TestApp;
let team: ReviewTeam;
let maker: TestOfficer;
let checker: TestOfficer;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  maker = await createOfficer(t, ['disbursementOfficer'], 'Dina Maker');
  checker = await createOfficer(t, ['disbursementOfficer'], 'Chong Checker');
});
afterAll(() => t.close());

const REMARK = { remark: 'Bank account matches the statement' };

/** An approved RM5,000 loan over 12 months, signed, stamped and with an active mandate: waiting for its payout. */
async function waitingLoan(accountNo?: string): Promise<ApprovedApplication> {
  const approved = await approvedApplication(t, team);
  await moveAgreementTo(t, approved.agreementId, 'PENDING_DISBURSEMENT');
  if (accountNo)
    await t.db.query(
      `update applications set form = jsonb_set(form, '{personalBankAccountNo}', to_jsonb($2::text)) where id = $1`,
      [approved.applicationId, accountNo],
    );
  return approved;
}

function prepare(officer: TestOfficer, agreementId: string) {
  return asOfficer(t, officer, 'POST', AGREEMENT_BACKOFFICE_PATHS.prepareDisbursement(agreementId), REMARK);
}

function release(officer: TestOfficer, agreementId: string) {
  return asOfficer(t, officer, 'POST', AGREEMENT_BACKOFFICE_PATHS.releaseDisbursement(agreementId), REMARK);
}

async function queueItem(agreementId: string) {
  const response = await asOfficer(t, team.verifier, 'GET', AGREEMENT_BACKOFFICE_PATHS.disbursements);
  expect(response.statusCode).toBe(200);
  return response.json().items.find((item: { agreementId: string }) => item.agreementId === agreementId);
}

async function statusOf(agreementId: string): Promise<unknown> {
  return (await storedAgreement(t, agreementId)).agreement?.status;
}

describe('a conventional loan, from the queue to the money in the bank', () => {
  let loan: ApprovedApplication;

  beforeAll(async () => {
    loan = await waitingLoan();
  });

  it('lists it in the queue with the net amount and the verified account, last four digits only', async () => {
    expect(await queueItem(loan.agreementId)).toMatchObject({
      agreementNo: expect.stringMatching(/^SKL-/),
      company: 'conventional',
      status: 'PENDING_DISBURSEMENT',
      netAmountSen: 492_500,
      bankName: 'Affin Bank',
      accountNoLast4: '6789',
      preparedBy: null,
      commodityTrade: null,
      lastFailure: null,
    });
  });

  it('is prepared by one disbursement officer, who may not release it', async () => {
    const prepared = await prepare(maker, loan.agreementId);
    expect(prepared.statusCode).toBe(200);
    expect(prepared.json()).toMatchObject({
      message: en.disbursements.prepared,
      agreement: { agreement: { status: 'DISBURSEMENT_PREPARED' } },
    });
    expect(await queueItem(loan.agreementId)).toMatchObject({
      status: 'DISBURSEMENT_PREPARED',
      preparedBy: 'Dina Maker',
    });

    const own = await release(maker, loan.agreementId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(en.status.refusals.samePreparer);
    expect(await statusOf(loan.agreementId)).toBe('DISBURSEMENT_PREPARED');
  });

  it('refuses a second preparation', async () => {
    const again = await prepare(checker, loan.agreementId);
    expect(again.statusCode).toBe(409);
  });

  it('is released by another, and the sandbox bank is told to pay RM4,925.00 once', async () => {
    const released = await release(checker, loan.agreementId);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({
      message: en.disbursements.released,
      agreement: { agreement: { status: 'PAYOUT_SENT' } },
    });
    const payouts = await t.db.query<{ amount_sen: number; account_no_last4: string; bank_code: string }>(
      `select p.amount_sen, p.account_no_last4, p.bank_code from sandbox_payouts p
       join disbursement_payouts d on d.id::text = p.reference where d.agreement_id = $1`,
      [loan.agreementId],
    );
    expect(payouts).toEqual([{ amount_sen: 492_500, account_no_last4: '6789', bank_code: 'PHBMMYKL' }]);
    const again = await release(checker, loan.agreementId);
    expect(again.statusCode).toBe(409);
  });

  it('audits the preparation and the release with the net amount and the remark', async () => {
    const entries = await t.db.query<{ action: string; actor_name: string; after: unknown; remark: string }>(
      `select action, actor_name, after, remark from audit_events where subject_id = $1 order by id`,
      [loan.agreementId],
    );
    expect(entries).toEqual([
      {
        action: agreementAuditAction('prepareDisbursement'),
        actor_name: 'Dina Maker',
        after: { status: 'DISBURSEMENT_PREPARED', netAmountSen: 492_500 },
        remark: REMARK.remark,
      },
      {
        action: agreementAuditAction('releaseDisbursement'),
        actor_name: 'Chong Checker',
        after: { status: 'PAYOUT_SENT', netAmountSen: 492_500 },
        remark: REMARK.remark,
      },
    ]);
  });

  it("records the disbursement on the bank's paid notice, and completes the agreement", async () => {
    await t.settle();
    const { agreement, events } = await storedAgreement(t, loan.agreementId);
    expect(agreement?.status).toBe('COMPLETED');
    expect(events.slice(-4).map((event) => [event.event, event.to])).toEqual([
      ['prepareDisbursement', 'DISBURSEMENT_PREPARED'],
      ['releaseDisbursement', 'PAYOUT_SENT'],
      ['confirmPayout', 'DISBURSED'],
      ['complete', 'COMPLETED'],
    ]);
    const disbursements = await t.db.query(
      `select amount_sen, bank_name, bank_code, account_no_last4, account_holder, provider_reference
       from disbursements where agreement_id = $1`,
      [loan.agreementId],
    );
    expect(disbursements).toEqual([
      {
        amount_sen: 492_500,
        bank_name: 'Affin Bank',
        bank_code: 'PHBMMYKL',
        account_no_last4: '6789',
        account_holder: expect.any(String),
        provider_reference: expect.stringMatching(/^IBG\d{16}$/),
      },
    ]);
    expect(await queueItem(loan.agreementId)).toBeUndefined();
  });

  it('ignores a repeated paid notice, and refuses a tampered one', async () => {
    const [notice] = await t.db.query<Record<string, unknown>>(
      `select n.id, n.type, n.subject_id as "subjectId", n.body, n.signature, n.occurred_at as "occurredAt"
       from sandbox_notices n join disbursement_payouts d on d.provider_payout_id = n.subject_id::text
       where n.provider = 'payout' and d.agreement_id = $1`,
      [loan.agreementId],
    );
    if (!notice) throw new Error('no paid notice');
    const signed: Record<string, unknown> = {
      ...notice,
      provider: 'payout',
      subjectId: String(notice.subjectId),
      occurredAt: (notice.occurredAt as Date).toISOString(),
    };
    const service = new DisbursementService({
      db: t.db,
      clock: t.clock,
      payout: t.payout,
      agreements: new OfficerAgreementService({ db: t.db, clock: t.clock }),
    });
    await service.applyNotice(signed);
    await expect(
      service.applyNotice({ ...signed, body: { ...(signed.body as object), amountSen: 1 } }),
    ).rejects.toBeInstanceOf(NoticeSignatureError);
    const [counts] = await t.db.query(
      `select (select count(*)::int from disbursements where agreement_id = $1) as disbursements,
         (select count(*)::int from agreement_events where agreement_id = $1 and event = 'confirmPayout') as paid`,
      [loan.agreementId],
    );
    expect(counts).toEqual({ disbursements: 1, paid: 1 });
  });
});

describe('refusals', () => {
  it('lets only disbursement officers prepare and release', async () => {
    const loan = await waitingLoan();
    const byVerifier = await prepare(team.verifier as TestOfficer, loan.agreementId);
    expect(byVerifier.statusCode).toBe(403);
    expect(await statusOf(loan.agreementId)).toBe('PENDING_DISBURSEMENT');
  });

  it("refuses an agreement not signed yet with the spec's message", async () => {
    const unsigned = await approvedApplication(t, team);
    await call(t, unsigned.applicant, 'POST', AGREEMENT_PATHS.acceptSummary(unsigned.agreementId), {
      takeProtection: false,
    });
    const response = await prepare(maker, unsigned.agreementId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Agreement not sign, please return to the previous page to sign');
  });

  it('refuses a signed agreement that is not stamped, or has no active mandate', async () => {
    const signed = await approvedApplication(t, team);
    await moveAgreementTo(t, signed.agreementId, 'SIGNED');
    const response = await prepare(maker, signed.agreementId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(en.disbursements.notReady);
    const release = await asOfficer(
      t,
      checker,
      'POST',
      AGREEMENT_BACKOFFICE_PATHS.releaseDisbursement(signed.agreementId),
      REMARK,
    );
    expect(release.statusCode).toBe(409);
    expect(await statusOf(signed.agreementId)).toBe('SIGNED');
  });

  it('refuses to release what is not prepared', async () => {
    const loan = await waitingLoan();
    const response = await release(checker, loan.agreementId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(en.disbursements.notPrepared);
  });

  it('answers 503 and writes nothing while the paying bank is down; the next release pays once', async () => {
    const loan = await waitingLoan();
    expect((await prepare(maker, loan.agreementId)).statusCode).toBe(200);
    await t.payout.failNext('unavailable');
    const down = await release(checker, loan.agreementId);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(en.disbursements.payoutUnavailable);
    expect(await statusOf(loan.agreementId)).toBe('DISBURSEMENT_PREPARED');
    const [written] = await t.db.query(
      `select (select count(*)::int from audit_events where subject_id::text = $1 and action = $2) as releases,
         (select count(*)::int from disbursement_payouts where agreement_id::text = $1 and status = 'prepared')
           as prepared`,
      [loan.agreementId, agreementAuditAction('releaseDisbursement')],
    );
    expect(written).toEqual({ releases: 0, prepared: 1 });
    expect((await release(checker, loan.agreementId)).statusCode).toBe(200);
  });
});

describe('a failed payout', () => {
  it('returns to prepared with the reason in the queue, and another release pays under a new reference', async () => {
    const loan = await waitingLoan('514123450404');
    expect(await queueItem(loan.agreementId)).toMatchObject({ accountNoLast4: '0404' });
    expect((await prepare(maker, loan.agreementId)).statusCode).toBe(200);
    expect((await release(checker, loan.agreementId)).statusCode).toBe(200);
    await t.settle();
    expect(await statusOf(loan.agreementId)).toBe('DISBURSEMENT_PREPARED');
    expect(await queueItem(loan.agreementId)).toMatchObject({
      status: 'DISBURSEMENT_PREPARED',
      preparedBy: 'Dina Maker',
      lastFailure: 'accountNotFound',
    });
    const { events } = await storedAgreement(t, loan.agreementId);
    expect(events.at(-1)).toMatchObject({ event: 'failPayout', remark: 'accountNotFound' });
    // The preparer still may not release it: the maker-checker holds across a failure.
    expect((await release(maker, loan.agreementId)).statusCode).toBe(403);
    expect((await release(checker, loan.agreementId)).statusCode).toBe(200);
    const references = await t.db.query<{ reference: string; status: string }>(
      `select p.reference, p.status from sandbox_payouts p
       join disbursement_payouts d on d.id::text = p.reference where d.agreement_id = $1 order by p.requested_at`,
      [loan.agreementId],
    );
    expect(references).toHaveLength(2);
    expect(references[0]?.reference).not.toBe(references[1]?.reference);
    expect(references[0]?.status).toBe('failed');
    const [disbursed] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from disbursements where agreement_id = $1',
      [loan.agreementId],
    );
    expect(disbursed?.count).toBe(0);
  });
});

describe('a lost notice', () => {
  it('asks the bank about a payout whose notice never arrived, and applies its answer once', async () => {
    const loan = await waitingLoan();
    expect((await prepare(maker, loan.agreementId)).statusCode).toBe(200);
    expect((await release(checker, loan.agreementId)).statusCode).toBe(200);
    // The bank settles, but its notice cannot be applied: a payout whose amount no longer matches refuses it.
    await t.db.query(
      `update disbursement_payouts set amount_sen = amount_sen + 1 where agreement_id = $1 and status = 'sent'`,
      [loan.agreementId],
    );
    await t.settle();
    expect(await statusOf(loan.agreementId)).toBe('PAYOUT_SENT');
    await t.db.query(
      `update disbursement_payouts set amount_sen = amount_sen - 1 where agreement_id = $1 and status = 'sent'`,
      [loan.agreementId],
    );
    // Half an hour later the poll asks the bank, which says it paid.
    await t.db.query(`update jobs set run_at = now() where kind = $1 and status = 'queued'`, [
      PAYOUT_POLL_JOB,
    ]);
    await t.settle();
    expect(await statusOf(loan.agreementId)).toBe('COMPLETED');
    const [payout] = await t.db.query<{ status: string; notice_id: string }>(
      `select status, notice_id from disbursement_payouts where agreement_id = $1`,
      [loan.agreementId],
    );
    expect(payout?.status).toBe('paid');
    expect(payout?.notice_id).toMatch(/^poll:/);
    // The bank's notice, delivered again later, changes nothing.
    await t.db.query(
      `update jobs set run_at = now() where kind = 'payout-sandbox.settle' and status = 'queued'`,
    );
    await t.settle();
    const [counts] = await t.db.query(
      `select (select count(*)::int from disbursements where agreement_id = $1) as disbursements,
         (select count(*)::int from agreement_events where agreement_id = $1 and event = 'confirmPayout') as paid`,
      [loan.agreementId],
    );
    expect(counts).toEqual({ disbursements: 1, paid: 1 });
  });
});

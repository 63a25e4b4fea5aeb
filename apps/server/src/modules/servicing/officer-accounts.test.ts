import {
  type AccountRequest,
  type LedgerPage,
  LOAN_ACCOUNT_BACKOFFICE_PATHS,
  type LoanAccountSearch,
  type OfficerLoanAccount,
  sen,
} from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { createAgreementTestApp, createReviewTeam, type ReviewTeam } from '../agreements/testing.ts';
import { asOfficer, createOfficer, officerHeaders, type TestOfficer } from '../review/testing.ts';
import { chargeInstalment, type OpenedAccount, openedAccount, writeBusinessDateForTest } from './testing.ts';

/**
 * The back office's loan accounts (decision 042): search and paging, the account and its ledger a page at a time,
 * counter payments posted once, and the three changes that need a maker and a different checker.
 */

let t: TestApp;
let team: ReviewTeam;
let loan: OpenedAccount;
let financing: OpenedAccount;
let maker: TestOfficer;
let checker: TestOfficer;

const BUSINESS_DATE = '2027-02-05';

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  maker = await createOfficer(t, ['disbursementOfficer'], 'Dina Maker');
  checker = await createOfficer(t, ['disbursementOfficer'], 'Chong Checker');
  loan = await openedAccount(t, team, {
    variant: 'conventional',
    amountSen: 1_000_000,
    tenureMonths: 24,
    madeOn: '2026-12-01',
  });
  financing = await openedAccount(t, team, {
    variant: 'islamic',
    amountSen: 100_000,
    tenureMonths: 6,
    madeOn: '2026-12-02',
  });
  await t.db.transaction((tx) =>
    chargeInstalment(tx, {
      accountId: loan.accountId,
      instalmentNo: 1,
      component: 'lateCharge',
      amountSen: sen(657),
      on: BUSINESS_DATE,
      description: 'Late payment charge',
      at: new Date('2027-02-05T03:00:00Z'),
    }),
  );
  await writeBusinessDateForTest(t, BUSINESS_DATE);
  t.clock.set('2027-02-05T03:00:00Z');
});
afterAll(() => t.close());

async function postCounter(officer: TestOfficer, key: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: LOAN_ACCOUNT_BACKOFFICE_PATHS.counterPayment(loan.accountId),
    headers: { ...(await officerHeaders(t, officer)), 'idempotency-key': key },
    payload: body,
  });
}

async function accountOf(accountId: string): Promise<OfficerLoanAccount> {
  const response = await asOfficer(t, team.verifier, 'GET', LOAN_ACCOUNT_BACKOFFICE_PATHS.account(accountId));
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Each request a second after the one before, as officers make them. */
async function prepare(officer: TestOfficer, accountId: string, body: Record<string, unknown>) {
  t.clock.set(new Date(t.clock.now().getTime() + 1_000));
  return asOfficer(t, officer, 'POST', LOAN_ACCOUNT_BACKOFFICE_PATHS.requests(accountId), body);
}

function decide(officer: TestOfficer, requestId: string, decision: 'approve' | 'reject', remark?: string) {
  return asOfficer(
    t,
    officer,
    'POST',
    decision === 'approve'
      ? LOAN_ACCOUNT_BACKOFFICE_PATHS.approveRequest(requestId)
      : LOAN_ACCOUNT_BACKOFFICE_PATHS.rejectRequest(requestId),
    remark === undefined ? {} : { remark },
  );
}

async function auditActions(accountId: string): Promise<{ action: string; actorName: string }[]> {
  return t.db.query(
    `select action, actor_name as "actorName" from audit_events where subject_id = $1 order by id`,
    [accountId],
  );
}

describe('search', () => {
  it('finds an account by its agreement number, holder name and NRIC ending', async () => {
    const [holder] = await t.db.query<{ fullName: string; nric: string }>(
      'select full_name as "fullName", nric from users where id = $1',
      [financing.applicant.userId],
    );
    if (!holder) throw new Error('no holder');
    const queries = [
      `agreementNo=${financing.agreementNo}`,
      `name=${encodeURIComponent(holder.fullName.toLowerCase())}`,
      `nricLast=${holder.nric.slice(-4)}`,
    ];
    for (const query of queries) {
      const response = await asOfficer(
        t,
        team.verifier,
        'GET',
        `${LOAN_ACCOUNT_BACKOFFICE_PATHS.accounts}?${query}`,
      );
      expect(response.statusCode).toBe(200);
      const found: LoanAccountSearch = response.json();
      expect(found.total).toBe(1);
      expect(found.accounts[0]).toMatchObject({
        accountId: financing.accountId,
        agreementNo: financing.agreementNo,
        company: 'islamic',
        status: 'ACTIVE',
        holderName: holder.fullName,
        holderNric: `********${holder.nric.slice(-4)}`,
        amountSen: 100_000,
        bucket: 'current',
      });
    }
  });

  it('filters by status and bucket, and pages newest first', async () => {
    const first: LoanAccountSearch = (
      await asOfficer(
        t,
        team.verifier,
        'GET',
        `${LOAN_ACCOUNT_BACKOFFICE_PATHS.accounts}?status=ACTIVE&pageSize=1`,
      )
    ).json();
    const second: LoanAccountSearch = (
      await asOfficer(
        t,
        team.verifier,
        'GET',
        `${LOAN_ACCOUNT_BACKOFFICE_PATHS.accounts}?status=ACTIVE&pageSize=1&page=2`,
      )
    ).json();
    expect(first.total).toBe(2);
    expect(first.accounts.map((account) => account.agreementNo)).toEqual([financing.agreementNo]);
    expect(second.accounts.map((account) => account.agreementNo)).toEqual([loan.agreementNo]);
    const closed: LoanAccountSearch = (
      await asOfficer(t, team.verifier, 'GET', `${LOAN_ACCOUNT_BACKOFFICE_PATHS.accounts}?status=CLOSED`)
    ).json();
    expect(closed.total).toBe(0);
    const late: LoanAccountSearch = (
      await asOfficer(t, team.verifier, 'GET', `${LOAN_ACCOUNT_BACKOFFICE_PATHS.accounts}?bucket=90%2B`)
    ).json();
    expect(late).toEqual({ total: 0, page: 1, pageSize: 25, accounts: [] });
  });
});

describe('counter payment', () => {
  const body = { amountSen: 57_324, receiptReference: 'CTR-2027-0001', receivedOn: '2027-02-04' };

  it('is posted once: the same key answers the first result, the same receipt under another key too', async () => {
    const first = await postCounter(maker, 'counter-key-0001', body);
    expect(first.statusCode).toBe(200);
    const posted = first.json().payment;
    expect(posted).toMatchObject({
      amountSen: 57_324,
      channel: 'counter',
      reference: 'CTR-2027-0001',
      receivedOn: '2027-02-04',
      status: 'posted',
      excessKind: 'none',
    });
    // Late charge first, then the first instalment's interest and principal.
    expect(posted.allocations).toEqual([
      { instalmentNo: 1, component: 'interest', amountSen: 15_000, prepaid: false },
      { instalmentNo: 1, component: 'lateCharge', amountSen: 657, prepaid: false },
      { instalmentNo: 1, component: 'principal', amountSen: 41_667, prepaid: false },
    ]);
    const replay = await postCounter(maker, 'counter-key-0001', body);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().payment.paymentId).toBe(posted.paymentId);
    const sameReceipt = await postCounter(checker, 'counter-key-0002', body);
    expect(sameReceipt.json().payment.paymentId).toBe(posted.paymentId);
    const otherBody = await postCounter(maker, 'counter-key-0001', { ...body, amountSen: 100 });
    expect(otherBody.statusCode).toBe(422);
    const account = await accountOf(loan.accountId);
    expect(account.payments.filter((payment) => payment.reference === 'CTR-2027-0001')).toHaveLength(1);
    expect(account.details.latePaymentChargesSen).toBe(0);
    const audit = await auditActions(loan.accountId);
    expect(audit.filter((entry) => entry.action === 'loanPayment.postCounter')).toEqual([
      { action: 'loanPayment.postCounter', actorName: 'Dina Maker' },
    ]);
  });

  it('refuses a date received after the business date', async () => {
    const response = await postCounter(maker, 'counter-key-0003', {
      ...body,
      receiptReference: 'CTR-2027-0002',
      receivedOn: '2027-02-06',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The date received cannot be after the business date.');
  });

  it('refuses a role that does not handle money', async () => {
    const response = await postCounter(team.verifier, 'counter-key-0004', {
      ...body,
      receiptReference: 'CTR-2027-0003',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('reversal with maker-checker', () => {
  it('is refused to its maker and a reviewer, then applied by another officer; the payment stays listed', async () => {
    const before = await accountOf(loan.accountId);
    const payment = before.payments.find((row) => row.reference === 'CTR-2027-0001');
    if (!payment) throw new Error('no counter payment');
    expect(
      (
        await prepare(team.verifier, loan.accountId, {
          kind: 'reversal',
          paymentId: payment.paymentId,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const prepared = await prepare(maker, loan.accountId, {
      kind: 'reversal',
      paymentId: payment.paymentId,
      reason: 'Cheque returned unpaid',
    });
    expect(prepared.statusCode).toBe(200);
    const request: AccountRequest = prepared.json();
    expect(request).toMatchObject({
      kind: 'reversal',
      status: 'pending',
      amountSen: 57_324,
      makerName: 'Dina Maker',
    });
    const twice = await prepare(checker, loan.accountId, {
      kind: 'reversal',
      paymentId: payment.paymentId,
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);

    const queue = await asOfficer(t, team.verifier, 'GET', LOAN_ACCOUNT_BACKOFFICE_PATHS.requestQueue);
    expect(queue.json().requests.map((row: AccountRequest) => row.requestId)).toContain(request.requestId);

    const byMaker = await decide(maker, request.requestId, 'approve');
    expect(byMaker.statusCode).toBe(403);
    expect(byMaker.json().message).toBe('The officer who prepared this request cannot approve or reject it.');
    expect((await decide(team.approver, request.requestId, 'approve')).statusCode).toBe(403);

    const approved = await decide(checker, request.requestId, 'approve', 'Bank confirmed the return');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', checkerName: 'Chong Checker' });
    expect((await decide(checker, request.requestId, 'approve')).statusCode).toBe(409);

    const after = await accountOf(loan.accountId);
    expect(after.payments.find((row) => row.paymentId === payment.paymentId)).toMatchObject({
      status: 'reversed',
      reversalReason: 'Cheque returned unpaid',
      amountSen: 57_324,
    });
    expect(after.details.latePaymentChargesSen).toBe(657);
    expect(after.details.outstandingBalanceSen).toBe(before.details.outstandingBalanceSen + 57_324);

    const ledger: LedgerPage = (
      await asOfficer(
        t,
        team.verifier,
        'GET',
        `${LOAN_ACCOUNT_BACKOFFICE_PATHS.ledger(loan.accountId)}?pageSize=1`,
      )
    ).json();
    expect(ledger.total).toBe(after.ledgerEntries);
    const [reversal] = ledger.entries;
    expect(reversal).toMatchObject({ kind: 'reversal', businessDate: BUSINESS_DATE });
    expect(reversal?.lines).toEqual([
      { ledgerAccount: 'bankClearing', instalmentNo: null, amountSen: -57_324 },
      { ledgerAccount: 'loanLateChargeReceivable', instalmentNo: 1, amountSen: 657 },
      { ledgerAccount: 'loanInterestReceivable', instalmentNo: 1, amountSen: 15_000 },
      { ledgerAccount: 'loanPrincipalReceivable', instalmentNo: 1, amountSen: 41_667 },
      { ledgerAccount: 'unearnedInterest', instalmentNo: null, amountSen: -15_000 },
      { ledgerAccount: 'interestIncome', instalmentNo: null, amountSen: 15_000 },
    ]);
    const audit = await auditActions(loan.accountId);
    expect(audit.slice(-3)).toEqual([
      { action: 'loanAccountRequest.prepare', actorName: 'Dina Maker' },
      { action: 'loanPayment.reverse', actorName: 'Chong Checker' },
      { action: 'loanAccountRequest.approve', actorName: 'Chong Checker' },
    ]);
  });
});

describe('waiver with maker-checker', () => {
  it('a rejection changes nothing; an approval waives the charge and the ledger shows it', async () => {
    const body = {
      kind: 'waiver',
      waivers: [{ instalmentNo: 1, component: 'lateCharge', amountSen: 657 }],
      reason: 'First late payment, hospital stay',
    };
    expect(
      (
        await prepare(maker, loan.accountId, {
          ...body,
          waivers: [{ instalmentNo: 1, component: 'lateCharge', amountSen: 658 }],
        })
      ).statusCode,
    ).toBe(400);
    const rejected: AccountRequest = (await prepare(maker, loan.accountId, body)).json();
    expect(rejected.amountSen).toBe(657);
    expect((await decide(maker, rejected.requestId, 'reject')).statusCode).toBe(403);
    const rejection = await decide(checker, rejected.requestId, 'reject', 'Ask for the hospital letter');
    expect(rejection.json()).toMatchObject({
      status: 'rejected',
      decisionRemark: 'Ask for the hospital letter',
    });
    expect((await accountOf(loan.accountId)).details.latePaymentChargesSen).toBe(657);

    const request: AccountRequest = (await prepare(maker, loan.accountId, body)).json();
    const approved = await decide(checker, request.requestId, 'approve');
    expect(approved.statusCode).toBe(200);
    const after = await accountOf(loan.accountId);
    expect(after.details.latePaymentChargesSen).toBe(0);
    expect(after.schedule[0]?.components.lateCharge).toEqual({
      dueSen: 657,
      paidSen: 0,
      waivedSen: 657,
      writtenOffSen: 0,
      outstandingSen: 0,
    });
    expect(after.requests.map((row) => [row.kind, row.status])).toEqual([
      ['waiver', 'approved'],
      ['waiver', 'rejected'],
      ['reversal', 'approved'],
    ]);
    const ledger: LedgerPage = (
      await asOfficer(
        t,
        team.verifier,
        'GET',
        `${LOAN_ACCOUNT_BACKOFFICE_PATHS.ledger(loan.accountId)}?pageSize=2`,
      )
    ).json();
    expect(ledger.entries.map((entry) => entry.kind)).toEqual(['waiver', 'reversal']);
    expect(ledger.entries[0]?.lines).toEqual([
      { ledgerAccount: 'lateChargeIncome', instalmentNo: 1, amountSen: 657 },
      { ledgerAccount: 'loanLateChargeReceivable', instalmentNo: 1, amountSen: -657 },
    ]);
    const older: LedgerPage = (
      await asOfficer(
        t,
        team.verifier,
        'GET',
        `${LOAN_ACCOUNT_BACKOFFICE_PATHS.ledger(loan.accountId)}?pageSize=2&page=2`,
      )
    ).json();
    expect(older.entries.map((entry) => entry.kind)).toEqual(['payment', 'charge']);
  });
});

describe('write-off with maker-checker', () => {
  it('needs an admin as checker, and moves the account to WRITEOFF', async () => {
    const before = await accountOf(financing.accountId);
    const request: AccountRequest = (
      await prepare(maker, financing.accountId, { kind: 'writeOff', reason: 'Holder declared bankrupt' })
    ).json();
    expect(request.amountSen).toBe(before.details.outstandingBalanceSen);
    const byOfficer = await decide(checker, request.requestId, 'approve');
    expect(byOfficer.statusCode).toBe(403);
    expect(byOfficer.json().message).toBe('Your role cannot approve this request.');
    expect((await decide(team.admin, request.requestId, 'approve')).statusCode).toBe(200);
    const after = await accountOf(financing.accountId);
    expect(after.details.status).toBe('WRITEOFF');
    expect(after.schedule.every((row) => row.outstandingSen === 0)).toBe(true);
    const audit = await auditActions(financing.accountId);
    expect(audit.map((entry) => entry.action)).toEqual([
      'loanAccountRequest.prepare',
      'loanAccountStatus.writeOff',
      'loanAccountRequest.approve',
    ]);
    const refused = await prepare(maker, financing.accountId, { kind: 'writeOff', reason: 'Again' });
    expect(refused.statusCode).toBe(409);
  });
});

describe('a request the account no longer allows', () => {
  it('is refused at approval and stays pending until it is rejected', async () => {
    const posted = await postCounter(maker, 'counter-key-0010', {
      amountSen: 10_000,
      receiptReference: 'CTR-2027-0010',
      receivedOn: BUSINESS_DATE,
    });
    const paymentId: string = posted.json().payment.paymentId;
    const reversal: AccountRequest = (
      await prepare(maker, loan.accountId, { kind: 'reversal', paymentId, reason: 'Cheque bounced' })
    ).json();
    const writeOff: AccountRequest = (
      await prepare(maker, loan.accountId, { kind: 'writeOff', reason: 'Holder deceased, no estate' })
    ).json();
    expect((await decide(team.admin, writeOff.requestId, 'approve')).statusCode).toBe(200);

    const refused = await decide(checker, reversal.requestId, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This account is not active, so the change cannot be made.');
    const after = await accountOf(loan.accountId);
    expect(after.details.status).toBe('WRITEOFF');
    expect(after.payments.find((payment) => payment.paymentId === paymentId)?.status).toBe('posted');
    expect(after.requests.find((row) => row.requestId === reversal.requestId)?.status).toBe('pending');

    const rejected = await decide(checker, reversal.requestId, 'reject', 'Account written off first');
    expect(rejected.json()).toMatchObject({ status: 'rejected', checkerName: 'Chong Checker' });
  });
});

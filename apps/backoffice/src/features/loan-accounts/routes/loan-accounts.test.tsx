import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  type AccountRequest,
  type LedgerPage,
  LOAN_ACCOUNT_BACKOFFICE_PATHS,
  LOAN_REFUND_PATHS,
  type OfficerLoanAccount,
  sen,
} from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { logInAs, OFFICER_ID, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ACCOUNT_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const PAYMENT_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const REQUEST_ID = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
const OTHER_OFFICER = '9e0f1a2b-3c4d-4e5f-8a7b-8c9d0e1f2a3b';

const components = (lateChargeDue = 0, lateChargeOutstanding = 0) => ({
  lateCharge: {
    dueSen: sen(lateChargeDue),
    paidSen: sen(0),
    waivedSen: sen(0),
    writtenOffSen: sen(0),
    outstandingSen: sen(lateChargeOutstanding),
  },
  fee: { dueSen: sen(0), paidSen: sen(0), waivedSen: sen(0), writtenOffSen: sen(0), outstandingSen: sen(0) },
  interest: {
    dueSen: sen(15_000),
    paidSen: sen(0),
    waivedSen: sen(0),
    writtenOffSen: sen(0),
    outstandingSen: sen(15_000),
  },
  principal: {
    dueSen: sen(41_667),
    paidSen: sen(0),
    waivedSen: sen(0),
    writtenOffSen: sen(0),
    outstandingSen: sen(41_667),
  },
});

function account(): OfficerLoanAccount {
  return {
    details: {
      accountId: ACCOUNT_ID,
      agreementId: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
      agreementNo: 'SKL-2026-000001',
      company: 'conventional',
      status: 'ACTIVE',
      amountSen: sen(1_000_000),
      tenureMonths: 24,
      annualRateBp: 1800,
      totalInterestSen: sen(360_000),
      firstInstalmentOn: '2026-12-31',
      maturityOn: '2028-11-30',
      monthlyInstalmentSen: sen(56_667),
      lastInstalmentSen: sen(56_659),
      totalPayableSen: sen(1_360_000),
      outstandingBalanceSen: sen(1_360_657),
      nextDueOn: '2027-02-28',
      overdueInstalmentSen: sen(57_324),
      currentInstalmentSen: sen(56_667),
      latePaymentChargesSen: sen(657),
      protectionChargeSen: sen(0),
      refundableSen: sen(0),
      daysPastDue: 36,
      businessDate: '2027-02-05',
      jompay: { billerCode: '83212', ref1: '20260000011' },
    },
    holderName: 'Aisyah binti Ahmad',
    holderNric: '********5672',
    arrearsSen: sen(56_667),
    bucket: '31-60',
    refundableSen: sen(0),
    schedule: [
      {
        instalmentNo: 1,
        dueOn: '2026-12-31',
        instalmentSen: sen(56_667),
        components: components(657, 657),
        outstandingSen: sen(57_324),
        balanceAfterSen: sen(1_303_333),
        metOn: null,
        status: 'overdue',
      },
    ],
    payments: [
      {
        paymentId: PAYMENT_ID,
        receivedOn: '2026-12-01',
        amountSen: sen(100),
        channel: 'directDebit',
        reference: 'MANDATE-VERIFY-1',
        status: 'posted',
        reversalReason: null,
        allocations: [{ instalmentNo: 1, component: 'interest', amountSen: sen(100), prepaid: true }],
        excessKind: 'none',
        excessSen: sen(0),
        recovery: false,
      },
    ],
    requests: [],
    ledgerEntries: 3,
  };
}

const ledger: LedgerPage = {
  total: 3,
  page: 1,
  pageSize: 20,
  entries: [
    {
      seq: 3,
      kind: 'charge',
      businessDate: '2027-02-05',
      description: 'Late payment charge',
      lines: [
        { ledgerAccount: 'loanLateChargeReceivable', instalmentNo: 1, amountSen: sen(657) },
        { ledgerAccount: 'lateChargeIncome', instalmentNo: 1, amountSen: sen(-657) },
      ],
    },
  ],
};

function request(changes: Partial<AccountRequest> = {}): AccountRequest {
  return {
    requestId: REQUEST_ID,
    accountId: ACCOUNT_ID,
    agreementNo: 'SKL-2026-000001',
    kind: 'waiver',
    status: 'pending',
    paymentId: null,
    waivers: [{ instalmentNo: 1, component: 'lateCharge', amountSen: sen(657) }],
    amountSen: sen(657),
    reason: 'First late payment, hospital stay',
    makerId: OTHER_OFFICER,
    makerName: 'Dina Maker',
    madeAt: '2027-02-05T03:00:00.000Z',
    checkerName: null,
    decidedAt: null,
    decisionRemark: null,
    ...changes,
  };
}

const REFUND_ID = '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c';
const refund = {
  requestId: REFUND_ID,
  accountId: ACCOUNT_ID,
  agreementNo: 'SKL-2026-000001',
  amountSen: 4_000,
  status: 'requested',
  requestedAt: '2027-02-04T03:00:00.000Z',
  decidedAt: null,
  paymentReference: null,
  decisionRemark: null,
  bankName: 'Affin Bank',
  bankAccountNo: '514123456789',
};
const noRefunds = {
  [`GET ${LOAN_REFUND_PATHS.queue}`]: ok({ total: 0, page: 1, pageSize: 50, requests: [] }),
};

function accountAnswers() {
  return {
    [`GET ${LOAN_ACCOUNT_BACKOFFICE_PATHS.account(ACCOUNT_ID)}`]: ok(account()),
    [`GET ${LOAN_ACCOUNT_BACKOFFICE_PATHS.ledger(ACCOUNT_ID)}`]: ok(ledger),
  };
}

describe('the loan account search', () => {
  it('sends the filter from the address and lists one page of accounts', async () => {
    const who = logInAs(['verifier']);
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${LOAN_ACCOUNT_BACKOFFICE_PATHS.accounts}`]: ok({
        total: 26,
        page: 2,
        pageSize: 25,
        accounts: [
          {
            accountId: ACCOUNT_ID,
            agreementNo: 'SKL-2026-000001',
            company: 'conventional',
            status: 'ACTIVE',
            holderName: 'Aisyah binti Ahmad',
            holderNric: '********5672',
            amountSen: 1_000_000,
            openedOn: '2026-12-01',
            outstandingBalanceSen: 1_360_657,
            arrearsSen: 56_667,
            daysPastDue: 36,
            bucket: '31-60',
          },
        ],
      }),
    });
    const { container } = await renderApp('/loan-accounts?nricLast=5672&bucket=31-60&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan accounts' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Loan and financing accounts found' });
    const [sent] = server.to(LOAN_ACCOUNT_BACKOFFICE_PATHS.accounts);
    expect(sent?.query.get('nricLast')).toBe('5672');
    expect(sent?.query.get('bucket')).toBe('31-60');
    expect(sent?.query.get('page')).toBe('2');
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Aisyah binti Ahmad********5672',
      'Conventional',
      'Active',
      'RM10,000.00',
      'RM13,606.57',
      'RM566.67',
      '31 to 60 days',
      '1 Dec 2026',
    ]);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toContain(
      'bucket=31-60',
    );
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });
});

describe('one loan account', () => {
  it('shows figures, schedule, payments and a ledger page; a reviewer gets no money actions', async () => {
    const who = logInAs(['verifier']);
    fakeApi({ ...sessionAnswers(who), ...accountAnswers() });
    const { container } = await renderApp(`/loan-accounts/${ACCOUNT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account SKL-2026-000001' })).toBeTruthy();
    const ledgerTable = await screen.findByRole('table', { name: /Journal entries/ });
    expect(within(ledgerTable).getByText('Late charges receivable')).toBeTruthy();
    expect(within(ledgerTable).getAllByText('RM6.57')).toHaveLength(2);
    const payments = screen.getByRole('table', { name: /Payments received/ });
    expect(within(payments).getByText('No. 1 Interest or profit: RM1.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post a counter payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reverse/ })).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('posts a counter payment with one Idempotency-Key for every try', async () => {
    const who = logInAs(['disbursementOfficer']);
    const server = fakeApi({
      ...sessionAnswers(who),
      ...accountAnswers(),
      [`POST ${LOAN_ACCOUNT_BACKOFFICE_PATHS.counterPayment(ACCOUNT_ID)}`]: ok({
        message: 'The counter payment has been posted.',
        payment: { ...account().payments[0], channel: 'counter', reference: 'CTR-2027-0001' },
      }),
    });
    const { user, container } = await renderApp(`/loan-accounts/${ACCOUNT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Post a counter payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post a counter payment to SKL-2026-000001' });
    await user.click(within(dialog).getByRole('button', { name: 'Post payment' }));
    expect(within(dialog).getByText('Enter the amount received.')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount received (RM)' }), '573.24');
    await user.type(within(dialog).getByRole('textbox', { name: /Counter receipt number/ }), 'CTR-2027-0001');
    await user.click(within(dialog).getByRole('button', { name: 'Post payment' }));
    expect(await screen.findByText('The counter payment has been posted.')).toBeTruthy();
    const posted = server.to(LOAN_ACCOUNT_BACKOFFICE_PATHS.counterPayment(ACCOUNT_ID));
    expect(posted[0]?.body).toEqual({
      amountSen: 57_324,
      receiptReference: 'CTR-2027-0001',
      receivedOn: '2027-02-05',
    });
    const call = server.fetch.mock.calls.find(([url]) =>
      String(url).includes(LOAN_ACCOUNT_BACKOFFICE_PATHS.counterPayment(ACCOUNT_ID)),
    );
    expect(new Headers(call?.[1]?.headers).get('idempotency-key')).toMatch(/^counter-[0-9a-f-]{36}$/);
  });

  it('sends a reversal and a waiver for approval, each with its reason', async () => {
    const who = logInAs(['disbursementOfficer']);
    const server = fakeApi({
      ...sessionAnswers(who),
      ...accountAnswers(),
      [`POST ${LOAN_ACCOUNT_BACKOFFICE_PATHS.requests(ACCOUNT_ID)}`]: ok(request()),
    });
    const { user } = await renderApp(`/loan-accounts/${ACCOUNT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Reverse MANDATE-VERIFY-1' }));
    const reversal = await screen.findByRole('dialog', { name: 'Reverse the payment MANDATE-VERIFY-1' });
    await user.click(within(reversal).getByRole('button', { name: 'Send for approval' }));
    expect(within(reversal).getByText('Please write the reason.')).toBeTruthy();
    await user.type(within(reversal).getByRole('textbox', { name: /Reason/ }), 'Posted to the wrong account');
    await user.click(within(reversal).getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('Sent for approval to another officer.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Waive charges' }));
    const waiver = await screen.findByRole('dialog', { name: 'Waive charges of SKL-2026-000001' });
    expect(within(waiver).getByRole('textbox', { name: /Amount to waive/ })).toHaveProperty('value', '6.57');
    await user.type(within(waiver).getByRole('textbox', { name: /Reason/ }), 'Hospital stay');
    await user.click(within(waiver).getByRole('button', { name: 'Send for approval' }));
    await waitFor(() =>
      expect(server.to(LOAN_ACCOUNT_BACKOFFICE_PATHS.requests(ACCOUNT_ID))).toHaveLength(2),
    );
    expect(server.to(LOAN_ACCOUNT_BACKOFFICE_PATHS.requests(ACCOUNT_ID)).map((sent) => sent.body)).toEqual([
      { kind: 'reversal', paymentId: PAYMENT_ID, reason: 'Posted to the wrong account' },
      {
        kind: 'waiver',
        waivers: [{ instalmentNo: 1, component: 'lateCharge', amountSen: 657 }],
        reason: 'Hospital stay',
      },
    ]);
  });
});

describe('the account approvals', () => {
  it('lets another officer approve; the maker sees their own request without buttons', async () => {
    const who = logInAs(['disbursementOfficer']);
    const server = fakeApi({
      ...sessionAnswers(who),
      ...noRefunds,
      [`GET ${LOAN_ACCOUNT_BACKOFFICE_PATHS.requestQueue}`]: ok({
        total: 2,
        page: 1,
        pageSize: 25,
        requests: [
          request(),
          request({
            requestId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
            agreementNo: 'SKL-2026-000009',
            kind: 'reversal',
            makerId: OFFICER_ID,
            makerName: 'Nurul Huda',
          }),
        ],
      }),
      [`POST ${LOAN_ACCOUNT_BACKOFFICE_PATHS.approveRequest(REQUEST_ID)}`]: ok(
        request({ status: 'approved', checkerName: 'Nurul Huda' }),
      ),
    });
    const { user, container } = await renderApp('/loan-account-requests');
    const table = await screen.findByRole('table', { name: 'Account changes in this status' });
    expect(within(table).getByText('You prepared this request: another officer decides it.')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /Approve/ })).toHaveLength(1);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(within(table).getByRole('button', { name: 'Approve SKL-2026-000001' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve the Waiver of charges of SKL-2026-000001',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and apply' }));
    expect(await screen.findByText('Done: the request is Approved.')).toBeTruthy();
    expect(server.to(LOAN_ACCOUNT_BACKOFFICE_PATHS.approveRequest(REQUEST_ID))[0]?.body).toEqual({});
  });

  it('says the request was approved once the queue, read again, no longer lists it', async () => {
    const who = logInAs(['disbursementOfficer']);
    let approved = false;
    const server = fakeApi({
      ...sessionAnswers(who),
      ...noRefunds,
      // As the server answers: an approved request leaves the waiting list, and its row the page.
      [`GET ${LOAN_ACCOUNT_BACKOFFICE_PATHS.requestQueue}`]: () =>
        ok({ total: approved ? 0 : 1, page: 1, pageSize: 25, requests: approved ? [] : [request()] }),
      [`POST ${LOAN_ACCOUNT_BACKOFFICE_PATHS.approveRequest(REQUEST_ID)}`]: () => {
        approved = true;
        return ok(request({ status: 'approved', checkerName: 'Nurul Huda' }));
      },
    });
    // The refund requests, read again with the queue, answer a moment later than it, as over a network.
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (new URL(url, 'http://localhost').pathname === LOAN_REFUND_PATHS.queue)
        await new Promise((resolve) => setTimeout(resolve, 500));
      return server.fetch(url, init);
    });
    const { user } = await renderApp('/loan-account-requests');
    const table = await screen.findByRole('table', { name: 'Account changes in this status' });
    await user.click(within(table).getByRole('button', { name: 'Approve SKL-2026-000001' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve the Waiver of charges of SKL-2026-000001',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and apply' }));
    expect(await screen.findByText('Nothing is waiting.')).toBeTruthy();
    expect(await screen.findByText('Done: the request is Approved.', {}, { timeout: 2_000 })).toBeTruthy();
  });

  it('shows a write-off without buttons to a disbursement officer, who may not check it', async () => {
    const who = logInAs(['disbursementOfficer']);
    fakeApi({
      ...sessionAnswers(who),
      ...noRefunds,
      [`GET ${LOAN_ACCOUNT_BACKOFFICE_PATHS.requestQueue}`]: ok({
        total: 1,
        page: 1,
        pageSize: 25,
        requests: [request({ kind: 'writeOff', waivers: null, amountSen: sen(1_360_657) })],
      }),
    });
    await renderApp('/loan-account-requests');
    const table = await screen.findByRole('table', { name: 'Account changes in this status' });
    expect(within(table).getByText('Write-off')).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('records a refund paid with the bank transfer’s reference', async () => {
    const who = logInAs(['disbursementOfficer']);
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${LOAN_ACCOUNT_BACKOFFICE_PATHS.requestQueue}`]: ok({
        total: 0,
        page: 1,
        pageSize: 25,
        requests: [],
      }),
      [`GET ${LOAN_REFUND_PATHS.queue}`]: ok({ total: 1, page: 1, pageSize: 50, requests: [refund] }),
      [`POST ${LOAN_REFUND_PATHS.pay(REFUND_ID)}`]: ok({
        ...refund,
        status: 'paid',
        paymentReference: 'IBG-2027-0001',
        decidedAt: '2027-02-05T03:00:00.000Z',
      }),
    });
    const { user, container } = await renderApp('/loan-account-requests');
    const table = await screen.findByRole('table', { name: /excess of their payments/ });
    expect(within(table).getByText('RM40.00')).toBeTruthy();
    // Where to transfer it: the bank account the customer named.
    expect(within(table).getByRole('columnheader', { name: 'Pay to' })).toBeTruthy();
    expect(within(table).getByText('514123456789')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Record payment SKL-2026-000001' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Record the refund of RM40.00 to the holder of SKL-2026-000001',
    });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Record as paid' }));
    expect(
      within(dialog).getByText('Enter the receipt number: 3 to 40 letters, digits, / or -.'),
    ).toBeTruthy();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Bank transfer reference/ }),
      'IBG-2027-0001',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record as paid' }));
    expect(await screen.findByText('Done: the refund is Paid.')).toBeTruthy();
    expect(server.to(LOAN_REFUND_PATHS.pay(REFUND_ID))[0]?.body).toEqual({ reference: 'IBG-2027-0001' });
  });

  it('says the refund was paid once the refunds, read again, no longer list it', async () => {
    const who = logInAs(['disbursementOfficer']);
    let paid = false;
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${LOAN_ACCOUNT_BACKOFFICE_PATHS.requestQueue}`]: ok({
        total: 0,
        page: 1,
        pageSize: 25,
        requests: [],
      }),
      // As the server answers: a paid refund leaves the waiting list, and its row the page.
      [`GET ${LOAN_REFUND_PATHS.queue}`]: () =>
        ok({ total: paid ? 0 : 1, page: 1, pageSize: 50, requests: paid ? [] : [refund] }),
      [`POST ${LOAN_REFUND_PATHS.pay(REFUND_ID)}`]: () => {
        paid = true;
        return ok({
          ...refund,
          status: 'paid',
          paymentReference: 'IBG-2027-0001',
          decidedAt: '2027-02-05T03:00:00.000Z',
        });
      },
    });
    // The account changes, read again with the refunds, answer a moment later than them, as over a network.
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (new URL(url, 'http://localhost').pathname === LOAN_ACCOUNT_BACKOFFICE_PATHS.requestQueue)
        await new Promise((resolve) => setTimeout(resolve, 500));
      return server.fetch(url, init);
    });
    const { user } = await renderApp('/loan-account-requests');
    const table = await screen.findByRole('table', { name: /excess of their payments/ });
    await user.click(within(table).getByRole('button', { name: 'Record payment SKL-2026-000001' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Record the refund of RM40.00 to the holder of SKL-2026-000001',
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Bank transfer reference/ }),
      'IBG-2027-0001',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record as paid' }));
    expect(await screen.findByText('No refund request in this status.')).toBeTruthy();
    expect(await screen.findByText('Done: the refund is Paid.', {}, { timeout: 2_000 })).toBeTruthy();
  });
});

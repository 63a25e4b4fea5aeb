import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { earlySettlementQuote, SETTLEMENT_AGREEMENT_NO } from '@sinar/client/test/early-settlement-quote';
import {
  EARLY_SETTLEMENT_PATHS,
  LOAN_ACCOUNT_BACKOFFICE_PATHS,
  type OfficerLoanAccount,
  sen,
  type Variant,
} from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { logInAs, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

/**
 * The account of the apps' shared early settlement quote: month 7 of the 24-month RM10,000 loan (and financing) of
 * decision 032, instalment 6 overdue, quoted on the business date 5 Aug 2026 and valid to 13 Aug 2026.
 */
const ACCOUNT_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const PAYMENT_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const AGREEMENT_NO = SETTLEMENT_AGREEMENT_NO;

function account(variant: Variant = 'conventional'): OfficerLoanAccount {
  return {
    details: {
      accountId: ACCOUNT_ID,
      agreementId: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
      agreementNo: AGREEMENT_NO[variant],
      company: variant,
      status: 'ACTIVE',
      amountSen: sen(1_000_000),
      tenureMonths: 24,
      annualRateBp: 1800,
      totalInterestSen: sen(360_000),
      firstInstalmentOn: '2026-02-14',
      maturityOn: '2028-01-14',
      monthlyInstalmentSen: sen(56_667),
      lastInstalmentSen: sen(56_659),
      totalPayableSen: sen(1_360_000),
      outstandingBalanceSen: sen(1_077_938),
      refundableSen: sen(0),
      nextDueOn: '2026-08-14',
      overdueInstalmentSen: sen(57_940),
      currentInstalmentSen: sen(0),
      latePaymentChargesSen: sen(273),
      protectionChargeSen: sen(0),
      daysPastDue: 22,
      businessDate: '2026-08-05',
      jompay: { billerCode: '83212', ref1: '20260000074' },
    },
    holderName: 'Aisyah binti Ahmad',
    holderNric: '********5672',
    arrearsSen: sen(56_667),
    bucket: '1-30',
    refundableSen: sen(0),
    schedule: [],
    payments: [],
    requests: [],
    ledgerEntries: 0,
  };
}

function answers(variant: Variant = 'conventional') {
  return {
    [`GET ${LOAN_ACCOUNT_BACKOFFICE_PATHS.account(ACCOUNT_ID)}`]: ok(account(variant)),
    [`GET ${LOAN_ACCOUNT_BACKOFFICE_PATHS.ledger(ACCOUNT_ID)}`]: ok({
      total: 0,
      page: 1,
      pageSize: 20,
      entries: [],
    }),
    [`GET ${EARLY_SETTLEMENT_PATHS.officerQuote(ACCOUNT_ID)}`]: ok(earlySettlementQuote(ACCOUNT_ID, variant)),
  };
}

/** The panel's figures as label and value pairs. */
function figures(panel: HTMLElement): Record<string, string> {
  const list = within(panel).getAllByRole('term');
  return Object.fromEntries(
    list.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

function dayRows(panel: HTMLElement, caption: string): string[][] {
  return within(within(panel).getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

async function panelOf(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name });
  const section = heading.closest('section');
  if (!section) throw new Error('the panel is a section');
  await within(section).findByRole('table');
  return section;
}

describe("the loan account's early settlement panel", () => {
  it("shows the loan's quote to the sen and each day's amount; a reviewer may not post", async () => {
    const who = logInAs(['verifier']);
    fakeApi({ ...sessionAnswers(who), ...answers() });
    const { container } = await renderApp(`/loan-accounts/${ACCOUNT_ID}`);
    const panel = await panelOf('Early settlement');
    expect(
      within(panel).getByText(
        'Quotation for 5 Aug 2026, valid until 13 Aug 2026. No charge is taken for settling early.',
      ),
    ).toBeTruthy();
    expect(figures(panel)).toEqual({
      'Outstanding principal': 'RM7,499.98',
      'Unearned interest': 'RM2,700.00',
      'Outstanding balance of instalments not yet due': 'RM10,199.98',
      'Instalments due': 'RM566.67',
      'Fees due': 'RM10.00',
      'Late payment charges': 'RM2.73',
      'Rebate of unearned interest': 'less RM2,700.00',
      'Settlement amount': 'RM8,079.38',
    });
    const days = dayRows(panel, 'Settlement amount for each day of the quotation');
    expect(days).toHaveLength(9);
    expect(days[0]).toEqual(['5 Aug 2026', 'RM2.73', 'RM8,079.38']);
    expect(days[8]).toEqual(['13 Aug 2026', 'RM3.73', 'RM8,080.38']);
    expect(within(panel).queryByRole('button', { name: 'Post settlement received' })).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('posts a settlement received at the counter with purpose settlement and its key, and says it closed the account', async () => {
    const who = logInAs(['disbursementOfficer']);
    const server = fakeApi({
      ...sessionAnswers(who),
      ...answers(),
      [`POST ${LOAN_ACCOUNT_BACKOFFICE_PATHS.counterPayment(ACCOUNT_ID)}`]: ok({
        message: 'The counter payment has been posted.',
        payment: {
          paymentId: PAYMENT_ID,
          receivedOn: '2026-08-05',
          amountSen: 807_938,
          channel: 'counter',
          reference: 'CTR-2026-0807',
          status: 'posted',
          reversalReason: null,
          allocations: [],
          excessKind: 'none',
          excessSen: 0,
          purpose: 'settlement',
          recovery: false,
        },
        settlement: {
          outcome: 'settled',
          settleOn: '2026-08-05',
          settlementSen: 807_938,
          rebateSen: 270_000,
          closed: true,
        },
      }),
    });
    const { user, container } = await renderApp(`/loan-accounts/${ACCOUNT_ID}`);
    const panel = await panelOf('Early settlement');
    await user.click(within(panel).getByRole('button', { name: 'Post settlement received' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Post a settlement received for SKL-2026-000007',
    });
    expect(
      within(dialog).getByText(
        'The settlement on 5 Aug 2026 is RM8,079.38. If the amount received covers the settlement of the day it was received, the rebate is written and the account closes; otherwise it is posted as an ordinary payment.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Amount received (RM)' })).toHaveProperty(
      'value',
      '8079.38',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Counter receipt number/ }), 'CTR-2026-0807');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Post settlement' }));
    expect(
      await screen.findByText(
        'Account SKL-2026-000007 is settled and closed; a rebate of RM2,700.00 was written.',
      ),
    ).toBeTruthy();
    const posted = server.to(LOAN_ACCOUNT_BACKOFFICE_PATHS.counterPayment(ACCOUNT_ID));
    expect(posted.map((sent) => sent.body)).toEqual([
      {
        amountSen: 807_938,
        receiptReference: 'CTR-2026-0807',
        receivedOn: '2026-08-05',
        purpose: 'settlement',
      },
    ]);
    const call = server.fetch.mock.calls.find(([url]) =>
      String(url).includes(LOAN_ACCOUNT_BACKOFFICE_PATHS.counterPayment(ACCOUNT_ID)),
    );
    expect(new Headers(call?.[1]?.headers).get('idempotency-key')).toMatch(/^settlement-[0-9a-f-]{36}$/);
  });

  it('says so when the amount received did not cover the settlement', async () => {
    const who = logInAs(['admin']);
    fakeApi({
      ...sessionAnswers(who),
      ...answers(),
      [`POST ${LOAN_ACCOUNT_BACKOFFICE_PATHS.counterPayment(ACCOUNT_ID)}`]: ok({
        message: 'The counter payment has been posted.',
        payment: {
          paymentId: PAYMENT_ID,
          receivedOn: '2026-08-05',
          amountSen: 500_000,
          channel: 'counter',
          reference: 'CTR-2026-0808',
          status: 'posted',
          reversalReason: null,
          allocations: [],
          excessKind: 'none',
          excessSen: 0,
          purpose: 'settlement',
          recovery: false,
        },
        settlement: {
          outcome: 'notCovered',
          settleOn: '2026-08-05',
          settlementSen: 807_938,
          rebateSen: 0,
          closed: false,
        },
      }),
    });
    const { user } = await renderApp(`/loan-accounts/${ACCOUNT_ID}`);
    const panel = await panelOf('Early settlement');
    await user.click(within(panel).getByRole('button', { name: 'Post settlement received' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount received (RM)' });
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.type(within(dialog).getByRole('textbox', { name: /Counter receipt number/ }), 'CTR-2026-0808');
    await user.click(within(dialog).getByRole('button', { name: 'Post settlement' }));
    expect(
      await screen.findByText(
        'The amount did not cover the settlement of RM8,079.38 on 5 Aug 2026: it was posted as an ordinary payment.',
      ),
    ).toBeTruthy();
  });

  it("reads an Islamic financing's quote with profit, selling price, ta'widh and ibra', in Malay too", async () => {
    const who = logInAs(['disbursementOfficer']);
    fakeApi({ ...sessionAnswers(who), ...answers('islamic') });
    const { container } = await renderApp(`/loan-accounts/${ACCOUNT_ID}`);
    const panel = await panelOf('Early settlement');
    expect(figures(panel)).toEqual({
      'Outstanding principal': 'RM7,499.98',
      'Unearned profit': 'RM2,700.00',
      'Outstanding selling price': 'RM10,199.98',
      'Payments due': 'RM566.67',
      'Fees due': 'RM10.00',
      "Late payment compensation (ta'widh)": 'RM0.34',
      "Ibra' (rebate)": 'less RM2,700.00',
      'Settlement amount': 'RM8,076.99',
    });
    const caption = 'Settlement amount for each day of the quotation';
    expect(
      within(within(panel).getByRole('table', { name: caption })).getByRole('columnheader', {
        name: "Ta'widh",
      }),
    ).toBeTruthy();
    expect(dayRows(panel, caption).at(-1)).toEqual(['13 Aug 2026', 'RM0.47', 'RM8,077.12']);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await i18n.changeLanguage('ms');
    try {
      const malay = await panelOf('Penyelesaian awal');
      await waitFor(() =>
        expect(figures(malay)).toMatchObject({
          'Keuntungan belum diperoleh': 'RM2,700.00',
          'Baki harga jualan': 'RM10,199.98',
          "Ibra' (rebat)": 'tolak RM2,700.00',
          'Jumlah penyelesaian': 'RM8,076.99',
        }),
      );
      expect(within(malay).getByRole('button', { name: 'Catat penyelesaian diterima' })).toBeTruthy();
      expect(await seriousAccessibilityProblems(container)).toEqual([]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the server's refusal when nothing is owed, with nothing to post", async () => {
    const who = logInAs(['disbursementOfficer']);
    fakeApi({
      ...sessionAnswers(who),
      ...answers(),
      [`GET ${EARLY_SETTLEMENT_PATHS.officerQuote(ACCOUNT_ID)}`]: {
        status: 409,
        body: { message: 'Nothing is owed on this account, so there is nothing to settle.' },
      },
    });
    await renderApp(`/loan-accounts/${ACCOUNT_ID}`);
    expect(
      await screen.findByText('Nothing is owed on this account, so there is nothing to settle.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post settlement received' })).toBeNull();
  });
});

import {
  addSen,
  dayAfter,
  directDebitDay,
  instalmentOutstandingSen,
  type LocalDate,
  type PaymentChannel,
  sen,
  type Variant,
} from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { completeDemoAgreement } from '../agreements/demo-agreement.ts';
import type { ApplicationAgreement } from '../applications/application-ports.ts';
import { ensureDemoApprovedApplication } from '../applications/demo-application.ts';
import { findIndividualByEmail } from '../auth/customer-records.ts';
import { activeOfficerByEmail } from '../officers/officer-records.ts';
import type { CloseOfBusinessService } from './close-of-business-service.ts';
import { openAccount, postPayment } from './ledger-service.ts';
import { instalmentsOf, loanAccountsOfUser } from './loan-account-repository.ts';

/** The demo borrowers (README, 'Demo accounts'), whose logins the auth module's demo accounts make. */
export const DEMO_BORROWERS = [
  { email: 'aina@example.com', variant: 'conventional', references: 'L' },
  { email: 'zulaikha@example.com', variant: 'islamic', references: 'F' },
] as const satisfies readonly { email: string; variant: Variant; references: string }[];

/** RM5,000 over 12 months, paid out this many days before today, so that three instalments have fallen due. */
const DEMO_LOAN = { amountSen: sen(500_000), tenureMonths: 12 } as const;
const DAYS_SINCE_PAYOUT = 110;
/** Instalment 2 is paid this many days late, so the close of business charges its late charge day by day. */
const DAYS_LATE = 5;

/** Each demo borrower's account; an account whose borrower or officers are missing is left out. */
export async function ensureDemoLoanAccounts(deps: {
  readonly db: Database;
  readonly clock: Clock;
  readonly closeOfBusiness: CloseOfBusinessService;
  readonly applicationAgreement: ApplicationAgreement;
}): Promise<string[]> {
  const made: string[] = [];
  for (const borrower of DEMO_BORROWERS) {
    const account = await ensureDemoLoanAccount({ ...deps, borrower });
    if (account) made.push(account.agreementNo);
  }
  return made;
}

/**
 * A demo borrower's ACTIVE loan or financing with a few months of history (decision 047), outside production only: the
 * application approved and the agreement completed through their lifecycles, the account opened as the completion
 * opens it, dated 110 days ago, then each day closed by the close of business and each payment posted through
 * `postPayment` on its day: instalment 1 by direct debit on its debit day, instalment 2 by online banking 5 days late
 * with the late charge (ta'widh) it bore, instalment 3 by JomPAY a day early. Safe on every start: every step finds what a
 * previous start made (the agreement's status, the account, the payment's channel and reference, the days closed).
 */
export async function ensureDemoLoanAccount(deps: {
  readonly db: Database;
  readonly clock: Clock;
  readonly closeOfBusiness: CloseOfBusinessService;
  readonly applicationAgreement: ApplicationAgreement;
  readonly borrower: (typeof DEMO_BORROWERS)[number];
}): Promise<{ readonly agreementNo: string } | null> {
  const { db, clock, closeOfBusiness } = deps;
  const { variant, references } = deps.borrower;
  const borrower = await findIndividualByEmail(db, deps.borrower.email);
  const [verifier, approver, preparer, releaser] = await Promise.all(
    [
      'verifier@sinarkredit.com.my',
      'approver1@sinarkredit.com.my',
      'disbursement@sinarkredit.com.my',
      'disbursement2@sinarkredit.com.my',
    ].map((email) => activeOfficerByEmail(db, email)),
  );
  if (!borrower?.nric || !borrower.grossSalaryRangeId || !verifier || !approver || !preparer || !releaser)
    return null;
  const today = clock.today() as LocalDate;
  const payoutOn = dayAfter(today, -DAYS_SINCE_PAYOUT);
  const madeAt = new Date(`${payoutOn}T02:00:00Z`);

  const account = await db.transaction(async (tx) => {
    const existing = (await loanAccountsOfUser(tx, borrower.id))[0];
    if (existing) return existing;
    const application = await ensureDemoApprovedApplication(tx, {
      applicant: {
        userId: borrower.id,
        nric: borrower.nric ?? '',
        fullName: borrower.fullName,
        grossSalaryRangeCode: borrower.grossSalaryRangeId ?? '',
      },
      variant,
      ...DEMO_LOAN,
      form: {
        amountSen: DEMO_LOAN.amountSen,
        tenureMonths: DEMO_LOAN.tenureMonths,
        loanReasonId: '1',
        employmentTypeId: '2',
        employerName: 'Syarikat Maju Jaya Sdn. Bhd.',
        employerContactNo: '+60378901234',
        jobTitle: 'Account executive',
        employmentStartingFrom: '2019-04-01',
        actualMonthlySalarySen: sen(480_000),
        personalBankId: '1',
        personalBankAccountNo: '514012345678',
      },
      netSalarySen: sen(480_000),
      // Approved by one verifier and one approver, whichever workflow the server runs for new applications.
      workflow: 'single',
      agreement: deps.applicationAgreement,
      verifier: { kind: 'officer', ...verifier },
      approver: { kind: 'officer', ...approver },
      at: madeAt,
    });
    const { agreement, quote } = await completeDemoAgreement(tx, {
      applicationId: application.id,
      applicantId: borrower.id,
      preparer: { kind: 'officer', ...preparer },
      releaser: { kind: 'officer', ...releaser },
      at: madeAt,
    });
    return openAccount(tx, {
      agreementId: agreement.id,
      agreementNo: agreement.agreementNo,
      applicationId: application.id,
      userId: borrower.id,
      quote,
      agreementDate: payoutOn,
      openedOn: payoutOn,
      credits: [],
      at: madeAt,
    });
  });

  const instalments = await instalmentsOf(db, account.id);
  const [first, second, third] = instalments;
  if (!first || !second || !third) throw new Error('the demo account has fewer than three instalments');
  const payments: readonly { on: LocalDate; channel: PaymentChannel; reference: string; upTo: number }[] = [
    {
      on: directDebitDay(first.dueOn),
      channel: 'directDebit',
      reference: `DD-DEMO-${references}00001`,
      upTo: 1,
    },
    {
      on: dayAfter(second.dueOn, DAYS_LATE),
      channel: 'fpx',
      reference: `SKP-DEMO-${references}00002`,
      upTo: 2,
    },
    {
      on: dayAfter(third.dueOn, -1),
      channel: 'jompay',
      reference: `JOMPAY-DEMO-${references}00003`,
      upTo: 3,
    },
  ];
  const yesterday = dayAfter(today, -1);
  for (const payment of payments) {
    if (payment.on > yesterday) break;
    await closeOfBusiness.replayAccountThrough(account.id, dayAfter(payment.on, -1));
    await db.transaction(async (tx) => {
      // What is owed on the instalments up to this one, late charges included, as the customer would pay it.
      const owed = (await instalmentsOf(tx, account.id, { lock: true }))
        .filter((instalment) => instalment.instalmentNo <= payment.upTo)
        .map(instalmentOutstandingSen);
      const amountSen = addSen(...owed);
      if (amountSen <= 0) return;
      await postPayment(tx, {
        accountId: account.id,
        channel: payment.channel,
        reference: payment.reference,
        amountSen,
        receivedOn: payment.on,
        receivedAt: new Date(`${payment.on}T03:00:00Z`),
      });
    });
  }
  await closeOfBusiness.replayAccountThrough(account.id, yesterday);
  return { agreementNo: account.agreementNo };
}

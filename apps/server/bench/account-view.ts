/**
 * How fast the account view and the statement of account answer for a long history: a 24-month RM10,000 loan with
 * 700 days of it (late payment interest day by day on every late instalment, reminder postage, payments by each
 * channel, a reversal and its payment again, the last instalment left unpaid), every entry posted through the
 * servicing module's own services. Then the account view (the accountDetails and tenureDetails service calls) RUNS
 * times each, and the statement PDF end to end (the customer's call, from the request to the bytes). Prints p50 and
 * p95 and p99 of each. Goals (decision 041): the account view's p50 under 5 ms, the statement's under 200 ms.
 *
 * On PGlite always; on PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL is set (a fresh database on that server,
 * dropped afterwards). Run: npm run bench:account --workspace @sinar/server (RUNS=500 for more runs).
 */
import { availableParallelism, loadavg } from 'node:os';
import {
  addCalendarDays,
  addSen,
  type LocalDate,
  lateChargeSen,
  type PaymentChannel,
  type Sen,
  STATEMENT_PATHS,
  sen,
  subtractSen,
  ZERO_SEN,
} from '@sinar/domain';
import type { CustomerPrincipal } from '../src/http/principals.ts';
import { createAgreementTestApp, createReviewTeam } from '../src/modules/agreements/testing.ts';
import { reversePayment } from '../src/modules/servicing/ledger-service.ts';
import { findOwnedLoanAccount, instalmentsOf } from '../src/modules/servicing/loan-account-repository.ts';
import { LoanAccountService } from '../src/modules/servicing/loan-account-service.ts';
import {
  chargeInstalment,
  openedAccount,
  postPayment,
  writeBusinessDateForTest,
} from '../src/modules/servicing/testing.ts';
import type { TestApp } from '../src/testing/test-app.ts';

const RUNS = Number(process.env.RUNS ?? 200);
const STATEMENT_RUNS = Math.max(10, Math.round(RUNS / 4));
const WARM_UP = 10;
const VIEW_GOAL_MS = 5;
const STATEMENT_GOAL_MS = 200;
const HISTORY_DAYS = 700;
const MADE_ON = '2025-01-06';
/** Days late of each instalment in turn: most on time, some a few days, one a month. */
const LATENESS = [0, 3, 0, 14, 0, 21, 2, 0, 9, 0, 30, 5] as const;
const CHANNELS: readonly PaymentChannel[] = ['directDebit', 'fpx', 'jompay', 'card', 'counter'];
const REMINDER_DAY = 7;
const POSTAGE = sen(1_000);

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

interface Timing {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** The process's CPU time of the median call (PGlite runs in the process, so its work is counted too). */
  readonly cpuP50: number;
}

/**
 * Wall time and CPU time of each call. On a machine shared with other work the wall time waits for a core while the
 * CPU time does not, so the two together tell a slow read from a busy machine.
 */
async function timed(runs: number, action: () => Promise<unknown>): Promise<Timing> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < WARM_UP + runs; run++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await action();
    const used = process.cpuUsage(cpuStarted);
    if (run >= WARM_UP) {
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    p50: percentile(wall, 0.5),
    p95: percentile(wall, 0.95),
    p99: percentile(wall, 0.99),
    cpuP50: percentile(cpu, 0.5),
  };
}

type Event =
  | { on: LocalDate; kind: 'lateCharge' | 'postage'; instalmentNo: number; amountSen: Sen }
  | { on: LocalDate; kind: 'payment'; reference: string; channel: PaymentChannel; amountSen: Sen }
  | { on: LocalDate; kind: 'reversal'; reference: string };

/** The history, oldest first: what the close of business and the channels would have posted day by day. */
async function history(t: TestApp, accountId: string, statementDate: LocalDate): Promise<Event[]> {
  const instalments = await instalmentsOf(t.db, accountId);
  const due = instalments.filter((instalment) => instalment.dueOn < statementDate);
  const events: Event[] = [];
  due.forEach((instalment, index) => {
    const unpaid = index === due.length - 1;
    const lateness = LATENESS[index % LATENESS.length] ?? 0;
    let charges = ZERO_SEN;
    for (let day = 1; day <= (unpaid ? HISTORY_DAYS : lateness); day++) {
      const on = addCalendarDays(instalment.dueOn, day);
      if (on > statementDate) break;
      const accrued = subtractSen(
        lateChargeSen({ variant: 'conventional', overdueSen: instalment.instalmentSen, days: day }),
        lateChargeSen({ variant: 'conventional', overdueSen: instalment.instalmentSen, days: day - 1 }),
      );
      if (accrued > 0)
        events.push({ on, kind: 'lateCharge', instalmentNo: instalment.instalmentNo, amountSen: accrued });
      charges = addSen(charges, accrued);
      if (day === REMINDER_DAY) {
        events.push({ on, kind: 'postage', instalmentNo: instalment.instalmentNo, amountSen: POSTAGE });
        charges = addSen(charges, POSTAGE);
      }
    }
    if (unpaid) return;
    const paidOn = addCalendarDays(instalment.dueOn, lateness);
    const amountSen = addSen(instalment.instalmentSen, charges);
    const channel = CHANNELS[index % CHANNELS.length] ?? 'fpx';
    const reference = `BENCH-${instalment.instalmentNo}`;
    events.push({ on: paidOn, kind: 'payment', reference, channel, amountSen });
    if (index === 4) {
      events.push({ on: addCalendarDays(paidOn, 2), kind: 'reversal', reference });
      events.push({
        on: addCalendarDays(paidOn, 4),
        kind: 'payment',
        reference: `${reference}-AGAIN`,
        channel: 'fpx',
        amountSen,
      });
    }
  });
  return events
    .map((event, order) => ({ event, order }))
    .sort((a, b) => a.event.on.localeCompare(b.event.on) || a.order - b.order)
    .map(({ event }) => event);
}

async function bench(engine: 'pglite' | 'postgres'): Promise<boolean> {
  const t = await createAgreementTestApp();
  try {
    const team = await createReviewTeam(t);
    const loan = await openedAccount(t, team, {
      variant: 'conventional',
      amountSen: 1_000_000,
      tenureMonths: 24,
      madeOn: MADE_ON,
    });
    const statementDate = addCalendarDays(MADE_ON, HISTORY_DAYS);
    const actor = { officerId: team.admin.id, name: team.admin.name, role: 'admin' as const };
    const payments = new Map<string, string>();
    const started = performance.now();
    for (const event of await history(t, loan.accountId, statementDate)) {
      const at = new Date(`${event.on}T04:00:00Z`);
      await t.db.transaction(async (tx) => {
        if (event.kind === 'reversal') {
          await reversePayment(tx, {
            paymentId: payments.get(event.reference) as string,
            reason: 'Cheque returned unpaid by the bank',
            actor,
            on: event.on,
            at,
          });
        } else if (event.kind === 'payment') {
          const posted = await postPayment(tx, {
            accountId: loan.accountId,
            channel: event.channel,
            reference: event.reference,
            amountSen: event.amountSen,
            receivedOn: event.on,
            receivedAt: at,
          });
          payments.set(event.reference, posted.payment.id);
        } else {
          await chargeInstalment(tx, {
            accountId: loan.accountId,
            instalmentNo: event.instalmentNo,
            component: event.kind === 'postage' ? 'fee' : 'lateCharge',
            amountSen: event.amountSen,
            on: event.on,
            description: event.kind === 'postage' ? 'Reminder letter postage' : 'Late payment interest',
            at,
          });
        }
      });
    }
    await writeBusinessDateForTest(t, statementDate);
    const [counted] = await t.db.query<{ entries: number; lines: number }>(
      `select count(distinct e.id)::int as entries, count(l.id)::int as lines
       from journal_entries e join journal_lines l on l.entry_id = e.id where e.loan_account_id = $1`,
      [loan.accountId],
    );
    console.log(
      `\n${engine}: ${counted?.entries} entries (${counted?.lines} lines) over ${HISTORY_DAYS} days, posted in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s; ${RUNS} runs of each read after ${WARM_UP} warm-up runs`,
    );

    const accounts = new LoanAccountService({ db: t.db, clock: t.clock, jompayBillerCode: '83212' });
    const principal = { userId: loan.applicant.userId } as CustomerPrincipal;
    const baseline = await timed(RUNS, () => t.db.query('select 1'));
    const accountRow = await timed(RUNS, () =>
      findOwnedLoanAccount(t.db, loan.applicant.userId, loan.agreementNo),
    );
    const schedule = await timed(RUNS, () => instalmentsOf(t.db, loan.accountId));
    const details = await timed(RUNS, () => accounts.accountDetails(principal, loan.agreementNo));
    const tenure = await timed(RUNS, () => accounts.tenureDetails(principal, loan.agreementNo));
    const statement = await timed(STATEMENT_RUNS, async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: STATEMENT_PATHS.customerStatement('en', loan.agreementId),
        headers: loan.applicant.headers,
      });
      if (response.statusCode !== 200) throw new Error(`statement answered ${response.statusCode}`);
    });
    const row = (label: string, result: Timing, goal: number) =>
      console.log(
        `${label.padEnd(34)} p50 ${result.p50.toFixed(2).padStart(7)} ms   p95 ${result.p95.toFixed(2).padStart(7)} ms   ` +
          `p99 ${result.p99.toFixed(2).padStart(7)} ms   ` +
          `cpu p50 ${result.cpuP50.toFixed(2).padStart(7)} ms   ` +
          `${result.p50 < goal ? 'goal met' : 'goal missed'} (p50 under ${goal} ms)`,
      );
    console.log(
      `load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} on ${availableParallelism()} cores`,
    );
    row('a round trip (select 1)', baseline, VIEW_GOAL_MS);
    row('  the account row', accountRow, VIEW_GOAL_MS);
    row('  the schedule (24 rows)', schedule, VIEW_GOAL_MS);
    row('account view: accountDetails', details, VIEW_GOAL_MS);
    row('account view: tenureDetails', tenure, VIEW_GOAL_MS);
    row(`statement PDF end to end (${STATEMENT_RUNS} runs)`, statement, STATEMENT_GOAL_MS);
    return details.p50 < VIEW_GOAL_MS && tenure.p50 < VIEW_GOAL_MS && statement.p50 < STATEMENT_GOAL_MS;
  } finally {
    await t.close();
  }
}

const results = [await bench('pglite')];
const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  process.env.TEST_DB_ENGINE = 'postgres';
  process.env.TEST_DATABASE_URL = postgresUrl;
  results.push(await bench('postgres'));
} else {
  console.log('\npostgres: skipped (set DATABASE_URL or TEST_DATABASE_URL to run it there too)');
}
console.log(results.every(Boolean) ? '\nevery goal met' : '\na goal was missed');

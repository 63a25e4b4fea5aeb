import { setTimeout as sleep } from 'node:timers/promises';
import { type Sen, sen } from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { ProviderUnavailableError } from '../email/email-provider.ts';
import { addMonthsToDate, addMonthsToMonth, monthOfDate, monthsBetween } from '../sandbox-calendar.ts';
import type { TelecomAccount, TelecomAccountService, TelecomBill } from './telecom-account-service.ts';

/** Asking for this number makes the sandbox answer as if the operator's API were down. */
export const TELECOM_UNAVAILABLE_NUMBER = '0123000999';

/**
 * Numbers for sign-up demos and browser tests that each need a line nobody has registered yet: every number of the
 * range that is not seeded is a long-standing principal postpaid line, bills paid on time, holder NRIC undisclosed.
 */
export const GENERIC_TELECOM_NUMBERS = { first: '01170000000', last: '01170009999' } as const;
const GENERIC_NUMBER = /^0117000\d{4}$/;
const GENERIC_OPENED_ON = '2023-01-15';
const GENERIC_BILL_MONTHS = 12;

const NATIONAL_MOBILE = /^01\d{8,9}$/;

interface AccountRow {
  phone_no: string;
  holder_name: string;
  holder_nric: string;
  account_type: TelecomAccount['accountType'];
  line_role: TelecomAccount['lineRole'];
  status: TelecomAccount['status'];
  opened_on: string;
  has_suspension_record: boolean;
  dated_as_of: string;
}

interface BillRow {
  bill_month: string;
  amount_sen: Sen;
  due_on: string;
  paid_on: string | null;
}

/**
 * The operator's account API as a sandbox: lines and bills live in `sandbox_telecom_accounts` and
 * `sandbox_telecom_bills` (seeded with a line for each eligibility outcome, migration 0006), read as of the clock's
 * today so the demo's relative facts hold on any day (../sandbox-calendar.ts). It answers after `latencyMs`, as a
 * remote API does, so screens show their waiting state; number 0123000999 finds the API down.
 */
export class SandboxTelecomAccountService implements TelecomAccountService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #latencyMs: number;

  constructor(options: { db: Database; clock: Clock; latencyMs: number }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#latencyMs = options.latencyMs;
  }

  async findAccount(phoneNo: string): Promise<TelecomAccount | null> {
    if (this.#latencyMs > 0) await sleep(this.#latencyMs);
    if (phoneNo === TELECOM_UNAVAILABLE_NUMBER)
      throw new ProviderUnavailableError('sandbox telecom account service unavailable (number 0123000999)');
    if (!NATIONAL_MOBILE.test(phoneNo)) return null;
    const today = this.#clock.today();
    const [account] = await this.#db.query<AccountRow>(
      `select phone_no, holder_name, holder_nric, account_type, line_role, status, opened_on, has_suspension_record,
         dated_as_of
       from sandbox_telecom_accounts where phone_no = $1`,
      [phoneNo],
    );
    if (account) {
      const bills = await this.#db.query<BillRow>(
        `select bill_month, amount_sen, due_on, paid_on from sandbox_telecom_bills
         where phone_no = $1 order by bill_month desc`,
        [phoneNo],
      );
      return asOf(account, bills, today);
    }
    return GENERIC_NUMBER.test(phoneNo) ? genericAccount(phoneNo, today) : null;
  }

  async billHistory(phoneNo: string, options: { months: number }): Promise<readonly TelecomBill[] | null> {
    if (!Number.isInteger(options.months) || options.months < 1 || options.months > 60)
      throw new RangeError(`months must be a whole number from 1 to 60, got ${options.months}`);
    const account = await this.findAccount(phoneNo);
    if (!account) return null;
    const earliest = addMonthsToMonth(monthOfDate(this.#clock.today()), -options.months);
    return account.bills.filter((bill) => bill.billMonth >= earliest);
  }
}

/**
 * The record moved forward by the whole months since it was dated, without what has not happened by today: a bill
 * is issued after its month ends, and a payment dated after today has not been made yet.
 */
function asOf(account: AccountRow, bills: readonly BillRow[], today: string): TelecomAccount {
  const shift = monthsBetween(account.dated_as_of, today);
  const thisMonth = monthOfDate(today);
  return {
    phoneNo: account.phone_no,
    holderName: account.holder_name,
    holderNric: account.holder_nric,
    accountType: account.account_type,
    lineRole: account.line_role,
    status: account.status,
    openedOn: addMonthsToDate(account.opened_on, shift),
    hasSuspensionRecord: account.has_suspension_record,
    bills: bills
      .map((bill) => ({
        billMonth: addMonthsToMonth(bill.bill_month, shift),
        amountSen: bill.amount_sen,
        dueOn: addMonthsToDate(bill.due_on, shift),
        paidOn: bill.paid_on === null ? null : addMonthsToDate(bill.paid_on, shift),
      }))
      .filter((bill) => bill.billMonth < thisMonth)
      .map((bill) => (bill.paidOn !== null && bill.paidOn > today ? { ...bill, paidOn: null } : bill)),
  };
}

/** Bills for the last 12 months, due on the 14th after the month and paid on the 10th, as a good payer's are. */
function genericAccount(phoneNo: string, today: string): TelecomAccount {
  const thisMonth = monthOfDate(today);
  const bills: TelecomBill[] = [];
  for (let back = 1; back <= GENERIC_BILL_MONTHS; back++) {
    const billMonth = addMonthsToMonth(thisMonth, -back);
    const issuedMonth = addMonthsToMonth(billMonth, 1);
    const paidOn = `${issuedMonth}-10`;
    bills.push({
      billMonth,
      amountSen: sen(9_800 + (back % 3) * 450),
      dueOn: `${issuedMonth}-14`,
      paidOn: paidOn > today ? null : paidOn,
    });
  }
  return {
    phoneNo,
    holderName: `redONE Subscriber ${phoneNo.slice(-4)}`,
    holderNric: null,
    accountType: 'postpaid',
    lineRole: 'principal',
    status: 'active',
    openedOn: GENERIC_OPENED_ON,
    hasSuspensionRecord: false,
    bills,
  };
}

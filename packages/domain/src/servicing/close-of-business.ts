import { DomainRuleError } from '../errors/domain-rule-error.ts';
import type { LocalDate } from '../loan/schedule.ts';
import type { Sen } from '../money/sen.ts';
import { addSen } from '../money/sen-arithmetic.ts';
import type { AccountStatus } from '../status/account-status.ts';
import type { Variant } from '../variant/variants.ts';
import {
  type DelinquencyBucket,
  daysPastDue,
  delinquencyBucket,
  oldestOverdueInstalment,
  type ReminderLetter,
  reminderLetterOn,
} from './delinquency.ts';
import type { InstalmentComponent, InstalmentState } from './instalment-state.ts';
import { chargeableOverdueSen, lateChargeForDay, maturityOn } from './late-charge-accrual.ts';
import { dayAfter } from './servicing-dates.ts';

/** What the daily close needs to know of one loan account. */
export interface ServicingAccountState {
  readonly variant: Variant;
  readonly status: AccountStatus;
  readonly instalments: readonly InstalmentState[];
  /** The last business date whose close was applied; null before the first. */
  readonly lastClosedOn: LocalDate | null;
  /** The bucket the last close left the account in. */
  readonly bucket: DelinquencyBucket;
  /** The Islamic interbank rate a year in basis points, configured; used after maturity. */
  readonly afterMaturityAnnualBp?: number;
}

export type CloseOfBusinessAction =
  /** The instalment falls due on the business date. */
  | { readonly kind: 'instalmentDue'; readonly instalmentNo: number; readonly dueSen: Sen }
  /** The instalment was not met by the end of its due date: the business date is its first day in default. */
  | { readonly kind: 'instalmentOverdue'; readonly instalmentNo: number; readonly overdueSen: Sen }
  /** A day's late charge, to add to the instalment's late charge due. */
  | {
      readonly kind: 'lateCharge';
      readonly instalmentNo: number;
      readonly day: number;
      readonly annualBp: number;
      readonly overdueSen: Sen;
      readonly amountSen: Sen;
    }
  | {
      readonly kind: 'bucketChange';
      readonly from: DelinquencyBucket;
      readonly to: DelinquencyBucket;
      readonly daysPastDue: number;
    }
  /** A letter to send; its postage is a fee on the instalment it is about. */
  | {
      readonly kind: 'reminderLetter';
      readonly letter: ReminderLetter;
      readonly instalmentNo: number;
      readonly daysPastDue: number;
      readonly postageSen: Sen;
    };

export interface CloseOfBusinessPlan {
  readonly businessDate: LocalDate;
  /** The day was closed before: the plan holds nothing and changes nothing. */
  readonly alreadyClosed: boolean;
  readonly actions: readonly CloseOfBusinessAction[];
  readonly daysPastDue: number;
  readonly bucket: DelinquencyBucket;
}

/**
 * The close of one business day for one account, as a plan the daily job applies in one transaction with its ledger
 * entries and audit rows, then records the day as closed. Days are closed one by one: a missed day is replayed before
 * the next, and a day already closed plans nothing, so running the job again changes nothing.
 *
 * Only an ACTIVE account accrues; a closed or written-off one is only marked closed for the day.
 */
export function closeOfBusinessPlan(
  account: ServicingAccountState,
  businessDate: LocalDate,
): CloseOfBusinessPlan {
  const { lastClosedOn } = account;
  if (lastClosedOn !== null && businessDate <= lastClosedOn) {
    return {
      businessDate,
      alreadyClosed: true,
      actions: [],
      daysPastDue: daysPastDue(account.instalments, lastClosedOn),
      bucket: account.bucket,
    };
  }
  if (lastClosedOn !== null && businessDate !== dayAfter(lastClosedOn)) {
    throw new DomainRuleError(
      'servicingRules.closeOfBusiness.dayMissed',
      { date: dayAfter(lastClosedOn) },
      'conflict',
    );
  }
  if (account.status !== 'ACTIVE') {
    const days = daysPastDue(account.instalments, businessDate);
    return { businessDate, alreadyClosed: false, actions: [], daysPastDue: days, bucket: account.bucket };
  }

  const { instalments } = account;
  const terms = {
    variant: account.variant,
    maturityOn: maturityOn(instalments),
    afterMaturityAnnualBp: account.afterMaturityAnnualBp,
  };
  const actions: CloseOfBusinessAction[] = [];
  for (const instalment of instalments) {
    const { instalmentNo } = instalment;
    if (instalment.dueOn === businessDate)
      actions.push({ kind: 'instalmentDue', instalmentNo, dueSen: chargeableOverdueSen(instalment) });
    const charge = lateChargeForDay({ ...terms, instalment, on: businessDate });
    if (!charge) continue;
    if (dayAfter(instalment.dueOn) === businessDate)
      actions.push({ kind: 'instalmentOverdue', instalmentNo, overdueSen: charge.overdueSen });
    if (charge.chargeSen > 0)
      actions.push({
        kind: 'lateCharge',
        instalmentNo,
        day: charge.day,
        annualBp: charge.annualBp,
        overdueSen: charge.overdueSen,
        amountSen: charge.chargeSen,
      });
  }

  const days = daysPastDue(instalments, businessDate);
  const bucket = delinquencyBucket(days);
  if (bucket !== account.bucket)
    actions.push({ kind: 'bucketChange', from: account.bucket, to: bucket, daysPastDue: days });
  const reminder = reminderLetterOn(days);
  const oldest = oldestOverdueInstalment(instalments, businessDate);
  if (reminder && oldest)
    actions.push({
      kind: 'reminderLetter',
      ...reminder,
      instalmentNo: oldest.instalmentNo,
      daysPastDue: days,
    });

  return { businessDate, alreadyClosed: false, actions, daysPastDue: days, bucket };
}

function addDue(
  instalment: InstalmentState,
  component: InstalmentComponent,
  amountSen: Sen,
): InstalmentState {
  const amounts = instalment.components[component];
  return {
    ...instalment,
    components: {
      ...instalment.components,
      [component]: { ...amounts, dueSen: addSen(amounts.dueSen, amountSen) },
    },
  };
}

/**
 * The account as it stands once a plan is applied: late charges and postage added to what their instalments owe,
 * the new bucket, the day recorded as closed. The daily job writes the same changes to its tables.
 */
export function applyCloseOfBusinessPlan(
  account: ServicingAccountState,
  plan: CloseOfBusinessPlan,
): ServicingAccountState {
  if (plan.alreadyClosed) return account;
  const instalments = account.instalments.map((instalment) =>
    plan.actions.reduce((row, action) => {
      if (!('instalmentNo' in action) || action.instalmentNo !== row.instalmentNo) return row;
      if (action.kind === 'lateCharge') return addDue(row, 'lateCharge', action.amountSen);
      if (action.kind === 'reminderLetter') return addDue(row, 'fee', action.postageSen);
      return row;
    }, instalment),
  );
  return { ...account, instalments, bucket: plan.bucket, lastClosedOn: plan.businessDate };
}

import { type EarlySettlementQuoteView, sen, type Variant } from '@sinar/domain';

/**
 * The early settlement quote both apps' tests show: month 7 of the 24-month RM10,000 loan (and financing) of
 * decision 032, with instalment 6 overdue, quoted on the business date 5 Aug 2026 and valid to 13 Aug 2026, the day
 * before instalment 7 falls due. The figures are the domain's `earlySettlementQuote` for that account
 * (packages/domain/src/servicing/early-settlement.test.ts).
 */
export const SETTLEMENT_AGREEMENT_NO: Readonly<Record<Variant, string>> = {
  conventional: 'SKL-2026-000007',
  islamic: 'SKF-2026-000007',
};

/** Late charges on instalment 6 from 22 to 30 days overdue: 8% a year conventional, 1% ta'widh Islamic. */
const LATE_CHARGES: Record<Variant, readonly number[]> = {
  conventional: [273, 286, 298, 311, 323, 335, 348, 360, 373],
  islamic: [34, 36, 37, 39, 40, 42, 43, 45, 47],
};
/** What is owed before the late charges: balance + instalment 6 + postage - rebate. */
const OWED_BEFORE_LATE_CHARGES = 1_019_998 + 56_667 + 1_000 - 270_000;

/** The quote of the account `accountId`, as the server answers it; `changes` replace its fields. */
export function earlySettlementQuote(
  accountId: string,
  variant: Variant = 'conventional',
  changes: Partial<EarlySettlementQuoteView> = {},
): EarlySettlementQuoteView {
  const byDay = LATE_CHARGES[variant].map((late, index) => ({
    on: `2026-08-${String(5 + index).padStart(2, '0')}`,
    lateChargesSen: sen(late),
    settlementSen: sen(OWED_BEFORE_LATE_CHARGES + late),
  }));
  const [today] = byDay;
  if (!today) throw new RangeError('a quote has its first day');
  return {
    accountId,
    agreementNo: SETTLEMENT_AGREEMENT_NO[variant],
    company: variant,
    status: 'ACTIVE',
    businessDate: '2026-08-05',
    settleOn: '2026-08-05',
    validUntil: '2026-08-13',
    outstandingPrincipalSen: sen(749_998),
    unearnedInterestSen: sen(270_000),
    outstandingBalanceSen: sen(1_019_998),
    instalmentsDueSen: sen(56_667),
    feesDueSen: sen(1_000),
    lateChargesSen: today.lateChargesSen,
    settlementChargeSen: sen(0),
    rebateSen: sen(270_000),
    settlementSen: today.settlementSen,
    credit: { kind: 'none', amountSen: sen(0) },
    byDay,
    ...changes,
  };
}

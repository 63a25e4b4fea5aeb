import { malaysianDateOf, type OfficerApplication } from '@sinar/domain';
import { z } from 'zod';

/**
 * What the telecom operator reported at the eligibility check, as the check kept it (applications/telecom-facts.ts),
 * in the shape officers read. A check kept without facts answers null.
 */
const standingSchema = z.object({
  personalDataMatches: z.boolean(),
  isPrincipalHolder: z.boolean(),
  hasOverdueBill: z.boolean(),
  hasSuspensionRecord: z.boolean(),
  accountAgeMonths: z.number().int().optional(),
  openedOn: z.string().optional(),
});

const keptFactsSchema = z.object({
  found: z.boolean(),
  status: z.string().optional(),
  accountType: z.string().optional(),
  lineRole: z.string().optional(),
  openedOn: z.string().optional(),
  standing: standingSchema,
});

export function telecomFactsView(kept: unknown, checkedAt: Date): OfficerApplication['telecom'] {
  const parsed = keptFactsSchema.safeParse(kept);
  if (!parsed.success) return null;
  const facts = parsed.data;
  const { standing } = facts;
  const openedOn = facts.openedOn ?? standing.openedOn ?? null;
  return {
    found: facts.found,
    status: facts.status ?? null,
    accountType: facts.accountType ?? null,
    lineRole: facts.lineRole ?? null,
    openedOn,
    accountAgeMonths:
      standing.accountAgeMonths ??
      (openedOn ? wholeMonthsBetween(openedOn, malaysianDateOf(checkedAt)) : null),
    personalDataMatches: standing.personalDataMatches,
    principalHolder: standing.isPrincipalHolder,
    billOverdue: standing.hasOverdueBill,
    suspensionRecord: standing.hasSuspensionRecord,
  };
}

/** Whole calendar months from one 'YYYY-MM-DD' date to another (a month counts once its day is reached). */
function wholeMonthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number);
  const [toYear, toMonth, toDay] = to.split('-').map(Number);
  const months =
    ((toYear ?? 0) - (fromYear ?? 0)) * 12 +
    ((toMonth ?? 0) - (fromMonth ?? 0)) -
    ((toDay ?? 0) < (fromDay ?? 0) ? 1 : 0);
  return Math.max(0, months);
}

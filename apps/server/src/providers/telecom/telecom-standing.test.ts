import { sen } from '@sinar/domain';
import { describe, expect, it } from 'vitest';
import type { TelecomAccount } from './telecom-account-service.ts';
import { isActiveTelecomAccount, telecomStanding } from './telecom-standing.ts';

const account: TelecomAccount = {
  phoneNo: '0123456789',
  holderName: 'Aisyah binti Rahman',
  holderNric: '900615145672',
  accountType: 'postpaid',
  lineRole: 'principal',
  status: 'active',
  openedOn: '2015-03-02',
  hasSuspensionRecord: false,
  bills: [{ billMonth: '2026-10', amountSen: sen(12_800), dueOn: '2026-11-14', paidOn: null }],
};
const applicant = { nric: '900615-14-5672', fullName: 'AISYAH RAHMAN', today: '2026-11-14' };

describe('telecomStanding', () => {
  it('reads a good principal postpaid line, matching the NRIC however it is written', () => {
    expect(telecomStanding(account, applicant)).toEqual({
      personalDataMatches: true,
      isPrincipalHolder: true,
      hasOverdueBill: false,
      hasSuspensionRecord: false,
      openedOn: '2015-03-02',
    });
  });

  it('counts a bill overdue only after its due date, and a payment only once it was made', () => {
    expect(telecomStanding(account, { ...applicant, today: '2026-11-15' }).hasOverdueBill).toBe(true);
    const paidLater = {
      ...account,
      bills: [{ ...account.bills[0], paidOn: '2026-11-20' }],
    } as TelecomAccount;
    expect(telecomStanding(paidLater, { ...applicant, today: '2026-11-15' }).hasOverdueBill).toBe(true);
    expect(telecomStanding(paidLater, { ...applicant, today: '2026-11-20' }).hasOverdueBill).toBe(false);
  });

  it('takes a line suspended now as a suspension record, and a supplementary line as not the principal', () => {
    const suspended = { ...account, status: 'suspended' as const };
    expect(telecomStanding(suspended, applicant).hasSuspensionRecord).toBe(true);
    expect(isActiveTelecomAccount(suspended)).toBe(false);
    expect(isActiveTelecomAccount({ ...account, status: 'terminated' })).toBe(false);
    expect(isActiveTelecomAccount({ ...account, accountType: 'prepaid' })).toBe(true);
    expect(telecomStanding({ ...account, lineRole: 'supplementary' }, applicant).isPrincipalHolder).toBe(
      false,
    );
  });

  it('gives a prepaid line no bill history, however old it is', () => {
    expect(telecomStanding({ ...account, accountType: 'prepaid', bills: [] }, applicant)).toMatchObject({
      accountAgeMonths: 0,
    });
  });

  it('matches personal data on the NRIC, and lets any valid NRIC stand where the operator discloses none', () => {
    expect(telecomStanding(account, { ...applicant, nric: '900615145674' }).personalDataMatches).toBe(false);
    const undisclosed = { ...account, holderNric: null };
    expect(telecomStanding(undisclosed, { ...applicant, nric: '850101105551' }).personalDataMatches).toBe(
      true,
    );
    expect(telecomStanding(undisclosed, { ...applicant, nric: '12345' }).personalDataMatches).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { DomainRuleError } from '../errors/domain-rule-error.ts';
import { checkerRole } from './account-requests.ts';

const MAKER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

function refusal(run: () => unknown): DomainRuleError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainRuleError) return error;
  }
  throw new Error('expected a refusal');
}

describe('checkerRole', () => {
  it('refuses the maker as checker, even an admin', () => {
    const error = refusal(() =>
      checkerRole({ kind: 'reversal', makerId: MAKER }, { officerId: MAKER, roles: ['admin'] }),
    );
    expect(error.key).toBe('loanAccounts.checkerIsMaker');
    expect(error.kind).toBe('forbidden');
  });

  it('lets another disbursement officer check a reversal or a waiver', () => {
    for (const kind of ['reversal', 'waiver'] as const)
      expect(
        checkerRole({ kind, makerId: MAKER }, { officerId: OTHER, roles: ['disbursementOfficer'] }),
      ).toBe('disbursementOfficer');
  });

  it('lets only an admin check a write-off', () => {
    const error = refusal(() =>
      checkerRole({ kind: 'writeOff', makerId: MAKER }, { officerId: OTHER, roles: ['disbursementOfficer'] }),
    );
    expect(error.key).toBe('loanAccounts.checkerRoleMissing');
    expect(
      checkerRole(
        { kind: 'writeOff', makerId: MAKER },
        { officerId: OTHER, roles: ['disbursementOfficer', 'admin'] },
      ),
    ).toBe('admin');
  });

  it('refuses a reviewer, who holds no money role', () => {
    expect(
      refusal(() =>
        checkerRole({ kind: 'waiver', makerId: MAKER }, { officerId: OTHER, roles: ['approver1'] }),
      ).key,
    ).toBe('loanAccounts.checkerRoleMissing');
  });
});

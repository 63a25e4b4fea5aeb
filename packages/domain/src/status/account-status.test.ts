import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_EVENTS,
  ACCOUNT_STATUSES,
  accountTransition,
  allowedAccountEvents,
  isAccountTerminal,
} from './account-status.ts';
import { ACTORS } from './actors.ts';

describe('accountTransition', () => {
  it.each([
    ['ACTIVE', 'close', 'system', 'CLOSED'], // the last sen is paid
    ['ACTIVE', 'writeOff', 'admin', 'WRITEOFF'],
  ] as const)('%s --%s by %s--> %s', (from, event, actor, to) => {
    expect(accountTransition({ from, event, actor })).toEqual({ ok: true, to });
  });

  it.each([
    ['ACTIVE', 'close', 'admin', 'status.refusals.roleNotAllowed'], // never closed by hand
    ['ACTIVE', 'writeOff', 'verifier', 'status.refusals.roleNotAllowed'],
  ] as const)('%s --%s by %s is refused: %s', (from, event, actor, reason) => {
    expect(accountTransition({ from, event, actor })).toEqual({ ok: false, reason });
  });

  it('keeps CLOSED and WRITEOFF final', () => {
    expect(ACCOUNT_STATUSES.filter(isAccountTerminal)).toEqual(['CLOSED', 'WRITEOFF']);
    for (const from of ['CLOSED', 'WRITEOFF'] as const)
      for (const event of ACCOUNT_EVENTS)
        for (const actor of ACTORS) {
          expect(accountTransition({ from, event, actor })).toEqual({
            ok: false,
            reason: 'errors.transitionNotAllowed',
          });
          expect(allowedAccountEvents({ from, actor })).toEqual([]);
        }
  });
});

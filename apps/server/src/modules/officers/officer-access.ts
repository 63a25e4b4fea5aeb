import type { Queryable } from '../../db/database.ts';
import type { OfficerAccessCheck } from '../../http/officer-guard.ts';
import type { TokenService } from '../auth/token-service.ts';
import { findOfficerById } from './officer-repository.ts';
import type { OfficerSessions } from './officer-sessions.ts';

/**
 * What the back office's guard checks on every call: an officer token, its session still open (the accounts
 * module's sessions) and its officer still active, with the roles the officers table gives them now.
 */
export function officerAccessCheck(deps: {
  readonly db: Queryable;
  readonly tokens: TokenService;
  readonly sessions: OfficerSessions;
}): OfficerAccessCheck {
  return {
    verifyOfficerToken: (token) => deps.tokens.verifyOfficerToken(token),
    async standing(sessionId, officerId) {
      if (!(await deps.sessions.isOpen(sessionId, officerId))) return null;
      const officer = await findOfficerById(deps.db, officerId);
      return officer?.active
        ? { roles: officer.roles, passwordIsTemporary: officer.passwordIsTemporary }
        : null;
    },
  };
}

import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { RotatingSessions, type SessionLifetimes } from '../auth/session-service.ts';
import type { TokenService } from '../auth/token-service.ts';
import { findOfficerById, type OfficerRow } from './officer-repository.ts';

export type OfficerSessions = RotatingSessions<OfficerRow>;

/**
 * The officers' sessions follow the customers' rules (lifetimes, rotation, reuse detection) in the 'backoffice'
 * audience: their tokens open officer calls only. A deactivated officer's refresh tokens stop working.
 */
export function officerSessions(
  deps: { db: Database; clock: Clock; tokens: TokenService } & SessionLifetimes,
): OfficerSessions {
  const { tokens } = deps;
  return new RotatingSessions<OfficerRow>({
    ...deps,
    holders: {
      audience: 'backoffice',
      async find(tx, session) {
        const officer = session.officerId ? await findOfficerById(tx, session.officerId) : null;
        return officer?.active ? officer : null;
      },
      accessToken: (officer, session) =>
        tokens.issueOfficerToken({
          officerId: officer.id,
          sessionId: session.id,
          email: officer.email,
          name: officer.fullName,
          roles: officer.roles,
        }),
    },
  });
}

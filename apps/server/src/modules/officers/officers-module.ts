import { OFFICER_ROLES } from '@sinar/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { AttemptLimiter } from '../../security/attempt-limiter.ts';
import { argon2PasswordHashing } from '../auth/argon2-password-hashing.ts';
import { authenticateOfficer } from '../auth/authenticate.ts';
import { LimiterAbuseGuard } from '../auth/limiter-abuse-guard.ts';
import type { TokenService } from '../auth/token-service.ts';
import { officerAuthRoutes } from './officer-auth-routes.ts';
import { OfficerLoginService } from './officer-login-service.ts';
import { officerManagementRoutes } from './officer-management-routes.ts';
import { OfficerManagementService } from './officer-management-service.ts';
import { OfficerPasswordService } from './officer-password-service.ts';
import { officerSessions } from './officer-sessions.ts';
import { TotpSecretCipher } from './totp-secret-cipher.ts';

export interface OfficersDependencies {
  readonly config: Pick<Config, 'auth'>;
  readonly db: Database;
  readonly clock: Clock;
  /** The accounts module's token service: officer tokens are signed like customer ones, in their own audience. */
  readonly tokens: TokenService;
}

/**
 * Officer identity for the back office: the two-step login with a time-based code, the officers' sessions and
 * officer management. docs/decisions/012-officer-login.md explains the design.
 */
export async function registerOfficers(app: FastifyInstance, deps: OfficersDependencies) {
  const { config, db, clock, tokens } = deps;
  const passwords = argon2PasswordHashing;
  const sessions = officerSessions({
    db,
    clock,
    tokens,
    refreshTokenTtlSeconds: config.auth.refreshTokenTtlSeconds,
    sessionMaxAgeSeconds: config.auth.sessionMaxAgeSeconds,
  });
  const guard = new LimiterAbuseGuard(new AttemptLimiter({ db, clock }));
  const logins = new OfficerLoginService({
    db,
    clock,
    guard,
    passwords,
    cipher: new TotpSecretCipher(config.auth.tokenSecret),
    sessions,
  });
  const officers = new OfficerManagementService({ db, clock, passwords });

  await app.register(
    officerAuthRoutes({
      logins,
      sessions,
      passwords: new OfficerPasswordService({ db, clock, guard, passwords }),
      authenticate: authenticateOfficer(tokens, db, clock, OFFICER_ROLES, { allowTemporaryPassword: true }),
      db,
    }),
  );
  await app.register(
    officerManagementRoutes({ officers, adminOnly: authenticateOfficer(tokens, db, clock, ['admin']) }),
  );
}

import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { guardedScope } from '../../http/guarded-scope.ts';
import { createOfficerGuard } from '../../http/officer-guard.ts';
import type { Clock } from '../../lib/clock.ts';
import { argon2PasswordHashing } from '../../security/argon2-password-hashing.ts';
import { AttemptLimiter } from '../../security/attempt-limiter.ts';
import { LimiterAbuseGuard } from '../../security/limiter-abuse-guard.ts';
import type { TokenService } from '../auth/token-service.ts';
import { officerAccessCheck } from './officer-access.ts';
import { officerLoginRoutes } from './officer-login-routes.ts';
import { OfficerLoginService } from './officer-login-service.ts';
import { officerManagementRoutes } from './officer-management-routes.ts';
import { OfficerManagementService } from './officer-management-service.ts';
import { OfficerPasswordService } from './officer-password-service.ts';
import { officerProfileRoutes } from './officer-profile-routes.ts';
import { type OfficerSessions, officerSessions } from './officer-sessions.ts';
import { TotpSecretCipher } from './totp-secret-cipher.ts';

export interface OfficerAccess {
  readonly sessions: OfficerSessions;
  /** The back office's guard, which every module's officer calls sit behind. */
  readonly guard: onRequestAsyncHookHandler;
}

/** The officers' sessions and the guard built on them; made before any module registers its officer calls. */
export function createOfficerAccess(deps: {
  readonly config: Pick<Config, 'auth'>;
  readonly db: Database;
  readonly clock: Clock;
  /** The accounts module's token service: officer tokens are signed like customer ones, in their own audience. */
  readonly tokens: TokenService;
}): OfficerAccess {
  const { config, db, clock, tokens } = deps;
  const sessions = officerSessions({
    db,
    clock,
    tokens,
    refreshTokenTtlSeconds: config.auth.refreshTokenTtlSeconds,
    sessionMaxAgeSeconds: config.auth.sessionMaxAgeSeconds,
  });
  return { sessions, guard: createOfficerGuard(officerAccessCheck({ db, tokens, sessions })) };
}

export interface OfficersDependencies {
  readonly config: Pick<Config, 'auth'>;
  readonly db: Database;
  readonly clock: Clock;
  readonly access: OfficerAccess;
}

/**
 * Officer identity for the back office: the two-step login with a time-based code, the officers' sessions and
 * officer management. docs/decisions/012-officer-login.md explains the design.
 */
export async function registerOfficers(app: FastifyInstance, deps: OfficersDependencies) {
  const { config, db, clock, access } = deps;
  const { sessions } = access;
  const passwords = argon2PasswordHashing;
  const guard = new LimiterAbuseGuard(new AttemptLimiter({ db, clock }));
  const logins = new OfficerLoginService({
    db,
    clock,
    guard,
    passwords,
    cipher: new TotpSecretCipher(config.auth.tokenSecret),
    sessions,
  });
  const officers = new OfficerManagementService({ db, clock, passwords, sessions });

  await app.register(officerLoginRoutes({ logins, sessions }));
  await app.register(
    guardedScope(
      access.guard,
      officerProfileRoutes({
        officers,
        passwords: new OfficerPasswordService({ db, clock, guard, passwords, sessions }),
      }),
      officerManagementRoutes({ officers }),
    ),
  );
}

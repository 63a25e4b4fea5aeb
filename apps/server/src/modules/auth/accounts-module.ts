import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { AttemptLimiter } from '../../security/attempt-limiter.ts';
import { HumanCheck } from '../../security/human-check.ts';
import { OneTimeCodes } from '../../security/one-time-codes.ts';
import { humanCheckRoutes } from '../human-check/routes.ts';
import { adminAuthRoutes } from './admin-auth-routes.ts';
import { AdminUserService } from './admin-user-service.ts';
import { argon2PasswordHashing } from './argon2-password-hashing.ts';
import { authenticateCustomer } from './authenticate.ts';
import { LimiterAbuseGuard } from './limiter-abuse-guard.ts';
import { loginRoutes } from './login-routes.ts';
import { LoginService } from './login-service.ts';
import { PasswordService } from './password-service.ts';
import type {
  BrandAccountLookup,
  EmailQueue,
  PartnerLookup,
  SmsQueue,
  TelecomAccountLookup,
} from './ports.ts';
import { ProfileService } from './profile-service.ts';
import { RegistrationService } from './registration-service.ts';
import { sessionRoutes } from './session-routes.ts';
import { SessionService } from './session-service.ts';
import { TokenService } from './token-service.ts';
import { userRoutes } from './user-routes.ts';

export interface AccountsDependencies {
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  readonly email: EmailQueue;
  readonly sms: SmsQueue;
  readonly telecom: TelecomAccountLookup;
  readonly brandAccounts: BrandAccountLookup;
  readonly partners: PartnerLookup;
  /** Smaller in tests, so that solving a challenge takes no time. */
  readonly humanCheckMaxNumber?: number;
}

/** Keys for separate purposes are derived from the one secret, so that no key serves two. */
function derivedKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

/**
 * Accounts and sessions: the auth service's calls, the login calls of the customer service, the officers'
 * admin-auth calls and the human check, with the services behind them.
 */
export async function registerAccounts(app: FastifyInstance, deps: AccountsDependencies) {
  const { config, db, clock } = deps;
  const tokens = new TokenService({
    secret: derivedKey(config.auth.tokenSecret, 'access-token'),
    clock,
    accessTokenTtlSeconds: config.auth.accessTokenTtlSeconds,
  });
  const sessions = new SessionService({
    db,
    clock,
    tokens,
    refreshTokenTtlSeconds: config.auth.refreshTokenTtlSeconds,
    sessionMaxAgeSeconds: config.auth.sessionMaxAgeSeconds,
  });
  const limiter = new AttemptLimiter({ db, clock });
  const guard = new LimiterAbuseGuard(limiter);
  const codes = new OneTimeCodes({ db, clock });
  const humanCheck = new HumanCheck({
    db,
    clock,
    hmacKey: derivedKey(config.auth.tokenSecret, 'human-check'),
    ...(deps.humanCheckMaxNumber ? { maxNumber: deps.humanCheckMaxNumber } : {}),
  });
  const passwords = argon2PasswordHashing;
  const shared = { db, clock, guard, passwords };
  const logins = new LoginService({
    ...shared,
    sessions,
    telecom: deps.telecom,
    brandAccounts: deps.brandAccounts,
    partners: deps.partners,
    sms: deps.sms,
  });
  const registrations = new RegistrationService({
    ...shared,
    sessions,
    telecom: deps.telecom,
    brandAccounts: deps.brandAccounts,
    partners: deps.partners,
    codes,
    email: deps.email,
    publicUrl: config.publicUrl,
  });
  const passwordService = new PasswordService({
    ...shared,
    sessions,
    email: deps.email,
    publicUrl: config.publicUrl,
  });
  const profiles = new ProfileService({
    ...shared,
    telecom: deps.telecom,
    partners: deps.partners,
    codes,
    email: deps.email,
  });
  const admin = new AdminUserService({ db, clock, sessions });
  const authenticate = authenticateCustomer(tokens, sessions);

  await app.register(humanCheckRoutes(humanCheck));
  await app.register(sessionRoutes({ sessions, profiles, authenticate }));
  await app.register(loginRoutes({ logins, humanCheck, guard, clock }));
  await app.register(
    userRoutes({ registrations, passwords: passwordService, profiles, logins, humanCheck, authenticate }),
  );
  await app.register(adminAuthRoutes({ admin, tokens, db, clock }));
  /** Deletes spent counters, codes and challenges; run periodically so those tables stay small. */
  async function purgeExpired(): Promise<number> {
    const counts = await Promise.all([
      limiter.purgeExpired(),
      codes.purgeExpired(),
      humanCheck.purgeExpired(),
    ]);
    return counts.reduce((total, count) => total + count, 0);
  }
  return { tokens, sessions, authenticate, humanCheck, purgeExpired };
}

import { createHmac } from 'node:crypto';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { createCustomerGuard } from '../../http/customer-guard.ts';
import { guardedScope } from '../../http/guarded-scope.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  BrandAccountLookup,
  PartnerLookup,
  TelecomAccountLookup,
} from '../../ports/account-directories.ts';
import type { EmailQueue, SmsQueue } from '../../ports/messaging.ts';
import { argon2PasswordHashing } from '../../security/argon2-password-hashing.ts';
import { AttemptLimiter } from '../../security/attempt-limiter.ts';
import { HumanCheck } from '../../security/human-check.ts';
import { LimiterAbuseGuard } from '../../security/limiter-abuse-guard.ts';
import { OneTimeCodes } from '../../security/one-time-codes.ts';
import { registerHumanCheck } from '../human-check/human-check-module.ts';
import { adminAuthRoutes } from './admin-auth-routes.ts';
import { AdminUserService } from './admin-user-service.ts';
import { customerAccountRoutes } from './customer-account-routes.ts';
import { CustomerAccountService } from './customer-account-service.ts';
import { emailChangeRoutes } from './email-change-routes.ts';
import { loginRoutes } from './login-routes.ts';
import { LoginService } from './login-service.ts';
import { passwordChangeRoutes } from './password-change-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { PasswordService } from './password-service.ts';
import { profileRoutes } from './profile-routes.ts';
import { ProfileService } from './profile-service.ts';
import { registrationRoutes } from './registration-routes.ts';
import { RegistrationService } from './registration-service.ts';
import { sessionRoutes } from './session-routes.ts';
import { SessionService } from './session-service.ts';
import { tinRoutes } from './tin-routes.ts';
import { TokenService } from './token-service.ts';

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
  /** The access tokens of both audiences (`accountTokens`). */
  readonly tokens: TokenService;
  /** The back office's guard: the officers' calls on customer accounts sit behind it. */
  readonly officerGuard: onRequestAsyncHookHandler;
}

/** Keys for separate purposes are derived from the one secret, so that no key serves two. */
function derivedKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

/** The access tokens of customers and officers, each audience apart, signed with a key of their own. */
export function accountTokens(config: Pick<Config, 'auth'>, clock: Clock): TokenService {
  return new TokenService({
    secret: derivedKey(config.auth.tokenSecret, 'access-token'),
    clock,
    accessTokenTtlSeconds: config.auth.accessTokenTtlSeconds,
  });
}

/**
 * Accounts and sessions: the auth service's calls, the login calls of the customer service, the officers'
 * admin-auth calls and the human check, with the services behind them. Public calls, customers' calls and officers'
 * calls are registered apart, each audience behind its own guard.
 */
export async function registerAccounts(app: FastifyInstance, deps: AccountsDependencies) {
  const { config, db, clock, tokens } = deps;
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
  const customerGuard = createCustomerGuard({
    verifyCustomerToken: (token) => tokens.verifyCustomerToken(token),
    standing: (sessionId, userId) => sessions.standing(sessionId, userId),
    standingWithRead: {
      db,
      statement: (sessionId, userId) => sessions.standingStatement(sessionId, userId),
      standing: (rows) => sessions.standingOf(rows),
    },
  });

  await registerHumanCheck(app, humanCheck);
  await app.register(sessionRoutes({ sessions }));
  await app.register(loginRoutes({ logins, humanCheck, guard, clock }));
  await app.register(registrationRoutes({ registrations, logins, humanCheck }));
  await app.register(passwordResetRoutes({ passwords: passwordService }));
  await app.register(
    guardedScope(
      customerGuard,
      profileRoutes({ profiles }),
      passwordChangeRoutes({ passwords: passwordService, profiles }),
      emailChangeRoutes({ profiles }),
      tinRoutes({ profiles }),
    ),
  );
  const customerAccounts = new CustomerAccountService({ db, clock });
  await app.register(
    guardedScope(
      deps.officerGuard,
      adminAuthRoutes({ admin }),
      customerAccountRoutes({ customers: customerAccounts }),
    ),
  );
  /** Deletes spent counters, codes and challenges; run periodically so those tables stay small. */
  async function purgeExpired(): Promise<number> {
    const counts = await Promise.all([
      limiter.purgeExpired(),
      codes.purgeExpired(),
      humanCheck.purgeExpired(),
    ]);
    return counts.reduce((total, count) => total + count, 0);
  }
  return { tokens, sessions, customerGuard, humanCheck, purgeExpired };
}

import type { AbuseGuard, LimitedAction, LoginKind } from './abuse-guard.ts';
import {
  ATTEMPT_RULES,
  type AttemptLimiter,
  type AttemptRule,
  addressKey,
  assertAllowed,
} from './attempt-limiter.ts';

/** Each action's limits: per address, and per subject (the phone, email or account it concerns) where it has one. */
const ACTION_RULES: Record<LimitedAction, { address: AttemptRule; subject?: AttemptRule }> = {
  registration: { address: ATTEMPT_RULES.registrationAddress },
  'check-email-existed': { address: ATTEMPT_RULES.checkEmailExistedAddress },
  'validate-nric': { address: ATTEMPT_RULES.validateNricAddress },
  'temporary-password': {
    address: ATTEMPT_RULES.temporaryPasswordAddress,
    subject: ATTEMPT_RULES.temporaryPasswordPhone,
  },
  'code-sending': { address: ATTEMPT_RULES.codeSendAddress, subject: ATTEMPT_RULES.codeSendRecipient },
  'code-checking': { address: ATTEMPT_RULES.codeCheckAddress, subject: ATTEMPT_RULES.codeCheckAddress },
  'password-reset': {
    address: ATTEMPT_RULES.passwordResetAddress,
    subject: ATTEMPT_RULES.passwordResetEmail,
  },
};

/** The accounts' abuse controls on the shared PostgreSQL limiter. */
export class LimiterAbuseGuard implements AbuseGuard {
  readonly #limiter: AttemptLimiter;

  constructor(limiter: AttemptLimiter) {
    this.#limiter = limiter;
  }

  async guardLogin(kind: LoginKind, account: string, ip: string | null): Promise<void> {
    assertAllowed(await this.#limiter.check(ATTEMPT_RULES.loginAccount, accountKey(kind, account)));
    if (ip) assertAllowed(await this.#limiter.check(addressRule(kind), addressKey(ip)));
  }

  async loginFailed(kind: LoginKind, account: string, ip: string | null): Promise<void> {
    await this.#limiter.hit(ATTEMPT_RULES.loginAccount, accountKey(kind, account));
    if (ip) await this.#limiter.hit(addressRule(kind), addressKey(ip));
  }

  async loginSucceeded(kind: LoginKind, account: string): Promise<void> {
    await this.#limiter.reset(ATTEMPT_RULES.loginAccount, accountKey(kind, account));
  }

  async guard(action: LimitedAction, keys: { ip: string | null; subject?: string }): Promise<void> {
    const rules = ACTION_RULES[action];
    if (keys.ip) assertAllowed(await this.#limiter.hit(rules.address, addressKey(keys.ip)));
    if (rules.subject && keys.subject)
      assertAllowed(await this.#limiter.hit(rules.subject, `${action}:${keys.subject}`));
  }
}

/** Customers and officers count their failures per address apart: neither can lock the other out. */
function addressRule(kind: LoginKind): AttemptRule {
  return kind === 'officer' ? ATTEMPT_RULES.officerLoginAddress : ATTEMPT_RULES.loginAddress;
}

/**
 * The lock-out key of what a login names: the account (`user:<id>`) when there is one, so that its wrong passwords
 * count together whichever tab and identifier they come by, else the identifier as typed (phone numbers and emails
 * arrive normalised by the forms), in one family for the individuals' tabs. Officers count apart from customers.
 */
function accountKey(kind: LoginKind, account: string): string {
  const family = kind === 'staff' || kind === 'partner' || kind === 'officer' ? kind : 'individual';
  return `${family}:${account.toLowerCase()}`;
}

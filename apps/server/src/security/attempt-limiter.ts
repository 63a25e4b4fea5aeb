import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { Clock } from '../lib/clock.ts';

/**
 * Abuse control for logins, codes, resets and registrations. The counts live in PostgreSQL (table
 * attempt_counters) because the service may run as several processes behind a load balancer: a limit kept in one
 * process's memory would let an attacker multiply it by the number of processes.
 *
 * A rule allows `max` attempts per key in a window of `windowSeconds` that opens at the first attempt. The attempt
 * that reaches `max` is still allowed but locks the key for `lockSeconds`; attempts during the lock are refused
 * (and counted, for the record, without lengthening it). When the lock or the window is over the next attempt
 * starts afresh.
 */
export interface AttemptRule {
  /** Stored with each counter: renaming a rule starts its counts afresh. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
  readonly lockSeconds: number;
  /** What a refused caller reads: login lock-outs say how long and point to the password reset. */
  readonly refusal: 'errors.loginLocked' | 'errors.tooManyRequests';
}

/** `remaining`: attempts left before the key locks. A refusal names its rule, so `assertAllowed` knows the text. */
export type AttemptOutcome =
  | { readonly allowed: true; readonly remaining: number }
  | { readonly allowed: false; readonly retryAfterSeconds: number; readonly rule: AttemptRule };

const MINUTE = 60;
const HOUR = 3_600;

/**
 * Every limit of the accounts work, in one place so that they can be reviewed together. Login rules count
 * failures only (`hit` after a wrong password, `check` before trying one); the others count every request.
 */
export const ATTEMPT_RULES = {
  /** Five wrong passwords lock the account for 15 minutes; the reset link still works. */
  loginAccount: {
    name: 'login-account',
    max: 5,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    refusal: 'errors.loginLocked',
  },
  /** One address trying many accounts (credential stuffing), wider than one household's mistakes. */
  loginAddress: {
    name: 'login-ip',
    max: 30,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    refusal: 'errors.loginLocked',
  },
  /**
   * The officers' own count per address: an office shares one address with customers on its guest network, and
   * customers' failures from it must not lock the back office out.
   */
  officerLoginAddress: {
    name: 'officer-login-ip',
    max: 30,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    refusal: 'errors.loginLocked',
  },
  /** Each SMS or email costs money and annoys the recipient when someone else asks for it. */
  codeSendRecipient: {
    name: 'code-send-recipient',
    max: 3,
    windowSeconds: 10 * MINUTE,
    lockSeconds: 10 * MINUTE,
    refusal: 'errors.tooManyRequests',
  },
  codeSendAddress: {
    name: 'code-send-ip',
    max: 10,
    windowSeconds: HOUR,
    lockSeconds: HOUR,
    refusal: 'errors.tooManyRequests',
  },
  /** Wrong codes from one address across many subjects; each code also dies after five wrong tries. */
  codeCheckAddress: {
    name: 'code-check-ip',
    max: 30,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    refusal: 'errors.tooManyRequests',
  },
  passwordResetEmail: {
    name: 'password-reset-email',
    max: 3,
    windowSeconds: HOUR,
    lockSeconds: HOUR,
    refusal: 'errors.tooManyRequests',
  },
  passwordResetAddress: {
    name: 'password-reset-ip',
    max: 10,
    windowSeconds: HOUR,
    lockSeconds: HOUR,
    refusal: 'errors.tooManyRequests',
  },
  registrationAddress: {
    name: 'registration-ip',
    max: 10,
    windowSeconds: HOUR,
    lockSeconds: HOUR,
    refusal: 'errors.tooManyRequests',
  },
  /** It tells whether an email or phone has an account: limited so that it cannot be used to list them. */
  checkEmailExistedAddress: {
    name: 'check-email-existed-ip',
    max: 30,
    windowSeconds: 10 * MINUTE,
    lockSeconds: 10 * MINUTE,
    refusal: 'errors.tooManyRequests',
  },
  validateNricAddress: {
    name: 'validate-nric-ip',
    max: 30,
    windowSeconds: 10 * MINUTE,
    lockSeconds: 10 * MINUTE,
    refusal: 'errors.tooManyRequests',
  },
  /** A new temporary password replaces the old one: unlimited, anyone could keep a user from logging in. */
  temporaryPasswordPhone: {
    name: 'temporary-password-phone',
    max: 3,
    windowSeconds: HOUR,
    lockSeconds: HOUR,
    refusal: 'errors.tooManyRequests',
  },
  temporaryPasswordAddress: {
    name: 'temporary-password-ip',
    max: 10,
    windowSeconds: HOUR,
    lockSeconds: HOUR,
    refusal: 'errors.tooManyRequests',
  },
} as const satisfies Record<string, AttemptRule>;

/** A refusal that carries how long to wait, so the route can send Retry-After. */
export class AttemptLimitError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(key: AttemptRule['refusal'], retryAfterSeconds: number) {
    super(
      429,
      key,
      key === 'errors.loginLocked' ? { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } : {},
    );
    this.name = 'AttemptLimitError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Throws the rule's 429 when the outcome is a refusal; `assertAllowed(await limiter.hit(rule, key))`. */
export function assertAllowed(
  outcome: AttemptOutcome,
): asserts outcome is Extract<AttemptOutcome, { allowed: true }> {
  if (!outcome.allowed) throw new AttemptLimitError(outcome.rule.refusal, outcome.retryAfterSeconds);
}

/**
 * The key for a client address. An IPv6 client usually holds a whole /64 and can change address within it at
 * will, so IPv6 addresses count per /64; an IPv4 address written as IPv6 (::ffff:a.b.c.d) counts as itself.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

interface CounterRow {
  attempts: number;
  window_ends_at: Date;
  locked_until: Date | null;
}

/**
 * Call it outside any transaction, never inside `db.transaction(...)`: the counts must survive the rollback of a
 * failed request, and on PGlite a query outside a running transaction waits for it to end (a deadlock).
 */
export class AttemptLimiter {
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(options: { db: Database; clock: Clock }) {
    this.#db = options.db;
    this.#clock = options.clock;
  }

  /** Whether one more attempt would be allowed now; counts nothing (a login asks before checking the password). */
  async check(rule: AttemptRule, key: string): Promise<AttemptOutcome> {
    const now = this.#clock.now();
    const [row] = await this.#db.query<CounterRow>(
      'select attempts, window_ends_at, locked_until from attempt_counters where rule = $1 and key_hash = $2',
      [rule.name, hashKey(key)],
    );
    if (!row) return { allowed: true, remaining: rule.max };
    if (row.locked_until && row.locked_until > now) return refused(rule, row.locked_until, now);
    if (row.locked_until || row.window_ends_at <= now) return { allowed: true, remaining: rule.max };
    // Reached without a lock only when a rule's maximum was lowered since: wait for the window to end.
    if (row.attempts >= rule.max) return refused(rule, row.window_ends_at, now);
    return { allowed: true, remaining: rule.max - row.attempts };
  }

  /**
   * Counts one attempt and says whether it was allowed. One statement, so concurrent attempts from several
   * processes are each counted exactly once and no two of them see the same count.
   */
  async hit(rule: AttemptRule, key: string): Promise<AttemptOutcome> {
    const now = this.#clock.now();
    const [row] = await this.#db.query<CounterRow>(
      `insert into attempt_counters as c (rule, key_hash, attempts, window_ends_at, locked_until)
       values ($1, $2, 1, $3::timestamptz + make_interval(secs => $4::int),
               case when 1 >= $5::int then $3::timestamptz + make_interval(secs => $6::int) end)
       on conflict (rule, key_hash) do update set (attempts, window_ends_at, locked_until) = (
         select
           case when s.locked then least(c.attempts, 2147483646) + 1 when s.fresh then 1 else c.attempts + 1 end,
           case when s.fresh then $3::timestamptz + make_interval(secs => $4::int) else c.window_ends_at end,
           case
             when s.locked then c.locked_until
             when (case when s.fresh then 1 else c.attempts + 1 end) >= $5::int
               then $3::timestamptz + make_interval(secs => $6::int)
           end
         from (
           select
             coalesce(c.locked_until > $3::timestamptz, false) as locked,
             -- A lock that is over, or else a window that is over, starts the count afresh.
             coalesce(c.locked_until <= $3::timestamptz, c.window_ends_at <= $3::timestamptz) as fresh
         ) as s
       )
       returning attempts, window_ends_at, locked_until`,
      [rule.name, hashKey(key), now, rule.windowSeconds, rule.max, rule.lockSeconds],
    );
    if (!row) throw new Error('attempt counter upsert returned no row');
    if (row.attempts <= rule.max) return { allowed: true, remaining: rule.max - row.attempts };
    return refused(rule, row.locked_until ?? row.window_ends_at, now);
  }

  /** Forgets the key's attempts and any lock (after a successful login, or a password reset by email). */
  async reset(rule: AttemptRule, key: string): Promise<void> {
    await this.#db.query('delete from attempt_counters where rule = $1 and key_hash = $2', [
      rule.name,
      hashKey(key),
    ]);
  }

  /** Deletes counters whose window and lock are both over; returns how many. For a periodic job. */
  async purgeExpired(): Promise<number> {
    const rows = await this.#db.query(
      `delete from attempt_counters
        where window_ends_at <= $1 and (locked_until is null or locked_until <= $1)
        returning 1`,
      [this.#clock.now()],
    );
    return rows.length;
  }
}

function refused(rule: AttemptRule, until: Date, now: Date): AttemptOutcome {
  return {
    allowed: false,
    rule,
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Keys are stored as SHA-256 so that the table names no phone number, email or address. Callers pass the
 * normalised identifier (the domain's phone and email normalisers); case and surrounding spaces are folded here
 * as well so that "Aisyah@Example.com" cannot buy a second set of attempts.
 */
function hashKey(key: string): string {
  return createHash('sha256').update(key.trim().toLowerCase(), 'utf8').digest('hex');
}

function expandIpv6(address: string): string[] | undefined {
  let text = address.split('%')[0] ?? '';
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    Number.parseInt(group, 16).toString(16),
  );
}

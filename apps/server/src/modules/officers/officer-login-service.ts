import { randomBytes } from 'node:crypto';
import type { OfficerLoginChallenge, OfficerLoginFailure, OfficerSession } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { invalidCredentials } from '../../http/principals.ts';
import type { AuditedOrigin } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHashing } from '../../ports/password-hashing.ts';
import type { AbuseGuard } from '../../security/abuse-guard.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { hashToken } from '../auth/session-service.ts';
import {
  consumeLoginChallenge,
  findLoginChallenge,
  type LoginChallengeRow,
  recordWrongCode,
  replaceLoginChallenge,
} from './login-challenge-repository.ts';
import { findOfficerByEmail, findOfficerById, type OfficerRow, updateOfficer } from './officer-repository.ts';
import type { OfficerSessions } from './officer-sessions.ts';
import { officerView } from './officer-view.ts';
import { newTotpSecret, otpauthUri, timeStepOfCode } from './totp.ts';
import type { TotpSecretCipher } from './totp-secret-cipher.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;
const MAX_WRONG_CODES = 5;
const LOGIN_METHOD = 'officer';

const challengeExpired = () => new AppError(401, 'errors.officerChallengeExpired');

/** Why a code did not open a session, as the audit trail and the officer are told. */
type CodeRefusal = 'challenge expired' | 'wrong code' | 'code already used' | 'secret unreadable';

export interface OfficerLoginServiceOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly guard: AbuseGuard;
  readonly passwords: PasswordHashing;
  readonly cipher: TotpSecretCipher;
  readonly sessions: OfficerSessions;
}

/**
 * An officer's login in two steps: the password answers a short-lived challenge, and a time-based code for that
 * challenge opens the session. An officer without a second factor is offered a new secret with the challenge; the
 * first correct code of it enrols it. Wrong passwords and wrong codes count towards the same lock-outs as the
 * customers' wrong passwords, and every success and failure goes to the audit trail (never a password or a code).
 */
export class OfficerLoginService {
  readonly #o: OfficerLoginServiceOptions;

  constructor(options: OfficerLoginServiceOptions) {
    this.#o = options;
  }

  async checkPassword(
    form: { email: string; password: string },
    origin: AuditedOrigin,
  ): Promise<OfficerLoginChallenge> {
    const { db, clock, guard, passwords, cipher } = this.#o;
    const email = form.email.trim().toLowerCase();
    try {
      await guard.guardLogin('officer', email, origin.ip);
    } catch (error) {
      const officer = await findOfficerByEmail(db, email);
      await this.#auditFailure(db, { officer, email, stage: 'password', reason: 'locked out' }, origin);
      throw error;
    }

    const officer = await findOfficerByEmail(db, email);
    const match = officer?.passwordHash ? await passwords.verify(officer.passwordHash, form.password) : false;
    if (!officer?.passwordHash) await passwords.verifyNothing(form.password);
    if (!officer || !match || !officer.active) {
      // One text for all three, so that the answer tells nobody which emails belong to officers.
      const reason = !officer ? 'no such officer' : !match ? 'wrong password' : 'officer inactive';
      await guard.loginFailed('officer', email, origin.ip);
      await this.#auditFailure(db, { officer, email, stage: 'password', reason }, origin);
      throw invalidCredentials();
    }

    const now = clock.now();
    const challengeToken = randomBytes(32).toString('base64url');
    const enrolmentSecret = officer.totpSecret ? null : newTotpSecret();
    const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
    await db.transaction((tx) =>
      replaceLoginChallenge(tx, {
        tokenHash: hashToken(challengeToken),
        officerId: officer.id,
        enrolmentSecret: enrolmentSecret ? cipher.seal(enrolmentSecret, officer.id) : null,
        createdAt: now,
        expiresAt,
        ip: origin.ip,
      }),
    );
    return {
      challengeToken,
      expiresAt: expiresAt.toISOString(),
      enrolment: enrolmentSecret
        ? { secret: enrolmentSecret, otpauthUri: otpauthUri(enrolmentSecret, officer.email) }
        : null,
    };
  }

  async checkCode(
    form: { challengeToken: string; code: string },
    origin: AuditedOrigin,
  ): Promise<OfficerSession> {
    const { db, clock, guard } = this.#o;
    const tokenHash = hashToken(form.challengeToken);
    const challenge = await findLoginChallenge(db, tokenHash);
    const officer = challenge ? await findOfficerById(db, challenge.officerId) : null;
    if (!challenge || !officer || !isLive(challenge, clock.now())) {
      const email = officer?.email ?? null;
      const reason = challenge ? 'challenge expired' : 'unknown challenge';
      await this.#auditFailure(db, { officer, email, stage: 'code', reason }, origin);
      throw challengeExpired();
    }
    try {
      await guard.guardLogin('officer', officer.email, origin.ip);
    } catch (error) {
      await this.#auditFailure(
        db,
        { officer, email: officer.email, stage: 'code', reason: 'locked out' },
        origin,
      );
      throw error;
    }

    const outcome = await db.transaction((tx) => this.#judgeCode(tx, tokenHash, form.code, origin));
    if ('session' in outcome) {
      await guard.loginSucceeded('officer', officer.email);
      return outcome.session;
    }
    if (outcome.refusal !== 'challenge expired') await guard.loginFailed('officer', officer.email, origin.ip);
    throw refusalError(outcome.refusal, outcome.spent);
  }

  /**
   * Runs in one transaction with the challenge and the officer locked, so that one code cannot open two sessions
   * however fast it is sent twice. A refusal is returned, not thrown, so that its count and record are kept.
   */
  async #judgeCode(
    tx: Queryable,
    tokenHash: string,
    code: string,
    origin: AuditedOrigin,
  ): Promise<{ session: OfficerSession } | { refusal: CodeRefusal; spent: boolean }> {
    const { clock, cipher } = this.#o;
    const now = clock.now();
    const challenge = await findLoginChallenge(tx, tokenHash, { lock: true });
    const officer = challenge ? await findOfficerById(tx, challenge.officerId, { lock: true }) : null;
    // Enrolled meanwhile through another challenge: this one's secret is no longer the one to learn.
    const enrolledMeanwhile = challenge?.enrolmentSecret && officer?.totpSecret;
    if (!challenge || !officer?.active || !isLive(challenge, now) || enrolledMeanwhile) {
      const email = officer?.email ?? null;
      await this.#auditFailure(tx, { officer, email, stage: 'code', reason: 'challenge expired' }, origin);
      return { refusal: 'challenge expired', spent: true };
    }

    const sealed = challenge.enrolmentSecret ?? officer.totpSecret;
    const secret = sealed ? cipher.open(sealed, officer.id) : null;
    const step = secret ? timeStepOfCode(secret, code, now) : null;
    const replayed = step !== null && officer.totpLastStep !== null && step <= officer.totpLastStep;
    if (step === null || replayed) {
      const refusal: CodeRefusal = !secret
        ? 'secret unreadable'
        : replayed
          ? 'code already used'
          : 'wrong code';
      const spent = challenge.failedAttempts + 1 >= MAX_WRONG_CODES;
      await recordWrongCode(tx, tokenHash, spent ? now : null);
      await this.#auditFailure(tx, { officer, email: officer.email, stage: 'code', reason: refusal }, origin);
      return { refusal, spent };
    }

    await consumeLoginChallenge(tx, tokenHash, now);
    const enrolling = challenge.enrolmentSecret !== null;
    const current = await updateOfficer(
      tx,
      officer.id,
      { totpLastStep: step, ...(enrolling ? { totpSecret: challenge.enrolmentSecret } : {}) },
      now,
    );
    const tokens = await this.#o.sessions.open(tx, current, LOGIN_METHOD, origin);
    await recordAuditEvent(tx, {
      ...loginEventBase(current, origin, now),
      action: 'officer.login',
      after: { email: current.email, secondFactor: enrolling ? 'enrolled' : 'verified' },
    });
    return { session: { ...tokens, officer: officerView(current) } };
  }

  async #auditFailure(
    db: Queryable,
    failure: {
      officer: OfficerRow | null;
      email: string | null;
      stage: 'password' | 'code';
      reason: OfficerLoginFailure;
    },
    origin: AuditedOrigin,
  ): Promise<void> {
    await recordAuditEvent(db, {
      ...loginEventBase(failure.officer, origin, this.#o.clock.now()),
      action: 'officer.loginFailed',
      after: { email: failure.email, stage: failure.stage, reason: failure.reason },
    });
  }
}

function isLive(challenge: LoginChallengeRow, now: Date): boolean {
  return !challenge.consumedAt && challenge.expiresAt > now;
}

function loginEventBase(officer: OfficerRow | null, origin: AuditedOrigin, at: Date) {
  return {
    at,
    actorKind: 'officer' as const,
    actorId: officer?.id ?? null,
    actorName: officer?.fullName ?? null,
    actorRole: null,
    subjectType: 'officer' as const,
    subjectId: officer?.id ?? null,
    requestId: origin.requestId,
    ip: origin.ip,
  };
}

function refusalError(refusal: CodeRefusal, spent: boolean): AppError {
  if (refusal === 'challenge expired') return challengeExpired();
  if (spent) return new AppError(401, 'errors.officerCodeAttemptsExceeded');
  if (refusal === 'code already used') return new AppError(401, 'errors.officerCodeUsed');
  return new AppError(401, 'errors.officerCodeInvalid');
}

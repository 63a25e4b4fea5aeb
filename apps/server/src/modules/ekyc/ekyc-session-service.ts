import { createHash, randomUUID } from 'node:crypto';
import {
  EKYC_SIDES,
  type EkycSession,
  type EkycSide,
  FILE_SIGNATURES,
  MAX_FILE_SIZE_BYTES,
  ONBOARDING_STEP_RULES,
  sniffFileType,
} from '@sinar/domain';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { StoredFile } from '../../http/send-file.ts';
import type { Viewer } from '../../http/viewer-guard.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StepApplication, StepApplications } from '../../ports/step-applications.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import {
  currentAttempt,
  type EkycSessionRow,
  findSession,
  findSessionOfApplication,
  insertSession,
  listCaptures,
  replaceCapture,
  updateSessionState,
} from './ekyc-repository.ts';

/** Attempts an application gets; after the last one fails, the applicant must apply again. */
export const EKYC_MAX_ATTEMPTS = 3;

export const VERIFY_EKYC_JOB = 'ekyc-verification.start';

/**
 * Who acts on a session: its logged-in applicant, or a phone holding a capture token of that session (the QR
 * code's hand-off), which may only capture, submit and read the session.
 */
export type EkycActor =
  | { readonly kind: 'applicant'; readonly userId: string }
  | { readonly kind: 'capture'; readonly sessionId: string };

const RULE = ONBOARDING_STEP_RULES.ekyc;

/** Opening a session, taking its pictures and submitting them to the provider. */
export class EkycSessionService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #storage: FileStorage;
  readonly #log: Logger;
  readonly #applications: StepApplications;

  constructor(deps: {
    db: Database;
    clock: Clock;
    storage: FileStorage;
    log: Logger;
    /** The applications verified, of either journey (an individual's or an SME application). */
    applications: StepApplications;
  }) {
    this.#db = deps.db;
    this.#applications = deps.applications;
    this.#clock = deps.clock;
    this.#storage = deps.storage;
    this.#log = deps.log;
  }

  /**
   * Opens the application's session, or reopens it for another attempt after RETRY or FAILED. Only after
   * submission and before the step is recorded, whatever the browser asks: the server holds the order.
   */
  async open(userId: string, applicationId: string): Promise<EkycSession> {
    return this.#db.transaction(async (tx) => {
      const application = await this.#applications.ownedBy(tx, applicationId, userId, { lock: true });
      if (!application) throw notFound('errors.applicationNotFound');
      assertVerifiable(application);
      const session = await findSessionOfApplication(tx, applicationId, { lock: true });
      const now = this.#clock.now();
      if (!session) {
        await insertSession(tx, {
          id: randomUUID(),
          applicationId,
          userId,
          maxAttempts: EKYC_MAX_ATTEMPTS,
          at: now,
        });
      } else if (session.state === 'RETRY' || session.state === 'FAILED') {
        if (session.attempts >= session.maxAttempts)
          throw conflict('ekyc.session.attemptsExhausted', { max: session.maxAttempts });
        await updateSessionState(tx, session.id, { state: 'CAPTURING', failureReason: null, at: now });
      }
      return this.#view(tx, (await findSessionOfApplication(tx, applicationId)) as EkycSessionRow);
    });
  }

  async ofApplication(userId: string, applicationId: string): Promise<EkycSession> {
    const application = await this.#applications.ownedBy(this.#db, applicationId, userId);
    if (!application) throw notFound('errors.applicationNotFound');
    const session = await findSessionOfApplication(this.#db, applicationId);
    if (!session) throw notFound('ekyc.session.notFound');
    return this.#view(this.#db, session);
  }

  async get(actor: EkycActor, sessionId: string): Promise<EkycSession> {
    return this.#view(this.#db, await this.#sessionFor(this.#db, actor, sessionId));
  }

  /** Stores one picture of the attempt, in place of an earlier one of the same side. */
  async capture(
    actor: EkycActor,
    sessionId: string,
    side: EkycSide,
    bytes: Uint8Array,
  ): Promise<EkycSession> {
    const type = sniffFileType(bytes);
    if (bytes.byteLength === 0 || (type !== 'png' && type !== 'jpeg'))
      throw new AppError(415, 'errors.fileNotSupported');
    if (bytes.byteLength >= MAX_FILE_SIZE_BYTES) throw new AppError(413, 'errors.fileTooLarge');
    await this.#db.transaction((tx) => this.#capturingSession(tx, actor, sessionId));

    const storageKey = `ekyc/${sessionId}/${randomUUID()}`;
    await this.#storage.put(storageKey, bytes, FILE_SIGNATURES[type].contentType);
    let replacedKey: string | null;
    try {
      replacedKey = await this.#db.transaction(async (tx) => {
        const session = await this.#capturingSession(tx, actor, sessionId);
        return replaceCapture(tx, {
          id: randomUUID(),
          sessionId,
          attempt: currentAttempt(session),
          side,
          contentType: type,
          sizeBytes: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storageKey,
          capturedVia: actor.kind === 'capture' ? 'handoff' : 'login',
          at: this.#clock.now(),
        });
      });
    } catch (error) {
      await this.#discard(storageKey);
      throw error;
    }
    if (replacedKey) await this.#discard(replacedKey);
    this.#log.info({ ekycSessionId: sessionId, side, via: actor.kind }, 'e-KYC picture captured');
    return this.get(actor, sessionId);
  }

  /** The three pictures go to the provider, through a job: the request never waits on it. */
  async submit(actor: EkycActor, sessionId: string): Promise<EkycSession> {
    return this.#db.transaction(async (tx) => {
      const session = await this.#capturingSession(tx, actor, sessionId);
      const attempt = currentAttempt(session);
      const captured = new Set((await listCaptures(tx, sessionId, attempt)).map((capture) => capture.side));
      if (!EKYC_SIDES.every((side) => captured.has(side)))
        throw new AppError(422, 'ekyc.session.capturesMissing');
      await updateSessionState(tx, sessionId, {
        state: 'PROCESSING',
        failureReason: null,
        attempts: attempt,
        at: this.#clock.now(),
      });
      await enqueueJob(tx, VERIFY_EKYC_JOB, { sessionId, attempt });
      return this.#view(tx, (await findSession(tx, sessionId)) as EkycSessionRow);
    });
  }

  /** A picture of the current attempt, for its applicant or an officer. */
  async image(viewer: Viewer, sessionId: string, side: EkycSide): Promise<StoredFile> {
    const session = await findSession(this.#db, sessionId);
    if (!session || (viewer.kind === 'applicant' && session.userId !== viewer.userId))
      throw notFound('ekyc.session.notFound');
    const capture = (await listCaptures(this.#db, sessionId, currentAttempt(session))).find(
      (candidate) => candidate.side === side,
    );
    if (!capture) throw notFound('ekyc.session.imageNotFound');
    return {
      storageKey: capture.storageKey,
      fileName: `${side}.${capture.contentType === 'png' ? 'png' : 'jpg'}`,
      contentType: FILE_SIGNATURES[capture.contentType].contentType,
      sha256: capture.sha256,
    };
  }

  /** The session the actor may act on, locked, taking pictures, of an application still waiting for e-KYC. */
  async #capturingSession(tx: Queryable, actor: EkycActor, sessionId: string): Promise<EkycSessionRow> {
    const session = await this.#sessionFor(tx, actor, sessionId, { lock: true });
    const application = await this.#applications.byId(tx, session.applicationId);
    if (!application) throw notFound('ekyc.session.notFound');
    assertVerifiable(application);
    if (session.state !== 'CAPTURING') throw conflict('ekyc.session.notCapturing');
    return session;
  }

  /** Another applicant's session, or one a capture token was not given for, answers as if it did not exist. */
  async #sessionFor(
    db: Queryable,
    actor: EkycActor,
    sessionId: string,
    options: { lock?: boolean } = {},
  ): Promise<EkycSessionRow> {
    const session = await findSession(db, sessionId, options);
    const allowed =
      session !== null &&
      (actor.kind === 'applicant' ? session.userId === actor.userId : session.id === actor.sessionId);
    if (!allowed || !session) throw notFound('ekyc.session.notFound');
    return session;
  }

  async #view(db: Queryable, session: EkycSessionRow): Promise<EkycSession> {
    const [captures, application] = await Promise.all([
      listCaptures(db, session.id, currentAttempt(session)),
      this.#applications.byId(db, session.applicationId),
    ]);
    if (!application) throw new Error(`e-KYC session ${session.id} lacks its application`);
    return {
      sessionId: session.id,
      applicationId: session.applicationId,
      applicationNo: application.applicationNo,
      state: session.state,
      captured: EKYC_SIDES.filter((side) => captures.some((capture) => capture.side === side)),
      failureReason: session.failureReason,
      attempts: session.attempts,
      maxAttempts: session.maxAttempts,
    };
  }

  async #discard(storageKey: string): Promise<void> {
    await this.#storage
      .delete(storageKey)
      .catch((error: unknown) => this.#log.error({ err: error, storageKey }, 'stored object not removed'));
  }
}

/** e-KYC compares the card with the submitted form: only after submission, and only until the step is recorded. */
function assertVerifiable(application: StepApplication): void {
  if (!RULE.openIn.includes(application.status)) throw conflict('ekyc.session.notSubmitted');
  if (application.markers.includes(RULE.completedMarker)) throw conflict('ekyc.session.alreadyCompleted');
}

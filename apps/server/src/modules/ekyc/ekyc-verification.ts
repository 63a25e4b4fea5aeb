import { buffer } from 'node:stream/consumers';
import { EKYC_SIDES, type EkycSide } from '@sinar/domain';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StepApplications } from '../../ports/step-applications.ts';
import type { EkycProvider, EkycVerdict } from '../../providers/ekyc/ekyc-provider.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { findSession, listCaptures, recordProvider, updateSessionState } from './ekyc-repository.ts';
import { VERIFY_EKYC_JOB } from './ekyc-session-service.ts';

/**
 * The part of e-KYC that runs outside requests: the job that hands a submitted attempt to the provider, and the
 * listener that applies the provider's verdict. Our reference for an attempt is `<sessionId>/<attempt>`, so a
 * verdict for an attempt that is no longer current is recognised and ignored.
 */
export function attachEkycVerification(deps: {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  provider: EkycProvider;
  worker: JobWorker;
  log: Logger;
  /** The applications verified, of either journey. */
  applications: StepApplications;
}): void {
  const { db, provider, log } = deps;
  provider.attach(deps.worker);

  /** Reads the attempt's pictures and hands them to the provider; a stale job (the session moved on) does nothing. */
  async function handOver(sessionId: string, attempt: number): Promise<void> {
    const session = await findSession(db, sessionId);
    if (!session) throw new PermanentJobError(`e-KYC session ${sessionId} not found`);
    if (session.state !== 'PROCESSING' || session.attempts !== attempt) return;
    const captures = await listCaptures(db, sessionId, attempt);
    const images = {} as Record<EkycSide, Uint8Array>;
    for (const side of EKYC_SIDES) {
      const capture = captures.find((candidate) => candidate.side === side);
      if (!capture) throw new PermanentJobError(`e-KYC session ${sessionId} lacks its ${side} picture`);
      images[side] = await buffer(deps.storage.read(capture.storageKey));
    }
    // The card must bear the application's identity, never the profile's as it may be now.
    const application = await deps.applications.byId(db, session.applicationId);
    if (!application) throw new PermanentJobError(`e-KYC session ${sessionId} lacks its application`);
    const { providerReference } = await provider.startVerification({
      reference: `${sessionId}/${attempt}`,
      expectedNric: application.applicantNric,
      images,
    });
    await recordProvider(db, sessionId, provider.name, providerReference);
    log.info(
      { ekycSessionId: sessionId, attempt, providerReference },
      'e-KYC attempt handed to the provider',
    );
  }

  deps.worker.handle(VERIFY_EKYC_JOB, async (payload, job) => {
    const sessionId = String(payload.sessionId);
    const attempt = Number(payload.attempt);
    try {
      await handOver(sessionId, attempt);
    } catch (error) {
      // The hand-over will not be retried again: the applicant is asked to try again (as for unreadable pictures)
      // rather than left waiting on PROCESSING for ever.
      if (job.attempts >= job.maxAttempts || error instanceof PermanentJobError)
        await applyVerdict(deps, {
          providerReference: 'none',
          reference: `${sessionId}/${attempt}`,
          outcome: 'RETRY',
          failureReason: null,
          at: new Date(),
        });
      throw error;
    }
  });

  provider.onVerdict((verdict) => applyVerdict(deps, verdict));
}

async function applyVerdict(
  deps: { db: Database; clock: Clock; log: Logger },
  verdict: EkycVerdict,
): Promise<void> {
  const [sessionId, attemptText] = verdict.reference.split('/');
  const attempt = Number(attemptText);
  await deps.db.transaction(async (tx) => {
    const session = sessionId ? await findSession(tx, sessionId, { lock: true }) : null;
    // Repeated or late: this attempt's verdict is already applied, or the session moved on.
    if (session?.state !== 'PROCESSING' || session.attempts !== attempt) return;
    // An unreadable picture on the last attempt leaves nothing to retry: the verification failed.
    const lastAttempt = session.attempts >= session.maxAttempts;
    const change =
      verdict.outcome === 'RETRY' && lastAttempt
        ? { state: 'FAILED' as const, failureReason: 'verificationFailed' as const }
        : {
            state: verdict.outcome,
            failureReason: verdict.outcome === 'FAILED' ? verdict.failureReason : null,
          };
    await updateSessionState(tx, session.id, { ...change, at: deps.clock.now() });
    deps.log.info(
      { ekycSessionId: session.id, attempt, outcome: change.state, failureReason: change.failureReason },
      'e-KYC verdict applied',
    );
  });
}

import { EKYC_SIDES, sniffFileType } from '@sinar/domain';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { enqueueJob, type JobWorker, PermanentJobError } from '../../jobs/job-queue.ts';
import type {
  EkycFailureReason,
  EkycOutcome,
  EkycProvider,
  EkycVerdictListener,
  EkycVerificationRequest,
} from './ekyc-provider.ts';

export const SANDBOX_EKYC_REPORT_JOB = 'ekyc-sandbox.report';

/** A camera picture of a card is never this small; anything smaller counts as unreadable. */
export const SANDBOX_MIN_IMAGE_BYTES = 1_024;

/** The card number the sandbox "reads": an ASCII marker anywhere in the front image's bytes. */
const NRIC_MARKER = /NRIC:(\d{12})/;

/** Reading this number on the card asks the sandbox for a failed verification (the face does not match). */
export const SANDBOX_FAILING_NRIC = '000000000000';

interface SandboxJudgement {
  readonly outcome: EkycOutcome;
  readonly failureReason: EkycFailureReason | null;
  readonly note: string;
}

/**
 * Behaves like a hosted e-KYC service: it checks that each picture is a real image (png or jpeg by content, at least
 * SANDBOX_MIN_IMAGE_BYTES), "reads" the card's NRIC from a marker `NRIC:<12 digits>` in the front image's bytes,
 * keeps what it decided in the database, and reports its verdict `delayMs` later through the job queue, never
 * within the request that submitted. Verdicts on demand:
 *   - no marker, or a picture that is not a readable image: RETRY (capture again);
 *   - the marker 000000000000: FAILED, 'verificationFailed';
 *   - a marker different from the expected NRIC: FAILED, 'nricMismatch';
 *   - the expected NRIC: PASSED.
 */
export class SandboxEkycProvider implements EkycProvider {
  readonly name = 'sandbox';
  readonly #db: Database;
  readonly #delayMs: number;
  readonly #log: Logger;
  readonly #listeners: EkycVerdictListener[] = [];

  constructor(options: { db: Database; delayMs: number; log: Logger }) {
    this.#db = options.db;
    this.#delayMs = options.delayMs;
    this.#log = options.log;
  }

  onVerdict(listener: EkycVerdictListener): void {
    this.#listeners.push(listener);
  }

  attach(worker: JobWorker): void {
    worker.handle(SANDBOX_EKYC_REPORT_JOB, (payload) => this.#report(String(payload.verificationId)));
  }

  async startVerification(request: EkycVerificationRequest): Promise<{ providerReference: string }> {
    const judgement = judge(request);
    return this.#db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `insert into sandbox_ekyc_verifications (reference, outcome, failure_reason, note)
         values ($1, $2, $3, $4) returning id`,
        [request.reference, judgement.outcome, judgement.failureReason, judgement.note],
      );
      const verificationId = (row as { id: string }).id;
      // The job queue compares run_at with the database's clock, so the delay is counted on the wall clock too.
      await enqueueJob(
        tx,
        SANDBOX_EKYC_REPORT_JOB,
        { verificationId },
        this.#delayMs > 0 ? { runAt: new Date(Date.now() + this.#delayMs) } : {},
      );
      return { providerReference: verificationId };
    });
  }

  /** Tells the listeners, then marks the verdict reported: a listener that fails gets it again on the retry. */
  async #report(verificationId: string): Promise<void> {
    const [row] = await this.#db.query<{
      reference: string;
      outcome: EkycOutcome;
      failureReason: EkycFailureReason | null;
    }>(
      `select reference, outcome, failure_reason as "failureReason" from sandbox_ekyc_verifications
       where id = $1 and status = 'accepted'`,
      [verificationId],
    );
    if (!row) throw new PermanentJobError(`sandbox e-KYC verification ${verificationId} is not waiting`);
    const at = new Date();
    for (const listener of this.#listeners) await listener({ providerReference: verificationId, ...row, at });
    await this.#db.query(
      `update sandbox_ekyc_verifications set status = 'reported', reported_at = $2 where id = $1`,
      [verificationId, at],
    );
    this.#log.info({ verificationId, outcome: row.outcome }, 'sandbox e-KYC verdict reported');
  }
}

export function judge(request: EkycVerificationRequest): SandboxJudgement {
  for (const side of EKYC_SIDES) {
    const image = request.images[side];
    const type = sniffFileType(image);
    if (type !== 'png' && type !== 'jpeg')
      return { outcome: 'RETRY', failureReason: null, note: `${side} picture is not a png or jpeg image` };
    if (image.byteLength < SANDBOX_MIN_IMAGE_BYTES)
      return { outcome: 'RETRY', failureReason: null, note: `${side} picture is too small to read` };
  }
  const cardNric = NRIC_MARKER.exec(Buffer.from(request.images.front).toString('latin1'))?.[1];
  if (!cardNric) return { outcome: 'RETRY', failureReason: null, note: 'front picture has no readable NRIC' };
  if (cardNric === SANDBOX_FAILING_NRIC)
    return { outcome: 'FAILED', failureReason: 'verificationFailed', note: 'the failing NRIC was asked for' };
  if (cardNric !== request.expectedNric)
    return { outcome: 'FAILED', failureReason: 'nricMismatch', note: 'the card shows another NRIC' };
  return { outcome: 'PASSED', failureReason: null, note: 'the card shows the expected NRIC' };
}

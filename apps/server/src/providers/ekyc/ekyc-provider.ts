import type { EKYC_FAILURE_REASONS, EkycSide } from '@sinar/domain';
import type { JobWorker } from '../../jobs/job-queue.ts';

/**
 * Electronic identity verification (e-KYC): a provider compares the identity card's pictures with a selfie and
 * reads the card. Like real providers, it accepts a request at once and gives its verdict later, through a callback.
 */
export interface EkycVerificationRequest {
  /** Our reference for the attempt; the verdict carries it back. */
  readonly reference: string;
  /** The NRIC the applicant registered with: the card must show this number. */
  readonly expectedNric: string;
  readonly images: Readonly<Record<EkycSide, Uint8Array>>;
}

export type EkycOutcome = 'PASSED' | 'RETRY' | 'FAILED';
export type EkycFailureReason = (typeof EKYC_FAILURE_REASONS)[number];

export interface EkycVerdict {
  readonly providerReference: string;
  readonly reference: string;
  /** PASSED; RETRY when a picture could not be read (capture again); FAILED with its reason. */
  readonly outcome: EkycOutcome;
  readonly failureReason: EkycFailureReason | null;
  readonly at: Date;
}

export type EkycVerdictListener = (verdict: EkycVerdict) => Promise<void>;

export interface EkycProvider {
  readonly name: 'sandbox';
  /** Hands the pictures over; resolves once the provider accepted them, with its reference. */
  startVerification(request: EkycVerificationRequest): Promise<{ providerReference: string }>;
  /**
   * Verdicts arrive here, at least once each (a callback may be repeated): listeners must ignore one they have
   * already applied.
   */
  onVerdict(listener: EkycVerdictListener): void;
  /**
   * Providers whose answers come back through our job queue (the sandbox's delayed report) register their jobs
   * here; a hosted provider calls a webhook instead and needs nothing.
   */
  attach(worker: JobWorker): void;
}

/** The provider could not take the request now: worth retrying later. */
export class EkycProviderUnavailableError extends Error {
  override name = 'EkycProviderUnavailableError';
}

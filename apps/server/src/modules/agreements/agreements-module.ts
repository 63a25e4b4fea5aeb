import type { Workflow } from '@sinar/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { JobWorker } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EmailQueue, SmsQueue } from '../../ports/messaging.ts';
import type { CertificateAuthority } from '../../providers/certificate-authority/certificate-authority.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { AgreementDocumentService } from './agreement-document-service.ts';
import { agreementRoutes } from './agreement-routes.ts';
import { AgreementService } from './agreement-service.ts';
import { attestationRoutes, attestationStreamRoutes } from './attestation-routes.ts';
import { AttestationVideoService } from './attestation-video-service.ts';
import { liveCallDevRoutes } from './live-call-dev-routes.ts';
import { liveCallRoutes } from './live-call-routes.ts';
import { LiveCallService, type LiveCallSettings } from './live-call-service.ts';
import { officerAgreementRoutes } from './officer-agreement-routes.ts';
import { OfficerAgreementService } from './officer-agreement-service.ts';
import { officerLiveCallRoutes } from './officer-live-call-routes.ts';
import type { LenderParticulars } from './pdf/agreement-particulars.ts';
import type { LenderSeal } from './pdf/lender-seal.ts';
import { signingRoutes } from './signing-routes.ts';
import { SigningService } from './signing-service.ts';

export interface AgreementsDependencies {
  readonly db: Database;
  readonly clock: Clock;
  /** The applicant's calls sit behind the customer guard, the back office's behind the officer guard. */
  readonly guards: Pick<Guards, 'customer' | 'officer'>;
  /** The approval workflow the lender runs: the applicant's cancel goes through the application's lifecycle. */
  readonly workflow: Workflow;
  /** The master assets, where the attestation videos are kept. */
  readonly assets: FileStorage;
  /** The agreement's files (the accepted and the signed PDF), journaled like every stored object. */
  readonly storage: FileStorage;
  readonly sms: SmsQueue;
  /** The live call's invitations; the missed-call job runs on the app's queue. */
  readonly email: EmailQueue;
  readonly jobs: JobWorker;
  readonly liveCall: LiveCallSettings;
  /** Outside production: the developer's control that makes a booked live call start now. */
  readonly devControls: boolean;
  /** Signing: the customer's certificate authority, the lender's seal and the particulars the agreement prints. */
  readonly signing: {
    readonly authority: CertificateAuthority;
    readonly seal: LenderSeal;
    readonly lender: LenderParticulars;
  };
}

/**
 * The agreement after approval (issue 12): opened by the final approval (application-agreement.ts), the approved
 * summary and its acceptance, the applicant's cancel, attestation by video, and the back office's reading.
 * docs/decisions/021-agreement-after-approval.md explains the design.
 */
export async function registerAgreements(app: FastifyInstance, deps: AgreementsDependencies) {
  const { db, clock, guards } = deps;
  const agreements = new AgreementService({ db, clock, workflow: deps.workflow });
  const documents = new AgreementDocumentService({
    db,
    clock,
    storage: deps.storage,
    lender: deps.signing.lender,
  });
  const signing = new SigningService({
    db,
    clock,
    storage: deps.storage,
    sms: deps.sms,
    authority: deps.signing.authority,
    seal: deps.signing.seal,
    documents,
  });
  const officerAgreements = new OfficerAgreementService({ db, clock });
  const liveCalls = new LiveCallService({
    db,
    clock,
    email: deps.email,
    worker: deps.jobs,
    settings: deps.liveCall,
  });
  const videos = new AttestationVideoService({
    db,
    clock,
    assets: deps.assets,
    afterAttestation: (tx, agreement) => liveCalls.withdrawBookedCall(tx, agreement),
  });
  await app.register(guardedScope(guards.customer, agreementRoutes({ agreements })));
  await app.register(guardedScope(guards.customer, attestationRoutes({ videos })));
  await app.register(attestationStreamRoutes({ videos }));
  await app.register(guardedScope(guards.customer, liveCallRoutes({ liveCalls })));
  await app.register(guardedScope(guards.officer, officerLiveCallRoutes({ liveCalls })));
  if (deps.devControls) await app.register(liveCallDevRoutes({ liveCalls }));
  await app.register(guardedScope(guards.customer, signingRoutes({ documents, signing })));
  await app.register(
    guardedScope(
      guards.officer,
      officerAgreementRoutes({ agreements: officerAgreements, storage: deps.storage }),
    ),
  );
}

import type { Workflow } from '@sinar/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { type Guards, guardedScope } from '../../http/guarded-scope.ts';
import type { JobWorker } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LenderParticulars } from '../../lib/pdf/lender-particulars.ts';
import type { EmailQueue, SmsQueue } from '../../ports/messaging.ts';
import type { CertificateAuthority } from '../../providers/certificate-authority/certificate-authority.ts';
import type { CommodityTradingProvider } from '../../providers/commodity-trading/commodity-trading-provider.ts';
import type { DirectDebitProvider } from '../../providers/direct-debit/direct-debit-provider.ts';
import type { EStampingProvider } from '../../providers/e-stamping/e-stamping-provider.ts';
import type { PayoutProvider } from '../../providers/payout/payout-provider.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { ApplicationAgreement } from '../applications/application-ports.ts';
import { AgreementDocumentService } from './agreement-document-service.ts';
import { registerMilestoneNotifier } from './agreement-milestone-notifier.ts';
import { agreementRoutes } from './agreement-routes.ts';
import { AgreementService } from './agreement-service.ts';
import { attestationRoutes, attestationStreamRoutes } from './attestation-routes.ts';
import { AttestationVideoService } from './attestation-video-service.ts';
import { listenToCommodityTradeNotices } from './commodity-trade-notice-listener.ts';
import { CommodityTradeService } from './commodity-trade-service.ts';
import { DisbursementService } from './disbursement-service.ts';
import { liveCallDevRoutes } from './live-call-dev-routes.ts';
import { liveCallRoutes } from './live-call-routes.ts';
import { LiveCallService, type LiveCallSettings } from './live-call-service.ts';
import { listenToMandateNotices } from './mandate-notice-listener.ts';
import { mandatePublicRoutes, mandateRoutes } from './mandate-routes.ts';
import { MandateService } from './mandate-service.ts';
import { officerAgreementRoutes } from './officer-agreement-routes.ts';
import { OfficerAgreementService } from './officer-agreement-service.ts';
import { officerDisbursementRoutes } from './officer-disbursement-routes.ts';
import { officerLiveCallRoutes } from './officer-live-call-routes.ts';
import { listenToPayoutNotices } from './payout-notice-listener.ts';
import type { LenderSeal } from './pdf/lender-seal.ts';
import { signingRoutes } from './signing-routes.ts';
import { SigningService } from './signing-service.ts';
import { smeAgreementRoutes } from './sme-agreement-routes.ts';
import { SmeAgreementService } from './sme-agreement-service.ts';
import { StampingService } from './stamping-service.ts';

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
  /** The milestones' emails and SMS (agreement-milestone-notifier.ts): the job queue, the email queue, the home link. */
  readonly milestones: { readonly worker: JobWorker; readonly email: EmailQueue; readonly publicUrl: string };
  /** The live call's invitations; the missed-call job runs on the app's queue. */
  readonly email: EmailQueue;
  readonly jobs: JobWorker;
  readonly liveCall: LiveCallSettings;
  /** The agreement's side of the application's lifecycle, which the applicant's cancel goes through. */
  readonly applicationAgreement: ApplicationAgreement;
  /** Where alerts about work that needs a person go (a stamping given up, a trade that could not be unwound). */
  readonly operationsEmail: string;
  /** Outside production: the developer's control that makes a booked live call start now. */
  readonly devControls: boolean;
  /** Signing: the customer's certificate authority, the lender's seal and the particulars the agreement prints. */
  readonly signing: {
    readonly authority: CertificateAuthority;
    readonly seal: LenderSeal;
    readonly lender: LenderParticulars;
  };
  /** After signing: the e-stamping and the direct-debit mandate, their jobs and the bank's return address. */
  readonly afterSigning: {
    readonly eStamping: EStampingProvider;
    readonly directDebit: DirectDebitProvider;
    readonly jobs: JobWorker;
    readonly publicUrl: string;
  };
  /** The Islamic financing's commodity trade and the payout of the disbursement, with the jobs that drive them. */
  readonly disbursement: {
    readonly jobs: JobWorker;
    readonly commodityTrading: CommodityTradingProvider;
    readonly payout: PayoutProvider;
  };
}

/**
 * The agreement after approval (issue 12): opened by the final approval (application-agreement.ts), the approved
 * summary and its acceptance, the applicant's cancel, attestation by video, and the back office's reading.
 * docs/decisions/021-agreement-after-approval.md explains the design.
 */
export async function registerAgreements(app: FastifyInstance, deps: AgreementsDependencies) {
  const { db, clock, guards } = deps;
  const agreements = new AgreementService({
    db,
    clock,
    workflow: deps.workflow,
    applicationAgreement: deps.applicationAgreement,
  });
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
  registerMilestoneNotifier({ db, clock, sms: deps.sms, ...deps.milestones });
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
  const smeAgreements = new SmeAgreementService({ db, clock, lender: deps.signing.lender });
  await app.register(guardedScope(guards.customer, smeAgreementRoutes({ smeAgreements })));
  const { eStamping, directDebit, jobs, publicUrl } = deps.afterSigning;
  const alerts = { email: deps.email, recipient: deps.operationsEmail, publicUrl };
  const stamping = new StampingService({
    db,
    clock,
    storage: deps.storage,
    provider: eStamping,
    lender: deps.signing.lender,
    alerts,
  });
  stamping.attach(jobs);
  const mandates = new MandateService({
    db,
    clock,
    storage: deps.storage,
    provider: directDebit,
    publicUrl,
    afterAttestation: (tx, agreement) => liveCalls.withdrawBookedCall(tx, agreement),
  });
  mandates.attach(jobs);
  listenToMandateNotices(directDebit, mandates);
  await app.register(guardedScope(guards.customer, mandateRoutes({ mandates })));
  await app.register(mandatePublicRoutes({ mandates }));
  await app.register(
    guardedScope(
      guards.officer,
      officerAgreementRoutes({ agreements: officerAgreements, stamping, storage: deps.storage }),
    ),
  );
  const trades = new CommodityTradeService({
    db,
    clock,
    storage: deps.storage,
    provider: deps.disbursement.commodityTrading,
    financierName: deps.signing.lender.name,
    alerts,
  });
  const disbursements = new DisbursementService({
    db,
    clock,
    payout: deps.disbursement.payout,
    agreements: officerAgreements,
  });
  trades.attach(deps.disbursement.jobs);
  disbursements.attach(deps.disbursement.jobs);
  listenToCommodityTradeNotices(deps.disbursement.commodityTrading, trades);
  listenToPayoutNotices(deps.disbursement.payout, disbursements);
  await app.register(guardedScope(guards.officer, officerDisbursementRoutes({ disbursements, trades })));
}

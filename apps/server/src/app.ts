import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyBaseLogger as Logger } from 'fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import type { TrustedProxies } from './config/trusted-proxies.ts';
import type { Database } from './db/database.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import type { Guards } from './http/guarded-scope.ts';
import { createIdempotency } from './http/idempotency.ts';
import { RequestLogController } from './http/logger.ts';
import { refuseNulCharacters } from './http/nul-characters.ts';
import { registerOverloadGuard } from './http/overload.ts';
import { securityHeadersOf, sendSecurityHeaders } from './http/security-headers.ts';
import {
  onlyReadsTakeStandingWithFirstRead,
  settleStandingBeforeAnswer,
} from './http/standing-with-first-read.ts';
import { createViewerGuard } from './http/viewer-guard.ts';
import { registerWebApp } from './http/web-app.ts';
import { createHousekeeping, type HousekeepingReport } from './jobs/housekeeping.ts';
import { JobWorker } from './jobs/job-queue.ts';
import type { Clock } from './lib/clock.ts';
import { isStoredAgreementFile } from './modules/agreements/agreement-records.ts';
import { registerAgreements } from './modules/agreements/agreements-module.ts';
import { createApplicationAgreement } from './modules/agreements/application-agreement.ts';
import { loadLenderSeal } from './modules/agreements/pdf/lender-seal.ts';
import { smeAgreementOnApproval } from './modules/agreements/sme-agreement-follower.ts';
import type { ApplicationAgreement } from './modules/applications/application-ports.ts';
import { registerApplications } from './modules/applications/applications-module.ts';
import { accountTokens, registerAccounts } from './modules/auth/auth-module.ts';
import { registerContact } from './modules/contact/contact-module.ts';
import { registerDevInbox } from './modules/dev-inbox/dev-inbox-module.ts';
import type { DirectDebitCollectionService } from './modules/direct-debit-collection/collection-service.ts';
import { registerDirectDebitCollection } from './modules/direct-debit-collection/direct-debit-collection-module.ts';
import type { LoanAccountCollections } from './modules/direct-debit-collection/loan-account-collections.ts';
import {
  documentProblems,
  isStoredDocument,
  requiredDocumentSetProblems,
} from './modules/documents/document-records.ts';
import { registerDocuments } from './modules/documents/documents-module.ts';
import { registerEkyc } from './modules/ekyc/ekyc-module.ts';
import { ekycPassed, isStoredCapture } from './modules/ekyc/ekyc-records.ts';
import { registerHealth } from './modules/health/health-module.ts';
import { createReadiness, type ReadinessControl } from './modules/health/readiness.ts';
import { createIdempotencyStore } from './modules/idempotency/idempotency-module.ts';
import { registerJobs } from './modules/jobs/jobs-module.ts';
import { registerJompay } from './modules/jompay/jompay-module.ts';
import type { JompayService } from './modules/jompay/jompay-service.ts';
import { registerMaster } from './modules/master/master-module.ts';
import { createNotifications } from './modules/notifications/notifications-module.ts';
import { createOfficerAccess, registerOfficers } from './modules/officers/officers-module.ts';
import type { PartnerCommissionCollectionService } from './modules/partner-commission-collection/commission-collection-service.ts';
import type { LoanAccountCommission } from './modules/partner-commission-collection/loan-account-commission.ts';
import { registerPartnerCommissionCollection } from './modules/partner-commission-collection/partner-commission-collection-module.ts';
import type { LoanAccountPosting } from './modules/payments/loan-account-posting.ts';
import { registerPayments } from './modules/payments/payments-module.ts';
import { registerReview } from './modules/review/review-module.ts';
import type { CloseOfBusinessService } from './modules/servicing/close-of-business-service.ts';
import { registerServicing } from './modules/servicing/servicing-module.ts';
import { registerSmeApplications } from './modules/sme-applications/sme-applications-module.ts';
import type { BrandAccountLookup } from './ports/account-directories.ts';
import { createCertificateAuthority } from './providers/certificate-authority/create-certificate-authority.ts';
import type { CommodityTradingProvider } from './providers/commodity-trading/commodity-trading-provider.ts';
import type { DirectDebitProvider } from './providers/direct-debit/direct-debit-provider.ts';
import { SandboxDirectDebitProvider } from './providers/direct-debit/sandbox-direct-debit-provider.ts';
import { sandboxFpxBankRoutes } from './providers/direct-debit/sandbox-fpx-bank-routes.ts';
import type { EStampingProvider } from './providers/e-stamping/e-stamping-provider.ts';
import type { EkycProvider } from './providers/ekyc/ekyc-provider.ts';
import type { EmailProvider } from './providers/email/email-provider.ts';
import type { JompayProvider } from './providers/jompay/jompay-provider.ts';
import { sandboxJompayPageRoutes } from './providers/jompay/sandbox-jompay-page-routes.ts';
import { SandboxJompayProvider } from './providers/jompay/sandbox-jompay-provider.ts';
import type { PartnerCommissionProvider } from './providers/partner-commission/partner-commission-provider.ts';
import { SandboxPartnerCommissionProvider } from './providers/partner-commission/sandbox-partner-commission-provider.ts';
import { sandboxPartnerCommissionRoutes } from './providers/partner-commission/sandbox-partner-commission-routes.ts';
import type { PartnerDirectory } from './providers/partners/partner-directory.ts';
import type { PaymentGatewayProvider } from './providers/payment-gateway/payment-gateway-provider.ts';
import { sandboxGatewayPageRoutes } from './providers/payment-gateway/sandbox-gateway-page-routes.ts';
import { SandboxPaymentGatewayProvider } from './providers/payment-gateway/sandbox-payment-gateway-provider.ts';
import type { PayoutProvider } from './providers/payout/payout-provider.ts';
import { type SandboxFailureControls, sandboxFailureRoutes } from './providers/sandbox-failure-routes.ts';
import { readSandboxMailbox } from './providers/sandbox-mailbox.ts';
import type { SmsProvider } from './providers/sms/sms-provider.ts';
import type { TelecomAccountService } from './providers/telecom/telecom-account-service.ts';
import { purgeRouteRateLimits, routeRateLimitStore } from './security/route-rate-limit-store.ts';
import { stepApplications } from './step-applications.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { JournaledFileStorage } from './storage/journaled-file-storage.ts';

export interface AppDependencies {
  readonly config: Config;
  readonly db: Database;
  readonly clock: Clock;
  readonly emailProvider: EmailProvider;
  readonly smsProvider: SmsProvider;
  /** The telecom operator's accounts, the brands' account directories and the partner directory. */
  readonly telecom: TelecomAccountService;
  readonly brandAccounts: BrandAccountLookup;
  readonly partners: PartnerDirectory;
  /** The human check's work size; tests make it small. */
  readonly humanCheckMaxNumber?: number;
  /** Read-only storage of the files that ship with master data (the attestation videos). */
  readonly masterAssets: FileStorage;
  /** Uploaded documents and e-KYC pictures: a folder outside any served one, or an S3-compatible bucket. */
  readonly fileStorage: FileStorage;
  readonly ekycProvider: EkycProvider;
  /** After approval: LHDN's e-stamping, the Islamic financing's commodity trade, the FPX e-mandate, the payout. */
  readonly eStamping: EStampingProvider;
  readonly commodityTrading: CommodityTradingProvider;
  readonly directDebit: DirectDebitProvider;
  readonly payout: PayoutProvider;
  /** The payment gateway of the customers' online payments (decision 035). */
  readonly paymentGateway: PaymentGatewayProvider;
  /** JomPAY's biller bank: the daily reconciliation file (decision 040). */
  readonly jompay: JompayProvider;
  /**
   * The loan accounts' side of an online payment (the servicing module's): the payments module is registered with it,
   * and only then.
   */
  readonly loanAccountPosting?: LoanAccountPosting;
  /** The sandboxes' failure switches, served to developers outside production; none when not all are sandboxes. */
  readonly sandboxFailures?: SandboxFailureControls;
  /**
   * The loan accounts as the monthly direct-debit run reads and posts them (the servicing module implements the port);
   * without it the run is not registered.
   */
  readonly loanAccountCollections?: LoanAccountCollections;
  /**
   * Whether the daily close of business runs (decision 039; main.ts asks for it): with it the direct-debit run is
   * asked for each business date by the close, not by its own schedule.
   */
  readonly closeOfBusiness?: boolean;
  /**
   * The partner platform (decision 064) and the loan accounts repaid from a partner's commission (the servicing
   * module's side of the port): with both, the monthly partner-commission run is registered.
   */
  readonly partnerCommission?: PartnerCommissionProvider;
  readonly loanAccountCommission?: LoanAccountCommission;
  readonly logger: Logger;
}

export interface BuiltApp {
  readonly app: FastifyInstance;
  readonly jobs: JobWorker;
  /** The token service, for the back office's officer logins and for tests that act as an officer. */
  readonly accounts: Awaited<ReturnType<typeof registerAccounts>>;
  /** The hourly clean-up (main.ts schedules it): spent security records, expired links, abandoned stored objects. */
  readonly housekeeping: () => Promise<HousekeepingReport>;
  /** The monthly direct-debit run, when the loan accounts were given to it. */
  readonly directDebitCollections?: DirectDebitCollectionService;
  /** The daily close of business, when asked for: main.ts runs it at start and on its schedule. */
  readonly closeOfBusiness?: CloseOfBusinessService;
  /** The monthly partner-commission run, when the platform and the loan accounts were given to it (decision 064). */
  readonly partnerCommissionCollection?: PartnerCommissionCollectionService;
  /** JomPAY reconciliation: main.ts queues its daily import at start (`resumeRuns`). */
  readonly jompayReconciliation: JompayService;
  /** The agreements module's side of an application's lifecycle, for the demo data made through that lifecycle. */
  readonly applicationAgreement: ApplicationAgreement;
  /** Whether this process takes traffic (`/readyz`): main.ts marks it draining when it is asked to stop. */
  readonly readiness: ReadinessControl;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's form of the trusted proxies: a number of hops trusts that many addresses nearest the server. */
function fastifyTrustProxy(trusted: TrustedProxies) {
  if (typeof trusted === 'number') return (_address: string, hop: number) => hop < trusted;
  return trusted === false ? false : [...trusted];
}

export async function buildApp(deps: AppDependencies): Promise<BuiltApp> {
  const { config, db, clock } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    // A request that went well is logged at debug, a refused or failed one at info or error (decision 056).
    logController: new RequestLogController(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    // genReqId reads x-request-id itself, so that only a well-formed incoming id is trusted.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  const readiness = createReadiness();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The hooks run on every request take Fastify's callback, not a promise and its turns of the microtask queue.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // Which of several processes answered, when the operator names them (INSTANCE_NAME).
    if (config.instanceName) reply.header('x-served-by', config.instanceName);
    // A draining process closes each connection after its answer, so that a load balancer keeps none open to it.
    if (readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  // A read that sent the session's standing with its first statement answers nothing before it (decision 071).
  app.addHook('onSend', settleStandingBeforeAnswer);
  app.addHook('onRoute', onlyReadsTakeStandingWithFirstRead);
  registerErrorHandling(app);
  app.addHook('preValidation', refuseNulCharacters);

  // Helmet's headers, worked out once from its middleware: @fastify/helmet built it again on every request (decision
  // 056), and its chain of middlewares set the same headers one by one on each (decision 078).
  const securityHeaders = securityHeadersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Same-origin video and file streams must stay embeddable by the app itself.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', sendSecurityHeaders(securityHeaders));
  await app.register(fastifyCompress, { threshold: 1_024 });
  // An overloaded process answers 503 at once, before the rate limits ask the database.
  await registerOverloadGuard(app, config.overload);
  // Route limits are counted in the database, so that every process behind the load balancer counts the same requests.
  await app.register(fastifyRateLimit, { global: false, store: routeRateLimitStore({ db, clock }) });
  await app.register(fastifySwagger, {
    openapi: {
      // 3.0, not 3.1: the docs page reads a 3.1 document through a resolver that took 5 s on ours (decision 084).
      openapi: '3.0.3',
      info: {
        title: 'Sinar Kredit API',
        version: '1.0.0',
        description:
          'Personal loans and Islamic personal financing. Errors are `{ message }` in the language of the `lang` ' +
          'query parameter or the Accept-Language header (English or Malay). Amounts are integers in sen.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        { name: 'auth', description: 'Accounts and sessions: registration, tokens, passwords, profile' },
        { name: 'login', description: 'Logging in: the four tabs, partners, temporary passwords' },
        { name: 'admin-auth', description: "Officers' calls on customer accounts" },
        { name: 'master', description: 'Master data: lists, products and codes, insurance, videos' },
        {
          name: 'application',
          description:
            'The application journey: eligibility, draft, form, email verification, steps, submit, status',
        },
        {
          name: 'sme-application',
          description:
            "SME partners' and staff applications: eligibility, product profiles, draft, submissions, pending, cancel",
        },
        { name: 'documents', description: "An application's documents: upload, list, view, delete" },
        {
          name: 'ekyc',
          description: 'Identity verification: sessions, captures, the phone hand-off, images',
        },
        { name: 'contact', description: 'Contact us' },
        { name: 'operations', description: 'Health' },
        { name: 'jobs', description: 'Background jobs: the failed ones, run again by the admin' },
        { name: 'backoffice', description: "Officers' login, sessions and officer management" },
        {
          name: 'review',
          description: 'Back-office review: queues, applications, decisions, notes, audit trail',
        },
        {
          name: 'agreement',
          description:
            'After approval: the agreement, its approved summary and protection, and the back office’s view of it',
        },
        {
          name: 'payments',
          description:
            'Paying online: payment orders through the payment gateway, its return, callback and notification',
        },
        { name: 'developer', description: 'Sandbox tools, absent in production' },
        {
          name: 'servicing',
          description: 'After disbursement: the loan or financing account, its schedule and payments',
        },
        {
          name: 'jompay',
          description: "JomPAY: the biller bank's daily files, their lines, the parked payments",
        },
      ],
    },
    // A back-office call's declared roles are published as `x-officer-roles`: the security sweep reads them.
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const roles = document.route.config?.officerRoles;
      return roles && transformed.schema
        ? { ...transformed, schema: { ...transformed.schema, 'x-officer-roles': roles } }
        : transformed;
    },
    transformObject: jsonSchemaTransformObject,
  });
  // The document is built either way (the route-guard test reads it); only its publication is configured.
  if (config.apiDocs) {
    // The groups open one at a time: with all 140 operations open at once the page stopped after the first dozen.
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'none' } });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }

  const jobs = new JobWorker(db, app.log);
  for (const provider of [
    deps.eStamping,
    deps.commodityTrading,
    deps.directDebit,
    deps.payout,
    deps.paymentGateway,
  ])
    provider.attach(jobs);
  const { email, sms } = createNotifications({
    db,
    worker: jobs,
    emailProvider: deps.emailProvider,
    smsProvider: deps.smsProvider,
    from: config.email.from,
  });

  await registerHealth(app, { db, readiness });
  await registerContact(app, { db, email, contactInbox: config.email.contactInbox });
  const tokens = accountTokens(config, clock);
  const officers = createOfficerAccess({ config, db, clock, tokens });
  const accounts = await registerAccounts(app, {
    config,
    db,
    clock,
    email,
    sms,
    telecom: deps.telecom,
    brandAccounts: deps.brandAccounts,
    partners: deps.partners,
    tokens,
    officerGuard: officers.guard,
    ...(deps.humanCheckMaxNumber ? { humanCheckMaxNumber: deps.humanCheckMaxNumber } : {}),
  });
  const guards: Guards = {
    customer: accounts.customerGuard,
    officer: officers.guard,
    viewer: createViewerGuard({
      isOfficerToken: async (token) => (await tokens.verifyOfficerToken(token)) !== null,
      customer: accounts.customerGuard,
      officer: officers.guard,
    }),
  };
  // Documents and e-KYC pictures: every object is journaled, so the housekeeping finds any left without its row.
  const fileStorage = new JournaledFileStorage(deps.fileStorage, { db, clock });
  const liveCall = {
    ...config.liveCall,
    publicUrl: config.publicUrl,
    organizer: { name: config.lender.name, email: config.email.contactInbox },
  };
  const applicationAgreement = createApplicationAgreement({ mail: { email, settings: liveCall } });
  const { documents } = await registerDocuments(app, {
    db,
    clock,
    storage: fileStorage,
    guards,
    applications: stepApplications,
  });
  await registerEkyc(app, {
    config,
    db,
    clock,
    storage: fileStorage,
    provider: deps.ekycProvider,
    jobs,
    guards,
    applications: stepApplications,
  });
  const smeApplications = await registerSmeApplications(app, {
    db,
    clock,
    partners: deps.partners,
    guards,
    workflow: config.approvalWorkflow,
    evidence: { documentProblems: requiredDocumentSetProblems, ekycPassed },
    approvalFollowers: [smeAgreementOnApproval(clock)],
    email,
    publicUrl: config.publicUrl,
  });
  const applications = await registerApplications(app, {
    config,
    db,
    clock,
    email,
    telecom: deps.telecom,
    jobs,
    guards,
    evidence: { documentProblems, ekycPassed },
    workflow: config.approvalWorkflow,
    agreement: applicationAgreement,
    partnerSteps: smeApplications.steps,
  });
  await registerReview(app, {
    db,
    clock,
    email,
    publicUrl: config.publicUrl,
    guards,
    files: documents,
    workflow: config.approvalWorkflow,
    agreement: applicationAgreement,
  });
  await registerAgreements(app, {
    db,
    clock,
    guards,
    workflow: config.approvalWorkflow,
    assets: deps.masterAssets,
    storage: fileStorage,
    sms,
    milestones: { worker: jobs, email, publicUrl: config.publicUrl },
    email,
    jobs,
    liveCall,
    applicationAgreement,
    operationsEmail: config.email.operations,
    devControls: config.sandboxesVisible,
    signing: {
      authority: createCertificateAuthority(config, db, app.log, clock),
      seal: await loadLenderSeal(config.signing, config.lender.name),
      lender: config.lender,
    },
    afterSigning: {
      eStamping: deps.eStamping,
      directDebit: deps.directDebit,
      jobs,
      publicUrl: config.publicUrl,
    },
    disbursement: { jobs, commodityTrading: deps.commodityTrading, payout: deps.payout },
  });
  const idempotency = createIdempotency({ store: createIdempotencyStore(db), clock });
  if (deps.loanAccountPosting)
    await registerPayments(app, {
      db,
      clock,
      guards,
      gateway: deps.paymentGateway,
      accounts: deps.loanAccountPosting,
      idempotency,
      jobs,
      publicUrl: config.publicUrl,
      log: app.log,
      email,
      operationsEmail: config.email.operations,
    });
  const directDebitCollections = deps.loanAccountCollections
    ? (
        await registerDirectDebitCollection(app, {
          db,
          clock,
          guards,
          jobs,
          provider: deps.directDebit,
          accounts: deps.loanAccountCollections,
          ...(deps.closeOfBusiness ? { scheduledBy: 'closeOfBusiness' as const } : {}),
          email,
          operationsEmail: config.email.operations,
          publicUrl: config.publicUrl,
        })
      ).collections
    : undefined;
  const { closeOfBusiness } = await registerServicing(app, {
    db,
    clock,
    guards,
    idempotency,
    jobs,
    lender: config.lender,
    ...(deps.closeOfBusiness
      ? {
          closeOfBusiness: {
            email,
            sms,
            ...(directDebitCollections ? { directDebit: directDebitCollections } : {}),
            afterMaturityAnnualBp: config.closeOfBusiness.afterMaturityAnnualBp,
            publicUrl: config.publicUrl,
          },
        }
      : {}),
    jompayBillerCode: config.jompay.billerCode,
    devControls: config.sandboxesVisible,
    settlementTerms: { afterMaturityAnnualBp: config.closeOfBusiness.afterMaturityAnnualBp },
  });
  const partnerCommissionCollection =
    deps.partnerCommission && deps.loanAccountCommission
      ? registerPartnerCommissionCollection({
          db,
          clock,
          jobs,
          provider: deps.partnerCommission,
          accounts: deps.loanAccountCommission,
          email,
          sms,
          operationsEmail: config.email.operations,
        })
      : undefined;
  deps.partnerCommission?.attach(jobs);
  const { jompay } = await registerJompay(app, {
    db,
    clock,
    guards,
    jobs,
    provider: deps.jompay,
    billerCode: config.jompay.billerCode,
    idempotency,
    payout: deps.payout,
  });
  await registerOfficers(app, { config, db, clock, access: officers });
  await registerMaster(app, { db, clock, assets: deps.masterAssets, guards });
  await registerJobs(app, { db, clock, guards });
  if (config.sandboxesVisible)
    await registerDevInbox(app, { read: (filter) => readSandboxMailbox(db, filter) });
  if (config.sandboxesVisible && deps.sandboxFailures)
    await app.register(sandboxFailureRoutes(deps.sandboxFailures));
  // The sandbox bank's pages exist while the e-mandate is the sandbox's: the customer is sent there to authorise.
  if (deps.directDebit instanceof SandboxDirectDebitProvider)
    await app.register(sandboxFpxBankRoutes(deps.directDebit));
  // The sandbox gateway's payment page exists while the gateway is the sandbox: the customer is sent there to pay.
  if (deps.paymentGateway instanceof SandboxPaymentGatewayProvider)
    await app.register(sandboxGatewayPageRoutes(deps.paymentGateway));
  // The sandbox bank's JomPAY page exists while JomPAY is the sandbox: a person pays a bill there.
  if (deps.jompay instanceof SandboxJompayProvider) await app.register(sandboxJompayPageRoutes(deps.jompay));
  // The partner platform sandbox's balances and failures, for demos (decision 064).
  if (config.sandboxesVisible && deps.partnerCommission instanceof SandboxPartnerCommissionProvider)
    await app.register(sandboxPartnerCommissionRoutes(deps.partnerCommission));
  await registerWebApp(app, { webDistDir: config.webDistDir, backofficeDistDir: config.backofficeDistDir });

  const housekeeping = createHousekeeping({
    db,
    purgeSecurityRecords: accounts.purgeExpired,
    purgeEmailLinks: applications.purgeExpired,
    purgeIdempotencyKeys: idempotency.purgeExpired,
    purgeRouteRateLimits: () => purgeRouteRateLimits({ db, clock }),
    storage: fileStorage,
    references: [isStoredDocument, isStoredCapture, isStoredAgreementFile],
  });
  return {
    app,
    jobs,
    accounts,
    housekeeping,
    jompayReconciliation: jompay,
    applicationAgreement,
    readiness,
    ...(directDebitCollections ? { directDebitCollections } : {}),
    ...(closeOfBusiness ? { closeOfBusiness } : {}),
    ...(partnerCommissionCollection ? { partnerCommissionCollection } : {}),
  };
}

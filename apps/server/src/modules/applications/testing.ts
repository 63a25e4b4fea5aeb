import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import {
  APPLICATION_PATHS,
  type CatalogKey,
  type IdentityCardType,
  STEP_PATHS,
  type TokenPair,
} from '@sinar/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { loadConfig } from '../../config/config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { registerErrorHandling } from '../../http/error-handler.ts';
import { JobWorker } from '../../jobs/job-queue.ts';
import { type Clock, fixedClock } from '../../lib/clock.ts';
import { SandboxBrandAccountDirectory } from '../../providers/brand-accounts/sandbox-brand-account-directory.ts';
import { SandboxEmailProvider } from '../../providers/email/sandbox-email-provider.ts';
import { SandboxPartnerDirectory } from '../../providers/partners/sandbox-partner-directory.ts';
import { SandboxSmsProvider } from '../../providers/sms/sandbox-sms-provider.ts';
import { SandboxTelecomAccountService } from '../../providers/telecom/sandbox-telecom-account-service.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createApplicationAgreement } from '../agreements/application-agreement.ts';
import { accountTokens, registerAccounts } from '../auth/auth-module.ts';
import { insertCustomer } from '../auth/testing.ts';
import { EmailService } from '../notifications/email-service.ts';
import { SmsService } from '../notifications/sms-service.ts';
import { createOfficerAccess } from '../officers/officers-module.ts';
import type { StepEvidence } from './application-ports.ts';
import { registerApplications } from './applications-module.ts';
import { COMPLETE_FORM } from './testing/complete-form.ts';

/**
 * The applications module's API tests run the accounts and applications modules on a real database engine, with
 * the sandboxes and a clock the test controls, and step evidence the test sets: the documents and e-KYC modules
 * that supply it in the app are tested on their own.
 */

/** Evidence the test decides: an application's document problems, and whether its e-KYC passed. */
export class TestStepEvidence implements StepEvidence {
  readonly #documentsComplete = new Set<string>();
  readonly #ekycPassed = new Set<string>();

  completeDocuments(applicationId: string): void {
    this.#documentsComplete.add(applicationId);
  }

  passEkyc(applicationId: string): void {
    this.#ekycPassed.add(applicationId);
  }

  async documentProblems(_tx: Queryable, applicationId: string): Promise<readonly CatalogKey[]> {
    return this.#documentsComplete.has(applicationId)
      ? []
      : ['errors.requiredDocumentsMissing', 'uploads.problems.salarySlipExactlyThree'];
  }

  async ekycPassed(_tx: Queryable, applicationId: string): Promise<boolean> {
    return this.#ekycPassed.has(applicationId);
  }
}

export interface ApplicationsTestApp {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: ReturnType<typeof fixedClock>;
  readonly evidence: TestStepEvidence;
  readonly publicUrl: string;
  /** Delivers queued emails to the sandbox, as if time had passed. */
  settle(): Promise<void>;
  /** An individual customer with an open session, as its tokens; each call makes a new one. */
  applicant(person?: Partial<TestPerson>): Promise<TestApplicant>;
  close(): Promise<void>;
}

export interface TestPerson {
  readonly fullName: string;
  readonly phoneNo: string;
  readonly nric: string | null;
  readonly icType: IdentityCardType | null;
  readonly email: string | null;
  readonly organizationType: 'INDIVIDUAL' | 'STAFF' | 'SME';
  /** The registration's gross salary range, by its code (migration 0002). */
  readonly grossSalaryRangeId: string | null;
}

export interface TestApplicant {
  readonly userId: string;
  readonly email: string | null;
  readonly tokens: TokenPair;
  readonly headers: Record<string, string>;
  /** Each applicant calls from an address of their own, so that per-address limits count them apart. */
  readonly ip: string;
}

/**
 * Aisyah of the demo accounts: the sandbox operator's eligible line, her NRIC as the operator knows it; registered
 * as earning RM4,000 - RM4,999 gross, which the checks' net salary of RM4,000 fits.
 */
export const AISYAH: TestPerson = {
  fullName: 'Aisyah binti Rahman',
  phoneNo: '0123000001',
  nric: '900615145672',
  icType: 'MYKAD',
  email: 'aisyah@example.com',
  organizationType: 'INDIVIDUAL',
  grossSalaryRangeId: '4',
};

export const PUBLIC_URL = 'https://sinar.test';

export async function createApplicationsTestApp(
  options: { now?: string } = {},
): Promise<ApplicationsTestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'sinar-applications-test-')),
    PUBLIC_URL,
  });
  const db = await openTestDatabase();
  const clock = fixedClock(options.now ?? '2026-11-23T02:00:00Z');
  const logger: FastifyBaseLogger = pino({ level: 'silent' });
  const emailProvider = new SandboxEmailProvider({ db, deliveryDelayMs: 1, log: logger });
  const smsProvider = new SandboxSmsProvider({ db, deliveryDelayMs: 1, log: logger });
  const directories = { db, clock: clock as Clock, latencyMs: 0 };
  const telecom = new SandboxTelecomAccountService(directories);

  const app = Fastify({ loggerInstance: logger });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(fastifyRateLimit, { global: false });
  const jobs = new JobWorker(db, app.log);
  const email = new EmailService({ db, provider: emailProvider, from: 'noreply@sinar.test', worker: jobs });
  const sms = new SmsService({ db, provider: smsProvider, worker: jobs });
  const tokens = accountTokens(config, clock);
  const accounts = await registerAccounts(app, {
    config,
    db,
    clock,
    email,
    sms,
    telecom,
    brandAccounts: new SandboxBrandAccountDirectory(directories),
    partners: new SandboxPartnerDirectory(directories),
    humanCheckMaxNumber: 50,
    tokens,
    officerGuard: createOfficerAccess({ config, db, clock, tokens }).guard,
  });
  const evidence = new TestStepEvidence();
  await registerApplications(app, {
    config,
    db,
    clock,
    email,
    telecom,
    jobs,
    guards: { customer: accounts.customerGuard },
    evidence,
    agreement: createApplicationAgreement({
      mail: {
        email,
        settings: { publicUrl: PUBLIC_URL, organizer: { name: 'Sinar Kredit', email: 'support@sinar.test' } },
      },
    }),
  });
  await app.ready();

  let people = 0;
  return {
    app,
    db,
    clock,
    evidence,
    publicUrl: PUBLIC_URL,
    async settle() {
      await jobs.runDue();
      await emailProvider.settle();
    },
    async applicant(person = {}) {
      people += 1;
      const serial = String(people).padStart(4, '0');
      // A generic good line of the sandbox operator, and an NRIC born 1992-04-11 in Selangor: both unused.
      const whole: TestPerson = {
        ...AISYAH,
        fullName: `Applicant ${serial}`,
        phoneNo: `0117000${serial}`,
        nric: `92041110${serial}`,
        email: `applicant.${randomUUID().slice(0, 8)}@example.com`,
        ...person,
      };
      const user = await insertCustomer(db, { ...whole, brands: ['conventional'] });
      const tokens = await accounts.sessions.open(db, user, 'telecom', { ip: null, userAgent: null });
      return {
        userId: user.id,
        email: whole.email,
        tokens,
        headers: { authorization: `Bearer ${tokens.accessToken}` },
        ip: `192.0.2.${people % 250}`,
      };
    },
    async close() {
      await app.close();
      await jobs.stop();
      await emailProvider.close();
      await smsProvider.close();
      await db.close();
    },
  };
}

/** What the journey helpers below need of a test app: this module's, or the whole server's (createTestApp). */
type JourneyApp = Pick<ApplicationsTestApp, 'app' | 'db' | 'settle'>;

/** The newest email to a recipient, as the sandbox received it. */
export async function lastEmailTo(t: JourneyApp, recipient: string): Promise<string> {
  await t.settle();
  const [row] = await t.db.query<{ body: string }>(
    `select body_text as body from sandbox_messages where lower(recipient) = lower($1)
     order by created_at desc, id desc limit 1`,
    [recipient],
  );
  if (!row) throw new Error(`no message to ${recipient}`);
  return row.body;
}

export function codeOf(emailBody: string): string {
  const code = /code is (\d{6})|ialah (\d{6})/.exec(emailBody);
  const digits = code?.[1] ?? code?.[2];
  if (!digits) throw new Error(`no code in: ${emailBody}`);
  return digits;
}

export function linkTokenOf(emailBody: string): string {
  const token = /\/email-verification\/link\/([A-Za-z0-9_-]+)/.exec(emailBody)?.[1];
  if (!token) throw new Error(`no link in: ${emailBody}`);
  return token;
}

/** A quick check a salary of RM4,000 passes: RM5,000 over 12 months, for a wedding. */
export const CHECK = {
  amountSen: 500_000,
  tenureMonths: 12,
  loanReasonId: '4',
  netSalarySen: 400_000,
  applicationType: 'conventional',
} as const;

export function call(
  t: JourneyApp,
  who: TestApplicant | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(who ? { remoteAddress: who.ip } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A draft made through the API from an eligible check; returns its id and number. */
export async function draftOf(
  t: JourneyApp,
  who: TestApplicant,
  check: Record<string, unknown> = {},
): Promise<{ id: string; applicationNo: string }> {
  const body = { ...CHECK, ...check };
  const checked = await call(t, who, 'POST', APPLICATION_PATHS.eligibility, body);
  if (checked.statusCode !== 200 || !checked.json().eligible)
    throw new Error(`eligibility check failed: ${checked.statusCode} ${checked.body}`);
  const drafted = await call(t, who, 'POST', APPLICATION_PATHS.draft, {
    checkId: checked.json().checkId,
    applicationType: body.applicationType,
  });
  if (drafted.statusCode !== 201) throw new Error(`draft failed: ${drafted.statusCode} ${drafted.body}`);
  return drafted.json();
}

/** The email step through the API: send, read the code from the sandbox inbox, enter it. */
export async function verifyEmail(t: JourneyApp, who: TestApplicant, id: string): Promise<void> {
  const sent = await call(t, who, 'POST', APPLICATION_PATHS.emailVerification(id));
  if (sent.statusCode !== 200) throw new Error(`email send failed: ${sent.statusCode} ${sent.body}`);
  const code = codeOf(await lastEmailTo(t, who.email ?? ''));
  const checked = await call(t, who, 'POST', APPLICATION_PATHS.emailVerificationCode(id), { code });
  if (checked.statusCode !== 200) throw new Error(`code failed: ${checked.statusCode} ${checked.body}`);
}

/** A draft with the form, email and documents steps done: ready to submit. */
export async function readyToSubmit(t: ApplicationsTestApp, who: TestApplicant) {
  const draft = await draftOf(t, who);
  const saved = await call(t, who, 'PATCH', APPLICATION_PATHS.update('en', draft.id), COMPLETE_FORM);
  if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
  const form = await call(t, who, 'PATCH', STEP_PATHS.applicationFormCompleted(draft.id));
  if (form.statusCode !== 200) throw new Error(`form step failed: ${form.body}`);
  await verifyEmail(t, who, draft.id);
  t.evidence.completeDocuments(draft.id);
  const documents = await call(t, who, 'PATCH', STEP_PATHS.documentUploadCompleted(draft.id));
  if (documents.statusCode !== 200) throw new Error(`documents step failed: ${documents.body}`);
  return draft;
}

export const SUBMIT = { consentPersonalDataAndCreditCheck: true, acknowledgeProtectionPlan: true } as const;

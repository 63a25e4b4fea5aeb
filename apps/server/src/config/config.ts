import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIVE_CALL_DEFAULT_SLOT_CAPACITY, WORKFLOWS, type Workflow } from '@sinar/domain';
import { z } from 'zod';
import { parseTrustedProxies, type TrustedProxies } from './trusted-proxies.ts';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPOSITORY_ROOT = path.resolve(SERVER_ROOT, '../..');

export const SANDBOXABLE_PROVIDERS = [
  'email',
  'sms',
  'telecom',
  'brand-accounts',
  'partners',
  'ekyc',
  'certificate-authority',
  'e-stamping',
  'commodity-trading',
  'direct-debit',
  'payout',
  'payment-gateway',
  'partner-commission',
  'jompay',
] as const;
/**
 * Systems whose only implementation so far is the sandbox: the operator's and partners' own APIs are reached through
 * their interfaces once contracts are signed. Production refuses them unless ALLOW_SANDBOX_IN_PRODUCTION lists them.
 */
const SANDBOX_ONLY_PROVIDERS = [
  'sms',
  'telecom',
  'brand-accounts',
  'partners',
  'ekyc',
  'certificate-authority',
  'e-stamping',
  'commodity-trading',
  'direct-debit',
  'payout',
  'payment-gateway',
  'partner-commission',
  'jompay',
] as const;
/** The lender's particulars and seal: development defaults outside production, which must set its own. */
const LENDER_VARIABLES = [
  'LENDER_NAME',
  'LENDER_COMPANY_NO',
  'LENDER_LICENCE_NO',
  'LENDER_ADDRESS',
  'LENDER_SEAL_P12_FILE',
  'LENDER_SEAL_P12_PASSPHRASE',
] as const;
export type SandboxableProvider = (typeof SANDBOXABLE_PROVIDERS)[number];

const MEBIBYTE = 1_048_576;
const port = z.coerce.number().int().min(1).max(65_535);
const milliseconds = z.coerce.number().int().min(0).max(3_600_000);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * Every environment variable the server reads, with its default. README's configuration table lists the same.
 * A bad value stops the server at start with a message naming the variable and its rule, never the value.
 */
const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: port.default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// connection string' })
      .optional(),
    DATA_DIR: z.string().min(1).default(path.join(REPOSITORY_ROOT, 'data')),
    WEB_DIST_DIR: z.string().min(1).default(path.join(REPOSITORY_ROOT, 'apps/web/dist')),
    BACKOFFICE_DIST_DIR: z.string().min(1).default(path.join(REPOSITORY_ROOT, 'apps/backoffice/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** This process's name among several behind a load balancer: sent in `x-served-by` and written in its logs. */
    INSTANCE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,40}$/, {
        error: 'must be 1 to 40 letters, digits, dots, dashes or underscores',
      })
      .optional(),
    /** How long a stopping process keeps serving while its readiness says draining (decision 055). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((text, context) => {
        const parsed = parseTrustedProxies(text);
        if (parsed.ok) return parsed.value;
        context.addIssue({ code: 'custom', message: parsed.rule });
        return z.NEVER;
      }),
    EMAIL_PROVIDER: z.enum(['sandbox', 'smtp']).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    EMAIL_FROM: z.string().min(3).default('Sinar Kredit <no-reply@sinarkredit.com.my>'),
    CONTACT_INBOX_EMAIL: z.email().default('support@sinarkredit.com.my'),
    OPERATIONS_EMAIL: z.email().default('operations@sinarkredit.com.my'),
    ALLOW_SANDBOX_IN_PRODUCTION: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(SANDBOXABLE_PROVIDERS))),
    AUTH_TOKEN_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3_600).default(900),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(86_400).default(1_800),
    SESSION_MAX_AGE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
    SANDBOX_DELIVERY_DELAY_MS: milliseconds.default(300),
    JOB_POLL_INTERVAL_MS: milliseconds.default(1_000),
    /** How long the e-KYC sandbox takes to give its verdict, like a real provider checking the images. */
    EKYC_SANDBOX_DELAY_MS: milliseconds.default(2_000),
    /** How long the sandboxes after approval take to report: an assessment, a trade, a mandate, a payout. */
    E_STAMPING_SANDBOX_DELAY_MS: milliseconds.default(3_000),
    COMMODITY_TRADING_SANDBOX_DELAY_MS: milliseconds.default(1_000),
    DIRECT_DEBIT_SANDBOX_DELAY_MS: milliseconds.default(3_000),
    PAYOUT_SANDBOX_DELAY_MS: milliseconds.default(3_000),
    PARTNER_COMMISSION_SANDBOX_DELAY_MS: milliseconds.default(3_000),
    /** How long the payment gateway's sandbox takes to post its callback and notification after the customer pays. */
    PAYMENT_GATEWAY_SANDBOX_DELAY_MS: milliseconds.default(2_000),
    /** The Islamic interbank money market rate a year, in basis points: ta'widh on financing overdue after maturity. */
    ISLAMIC_AFTER_MATURITY_RATE_BP: z.coerce.number().int().min(0).max(10_000).default(300),
    /** How often the server checks whether a business day is waiting for its close (decision 039). */
    CLOSE_OF_BUSINESS_CHECK_INTERVAL_MS: milliseconds.default(300_000),
    /** The lender's JomPAY biller code, given by its biller bank (decision 034). */
    JOMPAY_BILLER_CODE: z
      .string()
      .regex(/^\d{4,6}$/)
      .default('83212'),
    STORAGE_KIND: z.enum(['disk', 's3']).default('disk'),
    STORAGE_DIR: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a valid bucket name' })
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `/docs` and `/openapi.json`: published outside production unless set to false, off in production unless true. */
    API_DOCS: flag.optional(),
    /**
     * Overload (decision 054): past any threshold the server answers 503 with Retry-After at once rather than queueing
     * requests until they time out. 0 turns a check off.
     */
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: milliseconds.default(1_000),
    OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
    OVERLOAD_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).max(1_048_576).default(0),
    OVERLOAD_MAX_RSS_MB: z.coerce.number().int().min(0).max(1_048_576).default(0),
    OVERLOAD_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
    OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3_600).default(10),
    /** The lender's approval workflow: one verifier and one approver, or two of each. */
    APPROVAL_WORKFLOW: z.enum(WORKFLOWS).default('single'),
    /** The lender's licence particulars, printed on every agreement (Schedule J). */
    LENDER_NAME: z.string().trim().min(1).optional(),
    /** Live attestation calls: the calls the attestation officers hold at once in a slot, and the video rooms' base. */
    LIVE_CALL_SLOT_CAPACITY: z.coerce.number().int().min(1).max(50).optional(),
    LIVE_CALL_JOIN_BASE_URL: z.url().default('https://meet.jit.si/'),
    LENDER_COMPANY_NO: z.string().trim().min(1).optional(),
    LENDER_LICENCE_NO: z.string().trim().min(1).optional(),
    LENDER_ADDRESS: z.string().trim().min(1).optional(),
    /** The lender's seal: a PKCS#12 file with its key and certificate, and the file's passphrase. */
    LENDER_SEAL_P12_FILE: z.string().min(1).optional(),
    LENDER_SEAL_P12_PASSPHRASE: z.string().min(1).optional(),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_TOKEN_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_TOKEN_SECRET'],
        message: 'must be set in production (a random secret of at least 32 characters)',
      });
    }
    if (env.NODE_ENV === 'production') {
      const refused = SANDBOX_ONLY_PROVIDERS.filter(
        (name) => !env.ALLOW_SANDBOX_IN_PRODUCTION.includes(name),
      );
      if (refused.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['ALLOW_SANDBOX_IN_PRODUCTION'],
          message: `must list ${refused.join(', ')}: only their sandboxes exist, which production refuses unless allowed`,
        });
      }
    }
    if (env.NODE_ENV === 'production') {
      for (const variable of LENDER_VARIABLES) {
        if (!env[variable])
          context.addIssue({
            code: 'custom',
            path: [variable],
            message: 'must be set in production (the development default is not the lender)',
          });
      }
    }
    if (env.STORAGE_KIND === 's3') {
      for (const variable of [
        'S3_ENDPOINT',
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ] as const) {
        if (!env[variable])
          context.addIssue({
            code: 'custom',
            path: [variable],
            message: 'is required when STORAGE_KIND is s3',
          });
      }
    }
    const emailProvider = env.EMAIL_PROVIDER ?? (env.NODE_ENV === 'production' ? undefined : 'sandbox');
    if (!emailProvider) {
      context.addIssue({
        code: 'custom',
        path: ['EMAIL_PROVIDER'],
        message: 'must be set in production (smtp)',
      });
    }
    if (emailProvider === 'smtp' && !env.SMTP_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when EMAIL_PROVIDER is smtp',
      });
    }
    if (
      env.NODE_ENV === 'production' &&
      emailProvider === 'sandbox' &&
      !env.ALLOW_SANDBOX_IN_PRODUCTION.includes('email')
    ) {
      context.addIssue({
        code: 'custom',
        path: ['EMAIL_PROVIDER'],
        message: 'is the sandbox, which production refuses unless ALLOW_SANDBOX_IN_PRODUCTION lists email',
      });
    }
  });

export type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  readonly env: Environment['NODE_ENV'];
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  readonly database:
    | { readonly kind: 'pglite'; readonly dataDir: string }
    | { readonly kind: 'postgres'; readonly url: string };
  readonly dataDir: string;
  readonly webDistDir: string;
  /** The officers' app, served at /backoffice. */
  readonly backofficeDistDir: string;
  readonly logLevel: Environment['LOG_LEVEL'];
  /** This process's name among several behind a load balancer (`x-served-by`); none when it runs alone. */
  readonly instanceName: string | undefined;
  /**
   * On SIGTERM or SIGINT the process answers `/readyz` with 503 and keeps serving this long, so that the load balancer
   * notices and sends new requests elsewhere, before it stops taking connections (decision 055).
   */
  readonly shutdownDrainMs: number;
  /** The proxies whose X-Forwarded-For names the client: none, a number of hops, or their addresses. */
  readonly trustProxy: TrustedProxies;
  readonly email: {
    readonly provider: 'sandbox' | 'smtp';
    readonly smtpUrl: string | undefined;
    readonly from: string;
    readonly contactInbox: string;
    /** The operations team's shared inbox: alerts about work after approval that needs a person. */
    readonly operations: string;
  };
  readonly auth: {
    /**
     * Signs access tokens (HS256). Outside production, when none is set, a random one is made at start and
     * `tokenSecretMade` is true: `shareDevelopmentSecret` then takes the one kept in the database instead.
     */
    readonly tokenSecret: string;
    readonly tokenSecretMade: boolean;
    readonly accessTokenTtlSeconds: number;
    /** A refresh token not used within this time expires; each use rotates it. */
    readonly refreshTokenTtlSeconds: number;
    /** However often it is refreshed, a session ends this long after its login. */
    readonly sessionMaxAgeSeconds: number;
  };
  /** Sandboxes answer like the real systems; the developer inbox and its API exist only when this is true. */
  readonly sandboxesVisible: boolean;
  readonly sandboxDeliveryDelayMs: number;
  readonly jobPollIntervalMs: number;
  /** Where uploaded documents and e-KYC images live: never inside a served folder. */
  readonly storage: StorageConfig;
  readonly ekyc: { readonly provider: 'sandbox'; readonly sandboxDelayMs: number };
  /** LHDN's e-stamping, the Islamic financing's commodity trade, the FPX e-mandate and the payout: sandboxes so far. */
  readonly eStamping: SandboxOnlyProviderConfig;
  readonly commodityTrading: SandboxOnlyProviderConfig;
  readonly directDebit: SandboxOnlyProviderConfig;
  readonly payout: SandboxOnlyProviderConfig;
  /** The partner platform's commission and e-wallet deductions (decision 064). */
  readonly partnerCommission: SandboxOnlyProviderConfig;
  /** The payment gateway of the customers' online payments (decision 035): a sandbox so far. */
  readonly paymentGateway: SandboxOnlyProviderConfig;
  /** The daily close of business (decision 039): the interbank rate it charges after maturity, and its check. */
  readonly closeOfBusiness: { readonly afterMaturityAnnualBp: number; readonly checkIntervalMs: number };
  /** JomPAY (decisions 034 and 040): the biller code customers pay to; the biller bank's file is the sandbox's so far. */
  readonly jompay: { readonly provider: 'sandbox'; readonly billerCode: string };
  /** 'single' (verifier, approver) or 'twoLevel' (two verifiers, two approvers): the whole review follows it. */
  readonly approvalWorkflow: Workflow;
  /** Whether `/docs` and `/openapi.json` are served: a map of every call is no business of the public's. */
  readonly apiDocs: boolean;
  /** The lender's licence particulars, printed on every agreement. */
  readonly lender: {
    readonly name: string;
    readonly companyNo: string;
    readonly licenceNo: string;
    readonly address: string;
  };
  /** The lender's seal on every signed agreement. */
  readonly signing: {
    readonly sealP12File: string;
    readonly sealP12Passphrase: string;
    /** Outside production a missing seal file is made at first start with a self-signed development certificate. */
    readonly createDevelopmentSeal: boolean;
  };
  readonly certificateAuthority: { readonly provider: 'sandbox' };
  /** Live attestation calls: places per slot; each call's join link is this base and a room name of its own. */
  readonly liveCall: { readonly slotCapacity: number; readonly joinBaseUrl: string };
  /** When the server sheds load with a 503 (decision 054); a threshold of 0 is not checked. */
  readonly overload: OverloadConfig;
}

export interface OverloadConfig {
  /** The event loop's mean delay over a sample, in milliseconds. */
  readonly maxEventLoopDelayMs: number;
  /** The share of a sample the event loop was busy, 0 to 1. */
  readonly maxEventLoopUtilization: number;
  readonly maxHeapUsedBytes: number;
  readonly maxRssBytes: number;
  /** How often the process's load is measured. */
  readonly sampleIntervalMs: number;
  /** What the 503's Retry-After asks of the caller, in seconds. */
  readonly retryAfterSeconds: number;
}

/** The lender outside production: clearly not a real licence, so that no demo agreement passes for a real one. */
export const DEVELOPMENT_LENDER = {
  name: 'Sinar Kredit Sdn. Bhd. (development)',
  companyNo: '000000000000 (0000000-X)',
  licenceNo: 'WL0000/00/00-0/000000 (development)',
  address: 'Level 1, Sandbox Tower, Jalan Contoh, 50000 Kuala Lumpur',
} as const;

export interface SandboxOnlyProviderConfig {
  readonly provider: 'sandbox';
  /** How long the sandbox takes to report what it was asked, as the real system does later. */
  readonly sandboxDelayMs: number;
}

export type StorageConfig =
  | { readonly kind: 'disk'; readonly dir: string }
  | {
      readonly kind: 's3';
      readonly endpoint: string;
      readonly bucket: string;
      readonly region: string;
      readonly accessKeyId: string;
      readonly secretAccessKey: string;
    };

/** The passphrase of the development seal made at first start; production sets its own. */
export const DEVELOPMENT_SEAL_PASSPHRASE = 'development-seal';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(environment: NodeJS.ProcessEnv | Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    // The variable and its rule, never the value: a refused value may be a secret (a token secret, a password in a
    // connection string), and this message goes to the console and the logs.
    const problems = parsed.error.issues.map(
      (issue) => `  ${String(issue.path[0] ?? 'environment')} ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    backofficeDistDir: path.resolve(env.BACKOFFICE_DIST_DIR),
    logLevel: env.LOG_LEVEL,
    instanceName: env.INSTANCE_NAME,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    trustProxy: env.TRUST_PROXY,
    email: {
      provider: env.EMAIL_PROVIDER ?? 'sandbox',
      smtpUrl: env.SMTP_URL,
      from: env.EMAIL_FROM,
      contactInbox: env.CONTACT_INBOX_EMAIL,
      operations: env.OPERATIONS_EMAIL,
    },
    auth: {
      tokenSecret: env.AUTH_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
      tokenSecretMade: env.AUTH_TOKEN_SECRET === undefined,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
      sessionMaxAgeSeconds: env.SESSION_MAX_AGE_HOURS * 3_600,
    },
    sandboxesVisible: env.NODE_ENV !== 'production',
    sandboxDeliveryDelayMs: env.SANDBOX_DELIVERY_DELAY_MS,
    jobPollIntervalMs: env.JOB_POLL_INTERVAL_MS,
    storage: storageConfig(env, dataDir),
    ekyc: { provider: 'sandbox', sandboxDelayMs: env.EKYC_SANDBOX_DELAY_MS },
    eStamping: { provider: 'sandbox', sandboxDelayMs: env.E_STAMPING_SANDBOX_DELAY_MS },
    commodityTrading: { provider: 'sandbox', sandboxDelayMs: env.COMMODITY_TRADING_SANDBOX_DELAY_MS },
    directDebit: { provider: 'sandbox', sandboxDelayMs: env.DIRECT_DEBIT_SANDBOX_DELAY_MS },
    payout: { provider: 'sandbox', sandboxDelayMs: env.PAYOUT_SANDBOX_DELAY_MS },
    partnerCommission: { provider: 'sandbox', sandboxDelayMs: env.PARTNER_COMMISSION_SANDBOX_DELAY_MS },
    paymentGateway: { provider: 'sandbox', sandboxDelayMs: env.PAYMENT_GATEWAY_SANDBOX_DELAY_MS },
    closeOfBusiness: {
      afterMaturityAnnualBp: env.ISLAMIC_AFTER_MATURITY_RATE_BP,
      checkIntervalMs: env.CLOSE_OF_BUSINESS_CHECK_INTERVAL_MS,
    },
    jompay: { provider: 'sandbox', billerCode: env.JOMPAY_BILLER_CODE },
    approvalWorkflow: env.APPROVAL_WORKFLOW,
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    lender: {
      name: env.LENDER_NAME ?? DEVELOPMENT_LENDER.name,
      companyNo: env.LENDER_COMPANY_NO ?? DEVELOPMENT_LENDER.companyNo,
      licenceNo: env.LENDER_LICENCE_NO ?? DEVELOPMENT_LENDER.licenceNo,
      address: env.LENDER_ADDRESS ?? DEVELOPMENT_LENDER.address,
    },
    signing: {
      sealP12File: path.resolve(env.LENDER_SEAL_P12_FILE ?? path.join(dataDir, 'signing', 'lender-seal.p12')),
      sealP12Passphrase: env.LENDER_SEAL_P12_PASSPHRASE ?? DEVELOPMENT_SEAL_PASSPHRASE,
      createDevelopmentSeal: env.NODE_ENV !== 'production',
    },
    certificateAuthority: { provider: 'sandbox' },
    liveCall: {
      slotCapacity: env.LIVE_CALL_SLOT_CAPACITY ?? LIVE_CALL_DEFAULT_SLOT_CAPACITY,
      joinBaseUrl: env.LIVE_CALL_JOIN_BASE_URL,
    },
    overload: {
      maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: env.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes: env.OVERLOAD_MAX_HEAP_USED_MB * MEBIBYTE,
      maxRssBytes: env.OVERLOAD_MAX_RSS_MB * MEBIBYTE,
      sampleIntervalMs: env.OVERLOAD_SAMPLE_INTERVAL_MS,
      retryAfterSeconds: env.OVERLOAD_RETRY_AFTER_SECONDS,
    },
  };
}

/** Disk storage defaults to `uploads` beside the embedded database's folder, outside the served web build. */
function storageConfig(env: Environment, dataDir: string): StorageConfig {
  if (env.STORAGE_KIND === 'disk')
    return { kind: 'disk', dir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'uploads')) };
  // superRefine has made sure these are set.
  return {
    kind: 's3',
    endpoint: (env.S3_ENDPOINT ?? '').replace(/\/$/, ''),
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
  };
}

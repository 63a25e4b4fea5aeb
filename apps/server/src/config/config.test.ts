import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_LENDER, loadConfig } from './config.ts';
import { PRODUCTION_LENDER, PRODUCTION_SANDBOXES } from './testing.ts';

describe('loadConfig', () => {
  it('runs on the embedded database with sandboxes when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      database: { kind: 'pglite' },
      email: { provider: 'sandbox', contactInbox: 'support@sinarkredit.com.my' },
      sandboxesVisible: true,
    });
    expect(config.database.kind === 'pglite' && config.database.dataDir).toMatch(/data\/pglite$/);
  });

  it('prints the development lender and makes a development seal outside production', () => {
    const config = loadConfig({ DATA_DIR: '/var/sinar' });
    expect(config.lender).toEqual(DEVELOPMENT_LENDER);
    expect(config.signing).toMatchObject({
      sealP12File: '/var/sinar/signing/lender-seal.p12',
      createDevelopmentSeal: true,
    });
    expect(config.certificateAuthority.provider).toBe('sandbox');
  });

  it("takes the lender's particulars and seal from the environment", () => {
    const config = loadConfig({ ...PRODUCTION_LENDER, LENDER_NAME: ' Sinar Kredit Sdn. Bhd. ' });
    expect(config.lender).toEqual({
      name: 'Sinar Kredit Sdn. Bhd.',
      companyNo: '202301045678 (1512345-K)',
      licenceNo: 'WL7788/10/01-9/250227',
      address: 'Level 12, Menara Sinar, 50250 Kuala Lumpur',
    });
    expect(config.signing).toMatchObject({
      sealP12File: '/etc/sinar/lender-seal.p12',
      sealP12Passphrase: 'a-seal-passphrase',
    });
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/lending' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/lending',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT /],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres:\/\/ connection string/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ CONTACT_INBOX_EMAIL: 'not-an-email' }, /CONTACT_INBOX_EMAIL/],
    [{ EMAIL_PROVIDER: 'smtp' }, /SMTP_URL is required when EMAIL_PROVIDER is smtp/],
    [{ NODE_ENV: 'production' }, /EMAIL_PROVIDER must be set in production/],
    [
      { NODE_ENV: 'production', EMAIL_PROVIDER: 'sandbox' },
      /EMAIL_PROVIDER is the sandbox, which production refuses/,
    ],
    [{ ALLOW_SANDBOX_IN_PRODUCTION: 'email,telepathy' }, /ALLOW_SANDBOX_IN_PRODUCTION/],
    [{ NODE_ENV: 'production' }, /AUTH_TOKEN_SECRET must be set in production/],
    [{ AUTH_TOKEN_SECRET: 'short' }, /AUTH_TOKEN_SECRET must be at least 32 characters/],
    [{ STORAGE_KIND: 's3' }, /S3_ENDPOINT is required when STORAGE_KIND is s3/],
    [{ STORAGE_KIND: 's3', S3_ENDPOINT: 'http://s3' }, /S3_BUCKET is required when STORAGE_KIND is s3/],
    [{ STORAGE_KIND: 'ftp' }, /STORAGE_KIND/],
    [{ S3_BUCKET: 'Not_A_Bucket' }, /S3_BUCKET must be a valid bucket name/],
    [
      { NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'email,sms,telecom,brand-accounts,partners' },
      /ALLOW_SANDBOX_IN_PRODUCTION must list ekyc, certificate-authority, e-stamping, commodity-trading, direct-debit, payout/,
    ],
    [
      {
        NODE_ENV: 'production',
        ALLOW_SANDBOX_IN_PRODUCTION:
          'email,sms,telecom,brand-accounts,partners,ekyc,certificate-authority,e-stamping,payout',
      },
      /ALLOW_SANDBOX_IN_PRODUCTION must list commodity-trading, direct-debit, payment-gateway, partner-commission, jompay:/,
    ],
    [
      { NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'email,sms' },
      /ALLOW_SANDBOX_IN_PRODUCTION must list telecom, brand-accounts, partners, ekyc, certificate-authority, e-stamping/,
    ],
    [{ NODE_ENV: 'production' }, /LENDER_LICENCE_NO must be set in production/],
    [{ NODE_ENV: 'production' }, /LENDER_SEAL_P12_FILE must be set in production/],
    [{ LENDER_NAME: '   ' }, /LENDER_NAME/],
  ])('refuses %j, naming the variable', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(message);
  });

  it.each([
    [{ AUTH_TOKEN_SECRET: 'hunter2-but-short' }, 'AUTH_TOKEN_SECRET', 'hunter2-but-short'],
    [
      { EMAIL_PROVIDER: 'smtp', SMTP_URL: 'http://mailer:S3cr3t-Pa55@mail.example.my:587' },
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'S3cr3t-Pa55',
    ],
    [{ DATABASE_URL: 'mysql://app:db-pa55word@db/lending' }, 'DATABASE_URL', 'db-pa55word'],
    [{ PORT: 'port-of-secrets' }, 'PORT', 'port-of-secrets'],
  ])('names the variable and its rule but never the value it refuses: %j', (environment, named, secret) => {
    let message = '';
    try {
      loadConfig(environment);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(named);
    expect(message).not.toContain(secret);
  });

  it('lets production run a sandbox it was explicitly allowed, and hides the sandboxes', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      EMAIL_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_IN_PRODUCTION: PRODUCTION_SANDBOXES,
      AUTH_TOKEN_SECRET: 'a-production-secret-of-32-characters!',
      ...PRODUCTION_LENDER,
    });
    expect(config.auth.tokenSecret).toBe('a-production-secret-of-32-characters!');
    expect(config.email.provider).toBe('sandbox');
    expect(config.sandboxesVisible).toBe(false);
  });

  it('publishes the API documentation outside production unless API_DOCS says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      EMAIL_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_IN_PRODUCTION: PRODUCTION_SANDBOXES,
      AUTH_TOKEN_SECRET: 'a-production-secret-of-32-characters!',
      ...PRODUCTION_LENDER,
    };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('makes a token secret of its own outside production, and session lifetimes from the hours given', () => {
    const config = loadConfig({ SESSION_MAX_AGE_HOURS: '2' });
    expect(config.auth.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.auth.sessionMaxAgeSeconds).toBe(7_200);
    expect(config.auth.accessTokenTtlSeconds).toBe(900);
  });

  it('keeps uploads on disk beside the database folder unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: '/srv/sinar/data' });
    expect(config.storage).toEqual({ kind: 'disk', dir: '/srv/sinar/data/uploads' });
    expect(loadConfig({ STORAGE_DIR: '/mnt/files' }).storage).toEqual({ kind: 'disk', dir: '/mnt/files' });
    expect(config.ekyc).toEqual({ provider: 'sandbox', sandboxDelayMs: 2_000 });
    expect(config.directDebit).toEqual({ provider: 'sandbox', sandboxDelayMs: 3_000 });
    expect(loadConfig({ PAYOUT_SANDBOX_DELAY_MS: '0' }).payout).toEqual({
      provider: 'sandbox',
      sandboxDelayMs: 0,
    });
  });

  it('reads an S3-compatible bucket when STORAGE_KIND is s3', () => {
    const config = loadConfig({
      STORAGE_KIND: 's3',
      S3_ENDPOINT: 'https://objects.example.my/',
      S3_BUCKET: 'sinar-uploads',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'https://objects.example.my',
      bucket: 'sinar-uploads',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
    });
  });

  it('serves both apps from their builds in the repository unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
    expect(config.backofficeDistDir).toMatch(/apps\/backoffice\/dist$/);
    expect(loadConfig({ BACKOFFICE_DIST_DIR: '/srv/backoffice' }).backofficeDistDir).toBe('/srv/backoffice');
  });

  it('trusts no proxy by default, and the proxies TRUST_PROXY lists or counts', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be false, the number of proxies/,
    );
  });

  it('drains for five seconds before a stop and names no process unless told, refusing a name that is not plain', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDrainMs: 5_000, instanceName: undefined });
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0', INSTANCE_NAME: 'api-2' })).toMatchObject({
      shutdownDrainMs: 0,
      instanceName: 'api-2',
    });
    expect(() => loadConfig({ INSTANCE_NAME: 'api 1\r\nset-cookie: x' })).toThrow(
      /INSTANCE_NAME must be 1 to 40/,
    );
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });
});

import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';

/** Server tests of what PostgreSQL alone has (its template databases): only the server-postgres project runs them. */
const POSTGRES_ONLY = ['src/testing/test-database-templates.test.ts'];

const projects: TestProjectConfiguration[] = [
  'packages/domain',
  'packages/client',
  {
    extends: './apps/server/vitest.config.ts',
    root: './apps/server',
    test: { name: 'server', exclude: [...configDefaults.exclude, ...POSTGRES_ONLY] },
  },
  'apps/web',
  'apps/backoffice',
  'scripts',
  'e2e/scripts',
];

/**
 * Server tests that run on PGlite only (decision 049): those that open no database or start the server on its
 * embedded one whatever the environment says, and the long property and fault tests, whose SQL is the ledger's and
 * the job queue's that every other test also runs on PostgreSQL.
 */
const PGLITE_ONLY = [
  'src/main.test.ts',
  'src/modules/servicing/ledger-property.test.ts',
  'src/modules/servicing/payment-fault.test.ts',
  'src/modules/servicing/servicing-fault.test.ts',
  'src/modules/agreements/pdf/{lender-seal,agreement-pdf}.test.ts',
  'src/modules/servicing/pdf/*.test.ts',
  'src/security/{password-hasher,password-policy}.test.ts',
  'src/providers/email/smtp-email-provider.test.ts',
  'src/storage/{file-storage,s3-file-storage}.test.ts',
  'src/modules/agreements/drawn-signature-png.test.ts',
  'src/http/{error-handler,translator,logger}.test.ts',
  'src/modules/auth/token-service.test.ts',
  'src/config/**/*.test.ts',
  'src/lib/**/*.test.ts',
];

// With a PostgreSQL server at hand (CI starts one), the server's tests that use a database run a second time on it.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: './apps/server/vitest.config.ts',
    root: './apps/server',
    test: {
      name: 'server-postgres',
      env: { TEST_DB_ENGINE: 'postgres' },
      exclude: [...configDefaults.exclude, ...PGLITE_ONLY],
    },
  });
}

// Vitest's default in a run is one worker fewer than the cores: a single one on a two-core machine. CI, which has its
// machine to itself, asks for every core with TEST_WORKERS (decision 049); a shared machine keeps the default.
const workers = Number(process.env.TEST_WORKERS);
export default defineConfig({ test: { projects, ...(workers > 0 ? { maxWorkers: workers } : {}) } });

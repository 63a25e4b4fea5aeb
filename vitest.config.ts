import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const projects: TestProjectConfiguration[] = [
  'packages/domain',
  'packages/client',
  'apps/server',
  'apps/web',
  'apps/backoffice',
  'scripts',
];

// With a PostgreSQL server at hand (CI starts one), the server's tests run a second time against it.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: './apps/server/vitest.config.ts',
    root: './apps/server',
    test: { name: 'server-postgres', env: { TEST_DB_ENGINE: 'postgres' } },
  });
}

export default defineConfig({ test: { projects } });

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findViolations } from './find-violations.ts';

/**
 * A small tree laid out like the repository (fixtures/), with imports that break each rule and, beside them, the
 * imports the rules must let through: a module's own repository and another module's service, the server's wiring
 * of a repository, routes composing features, a feature on the app's lib, the browser apps on @sinar/client and
 * @sinar/domain, the domain on zod and its tests on node:fs.
 */
const FIXTURES = path.join(import.meta.dirname, 'fixtures');

// Bare names resolve inside the fixtures only, so the real workspaces (packages/client, once it exists) do not change
// what this tree imports: a workspace or library then stands by its name.
const WITHIN_FIXTURES = { modules: [path.join(FIXTURES, 'node_modules')] };

const server = 'apps/server/src';
const domain = 'packages/domain/src';

describe('the dependency rule', () => {
  it('reports every import that breaks a rule, and nothing else', async () => {
    const { violations } = await findViolations({ baseDir: FIXTURES, resolveOptions: WITHIN_FIXTURES });

    const byRule = (rule: string) =>
      violations
        .filter((violation) => violation.rule === rule)
        .map(({ from, to }) => `${from} → ${to}`)
        .sort();
    expect(byRule('server-module-reads-another-modules-repository')).toEqual([
      `${server}/modules/payments/payment-service.ts → ${server}/modules/ledger/repository.ts`,
      `${server}/modules/payments/payment-service.ts → ${server}/modules/loans/loan-repository.ts`,
    ]);
    expect(byRule('feature-imports-another-feature')).toEqual([
      'apps/backoffice/src/features/queues/queue-list.tsx → apps/backoffice/src/features/audit/audit-table.tsx',
      'apps/web/src/features/home/home-page.tsx → apps/web/src/features/profile/profile-card.tsx',
    ]);
    expect(byRule('app-imports-another-app')).toEqual([
      'apps/backoffice/src/app/routes.tsx → apps/web/src/lib/format.ts',
      `${server}/main.ts → @sinar/web`,
      'e2e/support/helpers.ts → @sinar/web',
      `e2e/support/helpers.ts → ${server}/modules/ledger/repository.ts`,
    ]);
    expect(byRule('package-imports-an-app')).toEqual([
      'packages/client/src/session.ts → apps/web/src/app/routes.tsx',
    ]);
    expect(byRule('browser-package-outside-the-browser-apps')).toEqual([
      `${server}/app.ts → packages/client/src/session.ts`,
      `${server}/main.ts → @sinar/client`,
      `${domain}/stores-a-session.ts → @sinar/client`,
    ]);
    expect(byRule('domain-imports-node-built-in')).toEqual([`${domain}/reads-a-file.ts → fs`]);
    expect(byRule('domain-imports-io-or-ui-library')).toEqual([`${domain}/draws-a-screen.ts → react`]);
    expect(violations).toHaveLength(14);
  });

  it('catches a UI library in the domain once it resolves to the installed package', async () => {
    const { violations } = await findViolations({ baseDir: FIXTURES, folders: ['packages/domain'] });

    expect(violations).toContainEqual({
      rule: 'domain-imports-io-or-ui-library',
      from: `${domain}/draws-a-screen.ts`,
      to: expect.stringMatching(/(?:^|\/)node_modules\/react\//),
    });
  });

  it('tells, for every rule, what to do instead', async () => {
    const { rules, violations } = await findViolations({
      baseDir: FIXTURES,
      resolveOptions: WITHIN_FIXTURES,
    });

    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.advice.length, `advice of ${rule.name}`).toBeGreaterThan(40);
      expect(
        violations.some((violation) => violation.rule === rule.name),
        `a fixture import that breaks ${rule.name}`,
      ).toBe(true);
    }
  });
});

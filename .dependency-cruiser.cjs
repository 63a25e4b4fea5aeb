/**
 * The dependency rule (`npm run deps`, and a step of `npm test`): imports point one way, apps -> packages, and each
 * part keeps to its own. Paths are relative to the repository's root; a workspace imported by its package name is
 * caught by its real folder when it resolves, and by its name when it does not.
 *
 * dependency-cruiser reads TypeScript with @swc/core: the project's TypeScript 7 has no compiler API to lend it.
 */

/** The apps' folders: each one is its own world, and nothing outside it imports from it. */
const APP_FOLDER = '(?:apps/(?:web|backoffice|server)|e2e)';
const APP_TARGET = `^(?:${APP_FOLDER}/|@sinar/(?:web|backoffice|server|e2e)(?:/|$))`;
const BROWSER_PACKAGE = '^(?:packages/client/|@sinar/client(?:/|$))';

/** Libraries that reach the network, disks, databases or a screen: the domain stays pure of them. */
const IO_AND_UI_LIBRARIES = [
  'fastify',
  '@fastify/[^/]+',
  'pg',
  'pg-[^/]+',
  '@electric-sql/[^/]+',
  'nodemailer',
  'smtp-server',
  'pino',
  'aws4fetch',
  'react',
  'react-dom',
  'react-router',
  'react-hook-form',
  'react-i18next',
  '@hookform/[^/]+',
  '@tanstack/[^/]+',
  'qrcode',
  'browser-image-compression',
  'vite',
  '@vitejs/[^/]+',
  'happy-dom',
  '@testing-library/[^/]+',
  '@playwright/[^/]+',
  'playwright(?:-core)?',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-reads-another-modules-repository',
      severity: 'error',
      comment:
        "A server module reaches into another module's repository. Each module owns its tables: call the service or " +
        'read interface the owning module exports (as documents and e-KYC hand evidence to applications through ' +
        'StepEvidence), or add one to it.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/(?:repository|.*[/-]repository)\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'feature-imports-another-feature',
      severity: 'error',
      comment:
        'A feature folder imports another feature. Features do not know each other: move what both need to the ' +
        "app's shared folders (components, lib) or to a package, and let a page or route in src/app compose " +
        'the features.',
      from: { path: '^apps/(web|backoffice)/src/features/([^/]+)/' },
      to: {
        path: '^apps/$1/src/features/[^/]+/',
        pathNot: '^apps/$1/src/features/$2/',
      },
    },
    {
      name: 'app-imports-another-app',
      severity: 'error',
      comment:
        'An app imports the source of another app (web, backoffice, server, e2e). Apps share code only through ' +
        'packages: move it to packages/domain (rules, schemas, paths, texts) or packages/client (browser code).',
      from: { path: `^(${APP_FOLDER})/` },
      to: { path: APP_TARGET, pathNot: '^$1/' },
    },
    {
      name: 'package-imports-an-app',
      severity: 'error',
      comment:
        'A package imports an app. Dependencies point from apps to packages, never back: move what the package ' +
        'needs into a package, or pass it in as a parameter from the app.',
      from: { path: '^packages/' },
      to: { path: APP_TARGET },
    },
    {
      name: 'browser-package-outside-the-browser-apps',
      severity: 'error',
      comment:
        '@sinar/client is browser code for apps/web and apps/backoffice only. The server and the domain use ' +
        'packages/domain for what they share with the browser.',
      from: { path: '^(?:apps/server|packages/domain)/' },
      to: { path: BROWSER_PACKAGE },
    },
    {
      name: 'domain-imports-node-built-in',
      severity: 'error',
      comment:
        'packages/domain is pure TypeScript with no I/O, run by the browser and the server alike. Keep file, ' +
        "network and process work in apps/server (or the domain's own tests) and hand the domain plain values.",
      from: { path: '^packages/domain/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-imports-io-or-ui-library',
      severity: 'error',
      comment:
        'packages/domain imports a library that does I/O or draws a UI. The domain holds rules, schemas and texts ' +
        'only: put the server side in apps/server, the screens in the apps or packages/client, and have them call ' +
        'the domain.',
      from: { path: '^packages/domain/' },
      to: {
        path: `(?:^|/)node_modules/(?:${IO_AND_UI_LIBRARIES.join('|')})/|^(?:${IO_AND_UI_LIBRARIES.join('|')})$`,
      },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: '(?:^|/)node_modules/' },
    exclude: {
      path: '(?:^|/)(?:dist|data|test-results|playwright-report)/|^scripts/dependency-rules/fixtures/',
    },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

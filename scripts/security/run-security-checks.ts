import { AUTH_PATHS, OFFICER_AUTH_PATHS, OFFICER_ROLES } from '@sinar/domain';
import { DEMO_PASSWORD } from '../../apps/server/src/modules/auth/demo-accounts.ts';
import { DEMO_OFFICERS } from '../../apps/server/src/modules/officers/demo-officers.ts';
import { describeSweep, sweep } from './access-sweep.ts';
import { ApiClient, humanCheckToken, logInCustomer, logInOfficer } from './api-client.ts';
import { applicantRecordsOf, recordsOf } from './harvest.ts';
import { describeAudit, npmAudit } from './npm-audit.ts';
import type { OpenApiDocument } from './openapi-operations.ts';
import { startSecurityServer } from './security-server.ts';
import { describeSqlmap, runSqlmap, sqlmapTargets } from './sqlmap.ts';

/**
 * `npm run security` (decision 058): starts the server on the loopback with its sandboxes and demo accounts, sweeps
 * every operation of its OpenAPI document for access it should refuse, runs sqlmap against the inputs that reach SQL
 * with text, and counts the production dependencies' advisories. Exits 1 on a leak, an injectable parameter or a
 * critical advisory.
 */
const PORT = Number(process.env.SECURITY_PORT ?? 4368);
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

const server = await startSecurityServer(PORT);
const api = new ApiClient(server.url);
let failed = false;
try {
  const document = await api.ok<OpenApiDocument>('GET', '/openapi.json');
  const challenge = AUTH_PATHS.humanCheckChallenge;
  const owner = await logInCustomer(
    api,
    { login: '/sinar/api/v1.0/sinar/login', challenge },
    { brand: 'conventional', phoneOrEmail: 'aina@example.com', password: DEMO_PASSWORD },
  );
  const other = await logInCustomer(
    api,
    { login: '/sinar/api/v1.0/sinar/login', challenge },
    { brand: 'islamic', phoneOrEmail: 'zulaikha@example.com', password: DEMO_PASSWORD },
  );
  const officers: Record<string, string> = {};
  for (const role of OFFICER_ROLES) {
    const officer = DEMO_OFFICERS.find((demo) => demo.role === role);
    if (!officer) throw new Error(`no demo officer holds the role ${role}`);
    const tokens = await logInOfficer(
      api,
      { login: OFFICER_AUTH_PATHS.login, totp: OFFICER_AUTH_PATHS.totp },
      { email: officer.email, password: DEMO_PASSWORD, totpSecret: officer.totpSecret },
    );
    officers[role] = tokens.accessToken;
  }
  const applicant = await logInCustomer(
    api,
    { login: '/sinar/api/v1.0/sinar/login', challenge },
    { brand: 'conventional', phoneOrEmail: 'aisyah@example.com', password: DEMO_PASSWORD },
  );
  const partner = await api.ok<{ accessToken: string }>('POST', '/sinar/api/v1.0/smeUser/login', {
    json: {
      partnerId: 'P100234',
      password: DEMO_PASSWORD,
      humanCheckToken: await humanCheckToken(api, challenge),
    },
  });
  const partnerMe = await api.ok<{ id: string }>('GET', AUTH_PATHS.me, { token: partner.accessToken });
  const records = await recordsOf(api, owner.accessToken);
  const applicantRecords = await applicantRecordsOf(api, applicant.accessToken);
  console.log(`Records of the borrower aina@example.com: ${Object.keys(records).sort().join(', ')}`);
  console.log(
    `Records of the applicant aisyah@example.com: ${Object.keys(applicantRecords).sort().join(', ')}`,
  );

  const report = await sweep(api, document, {
    owners: [
      { name: 'the borrower', token: owner.accessToken, records },
      { name: 'the applicant', token: applicant.accessToken, records: applicantRecords },
      {
        name: 'the partner',
        token: partner.accessToken,
        records: { userId: partnerMe.id, partnerId: 'P100234' },
      },
    ],
    other: { token: other.accessToken },
    officers,
  });
  for (const line of describeSweep(report)) console.log(line);
  if (report.calls.some((call) => call.outcome === 'leaked')) failed = true;
  console.log(`(access sweep done at ${seconds()})`);

  const sqlmap = await runSqlmap(
    sqlmapTargets({
      baseUrl: server.url,
      customerToken: owner.accessToken,
      officerToken: officers.admin as string,
      records,
    }),
  );
  for (const line of describeSqlmap(sqlmap)) console.log(line);
  if (sqlmap.some((result) => result.verdict !== 'not injectable')) failed = true;
  console.log(`(sqlmap done at ${seconds()})`);
} finally {
  await server.stop();
}

const audit = await npmAudit();
for (const line of describeAudit(audit)) console.log(line);
if (audit.kind === 'counted' && audit.critical > 0) failed = true;

console.log(`Security checks ${failed ? 'FAILED' : 'passed'} in ${seconds()}`);
process.exit(failed ? 1 : 0);

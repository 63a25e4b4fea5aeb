import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * sqlmap (the Debian package) against the inputs that carry text into SQL: the login's identifier, the email and
 * phone availability check, an application by id and by number, and the back office's audit and customer searches.
 * Bounded: level 2, risk 1, PostgreSQL's payloads only, one-second delays for the time-based tests, and a wall clock
 * per target (decision 058).
 */

export interface SqlmapTarget {
  readonly name: string;
  readonly args: readonly string[];
}

export type SqlmapVerdict = 'not injectable' | 'INJECTABLE' | 'timed out' | 'did not run';

export interface SqlmapResult {
  readonly name: string;
  readonly verdict: SqlmapVerdict;
  readonly seconds: number;
  readonly detail?: string;
}

/** Each target's wall clock; six targets stay within about four minutes. */
const TARGET_TIMEOUT_MS = Number(process.env.SQLMAP_TARGET_TIMEOUT_MS ?? 60_000);

const BOUNDS = [
  '--batch',
  '--level=2',
  '--risk=1',
  '--dbms=PostgreSQL',
  '--time-sec=1',
  '--timeout=10',
  '--retries=0',
  '--flush-session',
  '--disable-coloring',
  // Every request from an address of its own: the per-address limits of the login and sign-up calls are for people.
  '--tamper=xforwardedfor',
];

/**
 * The login's human check, solved before each request by sqlmap's `--eval` (Python): a fresh ALTCHA challenge from
 * the server, brute-forced as the widget does, because a solved challenge is accepted once.
 */
function humanCheckEval(baseUrl: string): string {
  return [
    'import urllib.request,json,hashlib,base64,random',
    `_r=urllib.request.Request('${baseUrl}/sinar/auth/api/v1.0/human-check/challenge',headers={'X-Forwarded-For':'10.%d.%d.%d'%(random.randint(0,255),random.randint(0,255),random.randint(1,254))})`,
    '_c=json.load(urllib.request.urlopen(_r))',
    "_n=next(i for i in range(_c['maxnumber']+1) if hashlib.sha256((_c['salt']+str(i)).encode()).hexdigest()==_c['challenge'])",
    "humanCheckToken=base64.b64encode(json.dumps({'algorithm':_c['algorithm'],'challenge':_c['challenge'],'number':_n,'salt':_c['salt'],'signature':_c['signature']}).encode()).decode()",
  ].join(';');
}

export function sqlmapTargets(input: {
  readonly baseUrl: string;
  readonly customerToken: string;
  readonly officerToken: string;
  readonly records: Readonly<Record<string, string>>;
}): SqlmapTarget[] {
  const { baseUrl, records } = input;
  const customer = `Authorization: Bearer ${input.customerToken}`;
  const officer = `Authorization: Bearer ${input.officerToken}`;
  return [
    {
      name: 'login: phoneOrEmail (Sinar Kredit account tab, human check solved)',
      args: [
        '-u',
        `${baseUrl}/sinar/api/v1.0/sinar/login`,
        '--method=POST',
        `--data=${JSON.stringify({ brand: 'conventional', phoneOrEmail: 'aina@example.com', password: 'Demo1234!', humanCheckToken: 'x' })}`,
        '-p',
        'phoneOrEmail',
        `--eval=${humanCheckEval(baseUrl)}`,
      ],
    },
    {
      name: 'email and phone availability: email, phoneNo (path)',
      args: [
        '-u',
        `${baseUrl}/sinar/auth/api/v1.0/user/checkEmailExisted/email/someone%40example.com*/phoneNo/0123000099*`,
        '--method=POST',
      ],
    },
    {
      name: 'application status by id (path, customer token)',
      args: ['-u', `${baseUrl}/sinar/api/v1.0/application/${records.applicationId}*/status`, '-H', customer],
    },
    {
      name: 'application status by number (path, customer token)',
      args: [
        '-u',
        `${baseUrl}/sinar/api/v1.0/application/applicationNo/${records.applicationNo}*/status`,
        '-H',
        customer,
      ],
    },
    {
      name: 'back office audit search: q (officer token)',
      args: ['-u', `${baseUrl}/sinar/admin/api/v1.0/audit?q=Aina`, '-p', 'q', '-H', officer],
    },
    {
      name: 'back office customer search: q (officer token)',
      args: ['-u', `${baseUrl}/sinar/admin/api/v1.0/users?q=Aina`, '-p', 'q', '-H', officer],
    },
  ];
}

/** sqlmap's last word on a target, read from its output. */
export function verdictOf(output: string): SqlmapVerdict | undefined {
  if (/identified the following injection point|is vulnerable/i.test(output)) return 'INJECTABLE';
  if (/do(es)? not (appear|seem) to be injectable/i.test(output)) return 'not injectable';
  return undefined;
}

function runOne(target: SqlmapTarget): Promise<SqlmapResult> {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'sinar-sqlmap-'));
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('sqlmap', [...BOUNDS, `--output-dir=${outputDir}`, ...target.args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, TARGET_TIMEOUT_MS);
    const finish = (verdict: SqlmapVerdict, detail?: string) => {
      clearTimeout(timer);
      rmSync(outputDir, { recursive: true, force: true });
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ name: target.name, verdict, seconds, ...(detail ? { detail } : {}) });
    };
    child.on('error', (error) => finish('did not run', error.message));
    child.on('close', () => {
      const verdict = verdictOf(output);
      if (verdict) finish(verdict);
      else if (timedOut) finish('timed out');
      else
        finish(
          'did not run',
          output
            .split('\n')
            .filter((line) => /CRITICAL|ERROR/.test(line))
            .join(' | '),
        );
    });
  });
}

export async function runSqlmap(targets: readonly SqlmapTarget[]): Promise<SqlmapResult[]> {
  const results: SqlmapResult[] = [];
  for (const target of targets) results.push(await runOne(target));
  return results;
}

export function describeSqlmap(results: readonly SqlmapResult[]): string[] {
  return [
    'sqlmap (level 2, risk 1, PostgreSQL payloads):',
    ...results.map(
      (result) =>
        `  ${result.name}: ${result.verdict} (${result.seconds} s)${result.detail ? ` - ${result.detail}` : ''}`,
    ),
  ];
}

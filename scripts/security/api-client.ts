import { createHash, randomInt, randomUUID } from 'node:crypto';
import { TOTP } from 'otpauth';

/**
 * A small client of the running server for the security checks: every call comes from an address of its own in
 * X-Forwarded-For (the server trusts the loopback proxy), so the sweep's hundreds of calls never meet a per-address
 * limit meant for one person, and logs customers and officers in as the apps do.
 */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly text: string;
}

export interface CallOptions {
  readonly token?: string | undefined;
  readonly json?: unknown;
  readonly rawBody?: { readonly contentType: string; readonly body: string | FormData };
  readonly headers?: Readonly<Record<string, string>>;
}

/** A made-up client address in 10.0.0.0/8, different for each call. */
export const randomClientAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export class ApiClient {
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      'x-forwarded-for': randomClientAddress(),
      accept: 'application/json',
      // The calls that move money take one; the others ignore it.
      'idempotency-key': randomUUID(),
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.rawBody) {
      if (!(options.rawBody.body instanceof FormData)) headers['content-type'] = options.rawBody.contentType;
      body = options.rawBody.body;
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, text };
  }

  /** A call that must succeed: its JSON answer, or an error naming the call and its answer. */
  async ok<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
    const answer = await this.call(method, path, options);
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return answer.body as T;
  }
}

interface HumanCheckChallenge {
  readonly algorithm: string;
  readonly challenge: string;
  readonly maxnumber: number;
  readonly salt: string;
  readonly signature: string;
}

/** Solves the ALTCHA challenge by brute force, as the widget does in the browser. */
export function solveHumanCheck(challenge: HumanCheckChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('the human-check challenge has no solution');
}

export async function humanCheckToken(api: ApiClient, challengePath: string): Promise<string> {
  return solveHumanCheck(await api.ok<HumanCheckChallenge>('GET', challengePath));
}

export interface Tokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** Logs a customer in on a brand's account tab, the human check solved. */
export async function logInCustomer(
  api: ApiClient,
  paths: { readonly login: string; readonly challenge: string },
  login: {
    readonly brand: 'conventional' | 'islamic';
    readonly phoneOrEmail: string;
    readonly password: string;
  },
): Promise<Tokens> {
  return api.ok<Tokens>('POST', paths.login, {
    json: { ...login, humanCheckToken: await humanCheckToken(api, paths.challenge) },
  });
}

/** Logs an officer in: the password, then the authenticator's code of the current 30-second step. */
export async function logInOfficer(
  api: ApiClient,
  paths: { readonly login: string; readonly totp: string },
  officer: { readonly email: string; readonly password: string; readonly totpSecret: string },
): Promise<Tokens> {
  const { challengeToken } = await api.ok<{ challengeToken: string }>('POST', paths.login, {
    json: { email: officer.email, password: officer.password },
  });
  const code = new TOTP({ secret: officer.totpSecret }).generate();
  return api.ok<Tokens>('POST', paths.totp, { json: { challengeToken, code } });
}

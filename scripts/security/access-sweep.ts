import { randomUUID } from 'node:crypto';
import type { Answer, ApiClient } from './api-client.ts';
import {
  classify,
  fillPath,
  isRecordParameter,
  type OpenApiDocument,
  type Operation,
  type Outcome,
  operationsOf,
  recordFieldsOfBody,
  sampleOf,
} from './openapi-operations.ts';

/**
 * The access-control sweep (decision 058): every operation of `/openapi.json` is called by those who must be refused.
 * A customer's call that names a record is made with another customer's token on the first customer's record, and
 * with no token; every other guarded call with no token; a back-office call with a customer's token and with an
 * officer of each role it does not declare; a provider's callback with a bad signature.
 */

export interface RecordOwner {
  readonly name: string;
  readonly token: string;
  /** The values naming the owner's records, by parameter name (documentFileId, receiptFileId... for `fileId`). */
  readonly records: Readonly<Record<string, string>>;
}

export interface SweepActors {
  /**
   * The owners of records: a borrower with a running loan (agreement, account, receipts), an applicant with a
   * submitted application, its documents and e-KYC session, and a partner. The first one's token is also the
   * customer's token offered to the back office.
   */
  readonly owners: readonly [RecordOwner, ...RecordOwner[]];
  /** Another customer, whose token must open none of the owner's records. */
  readonly other: { readonly token: string };
  /** One officer's token for each role; the administrator's is also offered to the customers' calls. */
  readonly officers: Readonly<Record<string, string>>;
}

export interface SweepCall {
  readonly operation: string;
  readonly as: string;
  readonly status: number;
  readonly outcome: Outcome;
  readonly expected: readonly number[];
  /** The answer's message, kept for the calls that were neither refused nor successful. */
  readonly message?: string;
}

export interface SweepReport {
  readonly operations: number;
  readonly calls: readonly SweepCall[];
  readonly skipped: readonly { readonly operation: string; readonly reason: string }[];
  /** Operations no one is refused by design (logins, master data...), so not swept. */
  readonly publicOperations: number;
  /** The owner's own reads of their records that did not succeed: the records the sweep used are not the owner's. */
  readonly ownerReadsFailed: readonly string[];
}

const NO_TOKEN = [401];
const WRONG_AUDIENCE = [401, 403];
const WRONG_ROLE = [403];
const NOT_THE_OWNER = [401, 403, 404];
const BAD_SIGNATURE = [401, 403];

/**
 * Public calls left out of the sweep, each with the reason. Everything else public is either a provider's callback
 * (tried with a bad signature) or open to anyone by design (logins, sign-ups, master data, the human check).
 */
const PUBLIC_SKIPS: readonly { readonly match: RegExp; readonly reason: string }[] = [
  { match: /^\w+ \/dev\//, reason: 'developer sandbox tool: absent in production (sandboxes hidden)' },
  {
    match: /\/(razer|direct-debit)\/return$/,
    reason: "the browser's return from the provider: redirects, changes nothing",
  },
  { match: /\/email-verification\/link\/\{token\}$/, reason: 'the emailed link: its token is the proof' },
  { match: /\/ekyc\/handoff\/\{token\}$/, reason: "the e-KYC phone hand-off: the link's token is the proof" },
  { match: /\/attestation\/video\/stream$/, reason: "the video stream: the link's token is the proof" },
];

/** A 1-pixel PNG: a drawn signature's data URL and an identity capture's image. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/**
 * The calls that take a multipart form (the OpenAPI document does not describe it): a document's upload naming the
 * owner's application, the agreement's signing (consent, then the drawn signature) and an identity capture on the
 * owner's e-KYC session.
 */
const MULTIPART: Readonly<Record<string, (records: Readonly<Record<string, string>>) => FormData>> = {
  'POST /sinar/api/v1.0/file': (records) => {
    const form = new FormData();
    form.append('entityId', records.applicationId ?? randomUUID());
    form.append('fileType', 'salaryslip');
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'payslip.pdf');
    return form;
  },
  'POST /sinar/product/api/v1.0/pdf/sign/{language}/company/{company}/agreement/{agreementId}': () => {
    const form = new FormData();
    form.append('consent', 'true');
    form.append(
      'signature',
      new Blob([Buffer.from(PNG_BASE64, 'base64')], { type: 'image/png' }),
      'signature.png',
    );
    return form;
  },
  'POST /sinar/api/v1.0/ekyc/session/{sessionId}/capture': () => {
    const form = new FormData();
    form.append('side', 'front');
    form.append('image', new Blob([Buffer.from(PNG_BASE64, 'base64')], { type: 'image/png' }), 'front.png');
    return form;
  },
};
const UPLOAD = 'POST /sinar/api/v1.0/file';

/** Refusals whose status is not a 401, 403 or 404 by design, each with the statuses it answers. */
const REFUSED_OTHERWISE: Readonly<Record<string, readonly number[]>> = {
  // The reset link's token is the Bearer token; none at all is an invalid link, refused as the form's error.
  'PATCH /sinar/auth/api/v1.0/user/reset-password no token': [400],
};

/**
 * The customers' calls an officer may make too, by design: the viewer guard lets the applicant or an officer read an
 * application's documents and identity images. Every other customer call refuses an officer's token.
 */
const OFFICERS_MAY_VIEW: readonly string[] = [
  'GET /sinar/api/v1.0/file/entity/{entityId}',
  'GET /sinar/api/v1.0/file/{fileId}',
  'GET /sinar/api/v1.0/ekyc/session/{sessionId}/image/{side}',
];

const isCallback = (operation: Operation) =>
  operation.audience === 'public' &&
  operation.method === 'POST' &&
  /\/(callback|notification)$/.test(operation.path);

/** The fields a provider signs its notices with, set to a signature no key made. */
const SIGNATURE_FIELDS = ['signature', 'skey', 'sig', 'hmac'];

/** The value a path's `{id}` stands for, read from the path's words. */
function idOfPath(path: string): string {
  if (path.includes('/smeUser/partner/')) return 'partnerId';
  if (/\/application(-status-step)?\//.test(path) || /\/applications\//.test(path)) return 'applicationId';
  if (/\/(smeUser|users|user)\//.test(path)) return 'userId';
  if (/\/agreements\//.test(path)) return 'agreementId';
  if (/\/loan-accounts\//.test(path)) return 'accountId';
  return 'unknownRecord';
}

/**
 * Values of the right form for body fields whose rules the schema's types do not show (a code of digits, a TIN, an
 * email), so that the call passes validation and meets the owner check.
 */
const FIELD_VALUES: Readonly<Record<string, string>> = {
  code: '123456',
  tac: '123456',
  email: 'someone.else@example.com',
  tinNumber: 'IG12345678901',
  phoneNo: '0123000099',
  bankId: '1',
  accountNo: '514123456789',
  bankCode: 'ABB0234',
  signature: `data:image/png;base64,${PNG_BASE64}`,
  password: 'Tq7#Wm2$Lx9v',
  postcode: '50450',
  city: 'Kuala Lumpur',
  residentialAddress1: 'No. 1, Jalan Ampang',
  part1: '900101',
  part2: '14',
  part3: '5678',
  oldPassword: 'Demo1234!',
  newPassword: 'Tq7#Wm2$Lx9v',
  confirmPassword: 'Tq7#Wm2$Lx9v',
};

const FIXED_VALUES: Readonly<Record<string, string>> = {
  language: 'en',
  company: 'conventional',
  stepName: 'ekyc',
  side: 'front',
  list: 'race',
  tenureMonths: '12',
  token: 'x'.repeat(43),
};

export async function sweep(
  api: ApiClient,
  document: OpenApiDocument,
  actors: SweepActors,
): Promise<SweepReport> {
  const operations = operationsOf(document);
  const calls: SweepCall[] = [];
  const skipped: { operation: string; reason: string }[] = [];
  const ownerReadsFailed: string[] = [];
  let publicOperations = 0;
  const [firstOwner] = actors.owners;

  /** The owner's value for a parameter, by its name and the path it is in; undefined when the owner has none. */
  const recordOf = (
    records: Readonly<Record<string, string>>,
    name: string,
    path: string,
  ): string | undefined => {
    if (name in FIXED_VALUES) return FIXED_VALUES[name];
    if (name === 'id') return records[idOfPath(path)];
    if (name === 'fileId') {
      if (path.includes('/payment-receipt/')) return records.receiptFileId;
      if (path.includes('/payment-reversal-advice/')) return records.reversalAdviceFileId;
      return records.documentFileId;
    }
    if (name === 'entityId') return records.applicationId;
    return records[name];
  };

  const request = (operation: Operation, token: string | undefined, owner: RecordOwner): Promise<Answer> => {
    const recordValue = (name: string, path: string) => recordOf(owner.records, name, path);
    const url = fillPath(operation.path, (name) => recordValue(name, operation.path) ?? randomUUID());
    const multipart = MULTIPART[operation.key];
    if (multipart)
      return api.call(operation.method, url, {
        token,
        rawBody: { contentType: 'multipart/form-data', body: multipart(owner.records) },
      });
    const query = operation.queryParameters
      .filter((name) => isRecordParameter(name) && recordValue(name, operation.path) !== undefined)
      .map((name) => `${name}=${encodeURIComponent(recordValue(name, operation.path) as string)}`)
      .join('&');
    const path = query ? `${url}?${query}` : url;
    if (operation.bodyContentType === 'application/json' && operation.bodySchema) {
      const json = sampleOf(operation.bodySchema, document, (field) =>
        isRecordParameter(field) ? recordValue(field, operation.path) : FIELD_VALUES[field],
      );
      return api.call(operation.method, path, { token, json });
    }
    return api.call(operation.method, path, { token });
  };

  const record = async (
    operation: Operation,
    as: string,
    token: string | undefined,
    expected: readonly number[],
    owner: RecordOwner = firstOwner,
  ) => {
    const { status, body } = await request(operation, token, owner);
    const outcome = classify(status, [...expected, ...(REFUSED_OTHERWISE[`${operation.key} ${as}`] ?? [])]);
    const message = (body as { message?: unknown } | null)?.message;
    calls.push({
      operation: operation.key,
      as,
      status,
      outcome,
      expected,
      ...(outcome === 'unexpected' && typeof message === 'string' ? { message } : {}),
    });
  };

  for (const operation of operations) {
    if (operation.audience === 'public') {
      if (isCallback(operation)) {
        const json = operation.bodySchema
          ? (sampleOf(operation.bodySchema, document, (field) =>
              SIGNATURE_FIELDS.includes(field) ? 'f'.repeat(64) : undefined,
            ) as Record<string, unknown>)
          : {};
        const { status } = await api.call('POST', operation.path, { json });
        calls.push({
          operation: operation.key,
          as: 'a bad signature',
          status,
          outcome: classify(status, BAD_SIGNATURE),
          expected: BAD_SIGNATURE,
        });
        continue;
      }
      const skip = PUBLIC_SKIPS.find(({ match }) => match.test(operation.key));
      if (skip) skipped.push({ operation: operation.key, reason: skip.reason });
      else publicOperations += 1;
      continue;
    }

    await record(operation, 'no token', undefined, NO_TOKEN);

    if (operation.audience === 'officer') {
      await record(operation, "a customer's token", firstOwner.token, WRONG_AUDIENCE);
      if (operation.officerRoles)
        for (const [role, token] of Object.entries(actors.officers))
          if (!operation.officerRoles.includes(role))
            await record(operation, `officer role ${role}`, token, WRONG_ROLE);
      continue;
    }

    const named = [
      ...operation.pathParameters,
      ...operation.queryParameters,
      ...recordFieldsOfBody(operation, document),
      ...(operation.key === UPLOAD ? ['applicationId'] : []),
    ].filter(isRecordParameter);
    if (named.length === 0) continue;
    const owners = actors.owners.filter((owner) =>
      named.every((name) => recordOf(owner.records, name, operation.path) !== undefined),
    );
    if (owners.length === 0) {
      const missing = named.filter((name) =>
        actors.owners.every((owner) => recordOf(owner.records, name, operation.path) === undefined),
      );
      skipped.push({ operation: operation.key, reason: `no owner has a record for ${missing.join(', ')}` });
      continue;
    }
    const [firstWithRecords] = owners;
    if (firstWithRecords && !OFFICERS_MAY_VIEW.includes(operation.key))
      await record(operation, "an officer's token", actors.officers.admin, WRONG_AUDIENCE, firstWithRecords);
    for (const owner of owners) {
      if (operation.method === 'GET') {
        const { status } = await request(operation, owner.token, owner);
        if (status < 200 || status > 299)
          ownerReadsFailed.push(`${operation.key} as ${owner.name} -> ${status}`);
      }
      await record(
        operation,
        `another customer's token on ${owner.name}'s record`,
        actors.other.token,
        NOT_THE_OWNER,
        owner,
      );
    }
  }

  return { operations: operations.length, calls, skipped, publicOperations, ownerReadsFailed };
}

/** The sweep's figures and lists, as printed. */
export function describeSweep(report: SweepReport): string[] {
  const count = (outcome: Outcome) => report.calls.filter((call) => call.outcome === outcome);
  const line = (call: SweepCall) =>
    `    ${call.operation} as ${call.as} -> ${call.status} (expected ${call.expected.join('/')})${call.message ? `: ${call.message}` : ''}`;
  const leaked = count('leaked');
  const unexpected = count('unexpected');
  return [
    `Access sweep: ${report.operations} operations in /openapi.json, ${report.publicOperations} public by design`,
    `  tried ${report.calls.length}, refused ${count('refused').length}, leaked ${leaked.length}, other ${unexpected.length}, skipped ${report.skipped.length}`,
    ...Object.entries(
      Object.groupBy(report.calls, (call) =>
        call.as.startsWith('another customer')
          ? 'another customer'
          : call.as.startsWith('officer role')
            ? 'an officer outside the declared roles'
            : call.as,
      ),
    ).map(
      ([as, calls = []]) =>
        `    as ${as}: tried ${calls.length}, refused ${calls.filter((call) => call.outcome === 'refused').length}, leaked ${calls.filter((call) => call.outcome === 'leaked').length}`,
    ),
    ...(leaked.length ? ['  LEAKS:', ...leaked.map(line)] : []),
    ...(unexpected.length ? ['  answered neither a refusal nor a success:', ...unexpected.map(line)] : []),
    ...(report.skipped.length
      ? ['  skipped:', ...report.skipped.map(({ operation, reason }) => `    ${operation}: ${reason}`)]
      : []),
    ...(report.ownerReadsFailed.length
      ? ["  the owner's own reads that failed:", ...report.ownerReadsFailed.map((entry) => `    ${entry}`)]
      : []),
  ];
}

import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  APPLICATION_PATHS,
  AUTH_PATHS,
  type DocumentGroup,
  EKYC_PATHS,
  FILE_PATHS,
  STEP_PATHS,
  type Variant,
} from '@sinar/domain';
import { codeEmailedTo, emailCount } from './account-helpers.ts';
import type { Tokens } from './accounts.ts';
import type { Applicant } from './application-helpers.ts';

/**
 * Helpers of the document and e-KYC journeys: tiny files that are what their first bytes say (the product judges
 * files by content), a PNG carrying the e-KYC sandbox's NRIC marker, and a fresh applicant whose application is
 * brought through the server's calls to 'form and email done' (or further), so the journeys drive only the screens
 * under test.
 */

// --- Files -----------------------------------------------------------------------------------------------------

/** A one-page PDF; `label` makes each one's content (and digest) different. */
export function pdfBytes(label: string): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      `% ${label}`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of random grey pixels (so it does not compress below the e-KYC sandbox's 1 KB minimum), with the
 * sandbox's marker `NRIC:<12 digits>` appended after its end when given: the sandbox 'reads' the card from it.
 */
export function pngBytes(options: { nric?: string; size?: number } = {}): Buffer {
  const size = options.size ?? 40;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.concat(
    Array.from({ length: size }, () =>
      Buffer.from([0, ...Array.from({ length: size }, () => randomInt(0, 256))]),
    ),
  );
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return options.nric ? Buffer.concat([png, Buffer.from(`NRIC:${options.nric}`, 'latin1')]) : png;
}

/** A JPEG by its markers (start of image, JFIF header, end of image) around filler: a jpeg to the content check. */
export function jpegBytes(label: string): Buffer {
  return Buffer.concat([
    Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0, 1, 0, 1, 0, 0,
    ]),
    Buffer.from(label.padEnd(1100, '.'), 'latin1'),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A Word document's first bytes (a zip), for the refusal of a file that is not pdf, png or jpeg. */
export function zipBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), Buffer.alloc(300, 1)]);
}

export interface InputFile {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

export const pdf = (name: string): InputFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: pdfBytes(name),
});
export const png = (name: string, nric?: string): InputFile => ({
  name,
  mimeType: 'image/png',
  buffer: pngBytes({ nric }),
});

/** The e-KYC provider decides a few seconds after the submit; the pages poll every 1.5 s. */
export const VERDICT_TIMEOUT = 20_000;

/**
 * Takes the three e-KYC pictures on an identity verification screen, by their labels (front, back, selfie): the
 * front carries the sandbox's marker of `nric`, the card the provider then reads.
 */
export async function captureIdentity(
  page: Page,
  labels: readonly [string, string, string],
  nric: string,
): Promise<void> {
  await page.getByLabel(labels[0], { exact: true }).setInputFiles(png('front.png', nric));
  await page.getByLabel(labels[1], { exact: true }).setInputFiles(png('back.png'));
  await page.getByLabel(labels[2], { exact: true }).setInputFiles(png('selfie.png'));
}

/**
 * A phone camera's photo of a document, over the 5MB limit: a 3200 x 2400 JPEG drawn by the browser itself (a
 * shaded page with grain, which JPEG cannot squeeze), so the upload screen has to make it smaller before sending.
 */
export async function largeCameraPhoto(page: Page, name: string): Promise<InputFile> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 3200;
    canvas.height = 2400;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    const image = context.createImageData(canvas.width, canvas.height);
    for (let index = 0; index < image.data.length; index += 4) {
      const shade = ((index / 4) % canvas.width) / 14 + Math.random() * 100;
      image.data[index] = shade;
      image.data[index + 1] = shade * 0.9;
      image.data[index + 2] = 200 - shade / 2;
      image.data[index + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.97));
    if (!blob) throw new Error('the canvas gave no JPEG');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let offset = 0; offset < bytes.length; offset += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
    return btoa(binary);
  });
  const buffer = Buffer.from(base64, 'base64');
  expect(buffer.length, 'the photo is over the 5MB limit').toBeGreaterThan(5 * 1024 * 1024);
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The files of an application, as the server keeps them. */
export async function storedFiles(
  request: APIRequestContext,
  tokens: Tokens,
  applicationId: string,
): Promise<{ fileName: string; contentType: string; sizeBytes: number }[]> {
  const response = await request.get(FILE_PATHS.byEntity(applicationId), { headers: bearer(tokens) });
  await expectOk('files', response);
  return (await response.json()) as { fileName: string; contentType: string; sizeBytes: number }[];
}

/** The applicant's latest application. */
export async function latestApplication(
  request: APIRequestContext,
  tokens: Tokens,
): Promise<{ id: string; applicationNo: string; applicationStatus: string }> {
  const me = await request.get(AUTH_PATHS.me, { headers: bearer(tokens) });
  await expectOk('me', me);
  const { id } = (await me.json()) as { id: string };
  const response = await request.get(APPLICATION_PATHS.byUser(id), { headers: bearer(tokens) });
  await expectOk('applications', response);
  const [latest] = (await response.json()) as {
    id: string;
    applicationNo: string;
    applicationStatus: string;
  }[];
  if (!latest) throw new Error('the applicant has no application');
  return latest;
}

// --- An applicant's application ---------------------------------------------------------------------------------

const bearer = (tokens: Tokens) => ({ Authorization: `Bearer ${tokens.accessToken}` });

async function expectOk(
  what: string,
  response: { ok(): boolean; status(): number; text(): Promise<string> },
) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
}

/** A form the application form rules accept (bank 1 is Affin Bank, whose accounts have 12 digits). */
const COMPLETE_FORM = {
  employmentTypeId: '1',
  employerName: 'Syarikat Maju Sdn. Bhd.',
  employerContactNo: '+60312345678',
  jobTitle: 'Account executive',
  employmentStartingFrom: '2021-03-01',
  actualMonthlySalarySen: 420_000,
  personalBankId: '1',
  personalBankAccountNo: '514123456789',
  emergencyContact1: { name: 'Ahmad bin Ali', phoneNo: '0129876543', relationshipId: '2', email: '' },
  emergencyContact2: { name: 'Siti binti Ali', phoneNo: '0198765432', relationshipId: '3', email: '' },
  referee: { name: 'Tan Mei Ling', phoneNo: '01112345678', relationshipId: '5', email: '' },
} as const;

export interface JourneyApplication {
  readonly id: string;
  readonly applicationNo: string;
}

/**
 * Through the server's calls: an eligible quick check, a draft, and the form saved and completed. What is left is
 * the email step and after.
 */
export async function applicationWithFormDone(
  request: APIRequestContext,
  applicant: Applicant,
  applicationType: Variant = 'conventional',
): Promise<JourneyApplication> {
  const headers = bearer(applicant.tokens);
  const checked = await request.post(APPLICATION_PATHS.eligibility, {
    headers,
    data: { amountSen: 500_000, tenureMonths: 12, loanReasonId: '4', netSalarySen: 350_000, applicationType },
  });
  await expectOk('eligibility', checked);
  const check = (await checked.json()) as { checkId: string; eligible: boolean; reasons: string[] };
  expect(check.eligible, `eligible, not: ${check.reasons.join(', ')}`).toBe(true);
  const drafted = await request.post(APPLICATION_PATHS.draft, {
    headers,
    data: { checkId: check.checkId, applicationType },
  });
  await expectOk('draft', drafted);
  const draft = (await drafted.json()) as JourneyApplication;
  await expectOk(
    'save the form',
    await request.patch(APPLICATION_PATHS.update('en', draft.id), { headers, data: COMPLETE_FORM }),
  );
  await expectOk(
    'form step',
    await request.patch(STEP_PATHS.applicationFormCompleted(draft.id), { headers }),
  );
  return { id: draft.id, applicationNo: draft.applicationNo };
}

/**
 * Through the server's calls: an eligible quick check, a draft, the form saved and completed, and the email code
 * typed back. What is left is the screens of this journey: documents, summary, e-KYC.
 */
export async function applicationWithFormAndEmailDone(
  request: APIRequestContext,
  applicant: Applicant,
  applicationType: Variant = 'conventional',
): Promise<JourneyApplication> {
  const draft = await applicationWithFormDone(request, applicant, applicationType);
  await verifyEmailThroughApi(request, applicant.tokens, draft.id, applicant.email);
  return { id: draft.id, applicationNo: draft.applicationNo };
}

/** The email step's code asked for, read from the inbox of `email` and typed back, as the email screen does. */
export async function verifyEmailThroughApi(
  request: APIRequestContext,
  tokens: Tokens,
  applicationId: string,
  email: string,
): Promise<void> {
  const headers = bearer(tokens);
  const before = await emailCount(request, email);
  await expectOk(
    'send the email code',
    await request.post(APPLICATION_PATHS.emailVerification(applicationId), { headers }),
  );
  const code = await codeEmailedTo(request, email, before);
  await expectOk(
    'email code',
    await request.post(APPLICATION_PATHS.emailVerificationCode(applicationId), { headers, data: { code } }),
  );
}

/** Uploads a document through the API, as the upload screen does (multipart: entityId, fileType, then file). */
export async function uploadThroughApi(
  request: APIRequestContext,
  tokens: Tokens,
  applicationId: string,
  fileType: DocumentGroup,
  file: InputFile,
): Promise<void> {
  const response = await request.post(FILE_PATHS.upload, {
    headers: bearer(tokens),
    multipart: { entityId: applicationId, fileType, file },
  });
  await expectOk(`upload ${file.name}`, response);
}

/** Further, through the API: 3 salary slips and 1 bank statement, the documents step, and the submission. */
export async function submittedApplication(
  request: APIRequestContext,
  applicant: Applicant,
  applicationType: Variant = 'conventional',
): Promise<JourneyApplication> {
  const application = await applicationWithFormAndEmailDone(request, applicant, applicationType);
  for (const month of ['sep', 'oct', 'nov']) {
    await uploadThroughApi(
      request,
      applicant.tokens,
      application.id,
      'salaryslip',
      pdf(`payslip-${month}.pdf`),
    );
  }
  await uploadThroughApi(request, applicant.tokens, application.id, 'bankstatement', pdf('statement.pdf'));
  const headers = bearer(applicant.tokens);
  await expectOk(
    'documents step',
    await request.patch(STEP_PATHS.documentUploadCompleted(application.id), { headers }),
  );
  await expectOk(
    'submit',
    await request.post(APPLICATION_PATHS.submit(application.id), {
      headers,
      data: { consentPersonalDataAndCreditCheck: true, acknowledgeProtectionPlan: false },
    }),
  );
  return application;
}

/**
 * Further still, through the API: the identity verification with the e-KYC sandbox (the applicant's own NRIC on
 * the card), its verdict awaited, and the step recorded. The application is then PENDING with every step done:
 * ready for the back office.
 */
export async function applicationReadyForReview(
  request: APIRequestContext,
  applicant: Applicant,
  applicationType: Variant = 'conventional',
): Promise<JourneyApplication> {
  const application = await submittedApplication(request, applicant, applicationType);
  await passEkycThroughApi(request, applicant.tokens, application.id, applicant.nric);
  return application;
}

/**
 * The identity verification through the API: the e-KYC sandbox's pictures (the card carrying `nric`), its verdict
 * awaited, and the step recorded.
 */
export async function passEkycThroughApi(
  request: APIRequestContext,
  tokens: Tokens,
  applicationId: string,
  nric: string,
): Promise<void> {
  const headers = bearer(tokens);
  const opened = await request.post(EKYC_PATHS.session(applicationId), { headers });
  await expectOk('e-KYC session', opened);
  const { sessionId } = (await opened.json()) as { sessionId: string };
  const captures = {
    front: png('front.png', nric),
    back: png('back.png'),
    selfie: png('selfie.png'),
  };
  for (const [side, image] of Object.entries(captures)) {
    await expectOk(
      `capture ${side}`,
      await request.post(EKYC_PATHS.capture(sessionId), { headers, multipart: { side, image } }),
    );
  }
  await expectOk('e-KYC submit', await request.post(EKYC_PATHS.submit(sessionId), { headers }));
  await expect
    .poll(
      async () => {
        const session = await request.get(EKYC_PATHS.session(applicationId), { headers });
        return ((await session.json()) as { state: string }).state;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBe('PASSED');
  await expectOk('e-KYC step', await request.patch(STEP_PATHS.ekycCompleted(applicationId), { headers }));
}

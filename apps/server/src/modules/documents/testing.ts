import { randomBytes, randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Variant } from '@sinar/domain';
import type { TestApp } from '../../testing/test-app.ts';

/** Helpers for the documents and e-KYC tests: applications made with SQL, and real tiny files built in memory. */

export const AISYAH = { email: 'aisyah@example.com', nric: '900615145672' } as const;
export const HAFIZ = { email: 'hafiz@example.com', nric: '880808055123' } as const;

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `select id from users where email = $1 and organization_type = 'INDIVIDUAL'`,
    [email],
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * An application as the applications module leaves it: an eligibility check, then the application in `status`
 * with `markers`. DRAFT for uploads; PENDING with the first three markers for e-KYC.
 */
export async function insertApplication(
  t: TestApp,
  userId: string,
  options: {
    status?: string;
    markers?: readonly string[];
    applicationType?: Variant;
  } = {},
): Promise<string> {
  const applicationType = options.applicationType ?? 'conventional';
  const checkId = randomUUID();
  const now = t.clock.now();
  await t.db.query(
    `insert into eligibility_checks (id, user_id, application_type, amount_sen, tenure_months, loan_reason_id,
       net_salary_sen, eligible, max_eligible_amount_sen, checked_at)
     values ($1, $2, $3, 500000, 12, '1', 400000, true, 1000000, $4)`,
    [checkId, userId, applicationType, now],
  );
  const id = randomUUID();
  await t.db.query(
    `insert into applications (id, application_no, user_id, application_type, status, markers, eligibility_check_id,
       max_eligible_amount_sen, net_salary_sen, interest_rate_bp_per_year, applicant_nric, applicant_full_name,
       created_at, updated_at)
     select $1, $2, $3, $4, $5, $6, $7, 1000000, 400000, 1800, nric, full_name, $8, $8 from users where id = $3`,
    [
      id,
      `SK-TEST-${randomBytes(4).toString('hex')}`,
      userId,
      applicationType,
      options.status ?? 'DRAFT',
      options.markers ?? [],
      checkId,
      now,
    ],
  );
  return id;
}

export const SUBMITTED = {
  status: 'PENDING',
  markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED', 'DOCUMENTUPLOADCOMPLETED'],
} as const;

/** A small but well-formed PDF; `seed` makes its content (and digest) unique. */
export function pdfBytes(seed = randomUUID()): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${seed}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A real PNG (a 16x16 grey square) with tEXt chunks: `text` is where the e-KYC sandbox's `NRIC:<12 digits>` marker
 * goes, and the padding makes it as large as a camera picture needs to be for the sandbox to read it.
 */
export function pngBytes(options: { text?: string; padTo?: number } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16, 0);
  header.writeUInt32BE(16, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.concat(
    Array.from({ length: 16 }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(16, 0x80)])),
  );
  const chunks = [
    pngChunk('IHDR', header),
    pngChunk('tEXt', Buffer.from(`Comment\0${options.text ?? randomUUID()}`, 'latin1')),
  ];
  const body = () =>
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
  const padding = (options.padTo ?? 0) - body().length - 12 - 12 - 64;
  if (padding > 0) chunks.push(pngChunk('tEXt', Buffer.from(`Padding\0${'.'.repeat(padding)}`, 'latin1')));
  chunks.push(pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0)));
  return body();
}

/** A JPEG as far as any reader of its first bytes can tell (JFIF header, a comment, end of image). */
export function jpegBytes(options: { padTo?: number } = {}): Buffer {
  const start = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  const comment = Buffer.from(`${randomUUID()}${'.'.repeat(Math.max(0, (options.padTo ?? 0) - 60))}`);
  return Buffer.concat([
    start,
    Buffer.alloc(8),
    Buffer.from([0xff, 0xfe]),
    comment,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A Windows program: what a renamed .exe really is. */
export function exeBytes(): Buffer {
  return Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0, 0, 0]), randomBytes(200)]);
}

/** A multipart/form-data body of text fields, then one file part. */
export function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Buffer } | null,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sinar${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

import { readdir } from 'node:fs/promises';
import { FILE_PATHS, MAX_FILE_SIZE_BYTES, type TokenPair } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { ms } from '@sinar/domain/i18n/ms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bearer, loggedIn, officerToken, seedDemoAccounts } from '../auth/testing.ts';
import { ekycPassed } from '../ekyc/ekyc-records.ts';
import { documentProblems } from './document-records.ts';
import {
  AISYAH,
  exeBytes,
  HAFIZ,
  insertApplication,
  jpegBytes,
  multipart,
  pdfBytes,
  pngBytes,
  SUBMITTED,
  userIdOf,
} from './testing.ts';

let t: TestApp;
let aisyah: TokenPair;
let hafiz: TokenPair;
let aisyahId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
  aisyah = await loggedIn(t, { tab: 'conventional', phoneOrEmail: AISYAH.email });
  hafiz = await loggedIn(t, { tab: 'islamic', phoneOrEmail: HAFIZ.email });
  aisyahId = await userIdOf(t, AISYAH.email);
});
afterAll(() => t.close());

type Upload = { bytes: Buffer; name?: string; type?: string; fileType?: string };

function upload(applicationId: string, file: Upload, tokens: TokenPair = aisyah, query = '') {
  const form = multipart(
    { entityId: applicationId, fileType: file.fileType ?? 'salaryslip' },
    {
      field: 'file',
      name: file.name ?? 'payslip.pdf',
      type: file.type ?? 'application/pdf',
      bytes: file.bytes,
    },
  );
  return t.app.inject({
    method: 'POST',
    url: `${FILE_PATHS.upload}${query}`,
    headers: { ...form.headers, ...bearer(tokens) },
    payload: form.payload,
  });
}

async function storedState(applicationId: string) {
  const rows = await t.db.query('select id from application_files where application_id = $1', [
    applicationId,
  ]);
  const objects = await readdir(`${t.uploadsDir}/documents/${applicationId}`).catch(() => []);
  return { rows: rows.length, objects: objects.length };
}

describe('uploading documents', () => {
  it('takes pdf, png and jpeg files judged by content, lists them and serves them inline to their owner', async () => {
    const applicationId = await insertApplication(t, aisyahId);
    const pdf = pdfBytes();
    const uploaded = await upload(applicationId, { bytes: pdf, name: 'March payslip.pdf' });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({
      entityId: applicationId,
      fileType: { name: 'salaryslip' },
      fileName: 'March payslip.pdf',
      contentType: 'pdf',
      sizeBytes: pdf.length,
    });
    // A PNG photo sent as "image/jpeg" is still a PNG: the content decides, and the declared type is ignored.
    const png = await upload(applicationId, {
      bytes: pngBytes(),
      name: 'statement.png',
      type: 'image/jpeg',
      fileType: 'bankstatement',
    });
    expect(png.json()).toMatchObject({ contentType: 'png', fileType: { name: 'bankstatement' } });
    const jpeg = await upload(applicationId, {
      bytes: jpegBytes(),
      name: 'epf.JPG',
      type: 'application/octet-stream',
      fileType: 'othersrelevantdocuments',
    });
    expect(jpeg.json()).toMatchObject({ contentType: 'jpeg' });

    const list = await t.app.inject({
      method: 'GET',
      url: FILE_PATHS.byEntity(applicationId),
      headers: bearer(aisyah),
    });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .map((file: { contentType: string }) => file.contentType)
        .sort(),
    ).toEqual(['jpeg', 'pdf', 'png']);

    const content = await t.app.inject({
      method: 'GET',
      url: FILE_PATHS.file(uploaded.json().id),
      headers: bearer(aisyah),
    });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toMatch(/^inline; filename="March_payslip.pdf"$/);
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['cache-control']).toBe('no-store');
    expect(content.rawPayload.equals(pdf)).toBe(true);
    expect(await storedState(applicationId)).toEqual({ rows: 3, objects: 3 });
  });

  it.each([
    ['a PNG named poly.html', pngBytes(), 'poly.html'],
    ['PHP text named shell.php.jpg', Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.php.jpg'],
    ['a PDF named x.pdf.html', pdfBytes(), 'x.pdf.html'],
    ['a PNG named .jpg', pngBytes(), 'statement.jpg'],
    ['a PDF without an extension', pdfBytes(), 'payslip'],
  ])("refuses %s, whose name does not fit its content, with the spec's text", async (_case, bytes, name) => {
    const applicationId = await insertApplication(t, aisyahId);
    const response = await upload(applicationId, { bytes, name });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Only allowed pdf, png & Jpeg file format!');
    expect(await storedState(applicationId)).toEqual({ rows: 0, objects: 0 });
  });

  it("refuses a program renamed payslip.pdf, by its content, with the spec's text, and keeps nothing", async () => {
    const applicationId = await insertApplication(t, aisyahId);
    const response = await upload(applicationId, {
      bytes: exeBytes(),
      name: 'payslip.pdf',
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Only allowed pdf, png & Jpeg file format!');
    expect(await storedState(applicationId)).toEqual({ rows: 0, objects: 0 });
  });

  it("refuses the same file twice, in any group, with 409 and the spec's text (in Malay when asked)", async () => {
    const applicationId = await insertApplication(t, aisyahId);
    const pdf = pdfBytes();
    expect((await upload(applicationId, { bytes: pdf })).statusCode).toBe(201);
    const again = await upload(applicationId, { bytes: pdf, name: 'copy.pdf' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Don't upload the same file");
    const asStatement = await upload(
      applicationId,
      { bytes: pdf, fileType: 'bankstatement' },
      aisyah,
      '?lang=ms',
    );
    expect(asStatement.statusCode).toBe(409);
    expect(asStatement.json().message).toBe(ms.errors.duplicateFile);
    expect(await storedState(applicationId)).toEqual({ rows: 1, objects: 1 });
  });

  it('takes at most 3 files in a group (422) while other groups still have room', async () => {
    const applicationId = await insertApplication(t, aisyahId);
    for (let month = 0; month < 3; month++)
      expect((await upload(applicationId, { bytes: pdfBytes() })).statusCode).toBe(201);
    const fourth = await upload(applicationId, { bytes: pdfBytes() });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().message).toBe('Limit 3 files only');
    expect((await upload(applicationId, { bytes: pdfBytes(), fileType: 'bankstatement' })).statusCode).toBe(
      201,
    );
    expect(await storedState(applicationId)).toEqual({ rows: 4, objects: 4 });
  });

  it('refuses a file of 5MB or more (413), whether just at the limit or far beyond, and keeps nothing', async () => {
    const applicationId = await insertApplication(t, aisyahId);
    const padded = (size: number) =>
      Buffer.concat([pdfBytes(), Buffer.alloc(size - pdfBytes().length, 0x20)]);
    const atLimit = await upload(applicationId, { bytes: padded(MAX_FILE_SIZE_BYTES) });
    expect(atLimit.statusCode).toBe(413);
    expect(atLimit.json().message).toBe('File must smaller than 5MB!');
    const huge = await upload(applicationId, { bytes: padded(6 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('File must smaller than 5MB!');
    expect((await upload(applicationId, { bytes: padded(MAX_FILE_SIZE_BYTES - 1) })).statusCode).toBe(201);
    expect(await storedState(applicationId)).toEqual({ rows: 1, objects: 1 });
  });

  it('answers a form without its file, with an unknown group or without a login with 400 and 401', async () => {
    const applicationId = await insertApplication(t, aisyahId);
    const noFile = multipart({ entityId: applicationId, fileType: 'salaryslip' }, null);
    const missing = await t.app.inject({
      method: 'POST',
      url: FILE_PATHS.upload,
      headers: { ...noFile.headers, ...bearer(aisyah) },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(en.ekyc.documents.fileMissing);
    expect((await upload(applicationId, { bytes: pdfBytes(), fileType: 'selfie' })).statusCode).toBe(400);
    const anonymous = multipart({ entityId: applicationId, fileType: 'salaryslip' }, null);
    const response = await t.app.inject({ method: 'POST', url: FILE_PATHS.upload, ...anonymous });
    expect(response.statusCode).toBe(401);
  });

  it('changes documents only while the application is being filled in or referred back for them', async () => {
    const applicationId = await insertApplication(t, aisyahId);
    const uploaded = await upload(applicationId, { bytes: pdfBytes() });
    await t.db.query(`update applications set status = 'PENDING' where id = $1`, [applicationId]);
    const late = await upload(applicationId, { bytes: pdfBytes() });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(en.ekyc.documents.notEditable);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: FILE_PATHS.file(uploaded.json().id),
      headers: bearer(aisyah),
    });
    expect(remove.statusCode).toBe(409);
    // Referred back about its form only: the documents stay as the officers reviewed them.
    await t.db.query(
      `update applications set status = 'REFERBACK', refer_back_steps = '{applicationForm}',
         refer_back_remark = 'Please correct the employer', referred_back_at = now() where id = $1`,
      [applicationId],
    );
    const notReferred = await upload(applicationId, { bytes: pdfBytes() });
    expect(notReferred.statusCode).toBe(409);
    expect(notReferred.json().message).toBe(en.application.referBackStepNotReopened);
    await t.db.query(`update applications set refer_back_steps = '{documentUpload}' where id = $1`, [
      applicationId,
    ]);
    expect((await upload(applicationId, { bytes: pdfBytes() })).statusCode).toBe(201);
  });

  it('removes a document, its row and its stored content', async () => {
    const applicationId = await insertApplication(t, aisyahId);
    const uploaded = await upload(applicationId, { bytes: pdfBytes() });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: FILE_PATHS.file(uploaded.json().id),
      headers: bearer(aisyah),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Update/Remove successfully');
    expect(await storedState(applicationId)).toEqual({ rows: 0, objects: 0 });
    const gone = await t.app.inject({
      method: 'GET',
      url: FILE_PATHS.file(uploaded.json().id),
      headers: bearer(aisyah),
    });
    expect(gone.statusCode).toBe(404);
  });

  it("answers another applicant 404 on every call about someone else's documents", async () => {
    const applicationId = await insertApplication(t, aisyahId);
    const uploaded = await upload(applicationId, { bytes: pdfBytes() });
    const fileId = uploaded.json().id;
    const intruding = await upload(applicationId, { bytes: pdfBytes() }, hafiz);
    expect(intruding.statusCode).toBe(404);
    expect(intruding.json().message).toBe('Application Not Found');
    for (const [method, url] of [
      ['GET', FILE_PATHS.byEntity(applicationId)],
      ['GET', FILE_PATHS.file(fileId)],
      ['DELETE', FILE_PATHS.file(fileId)],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(hafiz) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await storedState(applicationId)).toEqual({ rows: 1, objects: 1 });
  });

  it('lets an officer read the documents, but not change them', async () => {
    const applicationId = await insertApplication(t, aisyahId);
    const uploaded = await upload(applicationId, { bytes: pdfBytes() });
    const officer = bearer(await officerToken(t, ['verifier']));
    const list = await t.app.inject({
      method: 'GET',
      url: FILE_PATHS.byEntity(applicationId),
      headers: officer,
    });
    expect(list.json()).toHaveLength(1);
    const content = await t.app.inject({
      method: 'GET',
      url: FILE_PATHS.file(uploaded.json().id),
      headers: officer,
    });
    expect(content.statusCode).toBe(200);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: FILE_PATHS.file(uploaded.json().id),
      headers: officer,
    });
    expect(remove.statusCode).toBe(401);
  });
});

describe('the step evidence', () => {
  const evidence = { documentProblems, ekycPassed };

  it('reports what the document set lacks until it has exactly 3 salary slips and 1 bank statement', async () => {
    const applicationId = await insertApplication(t, aisyahId);
    expect(await evidence.documentProblems(t.db, applicationId)).toEqual([
      'errors.requiredDocumentsMissing',
      'uploads.problems.salarySlipExactlyThree',
      'uploads.problems.bankStatementExactlyOne',
    ]);
    for (let month = 0; month < 2; month++) await upload(applicationId, { bytes: pdfBytes() });
    await upload(applicationId, { bytes: pdfBytes(), fileType: 'bankstatement' });
    expect(await evidence.documentProblems(t.db, applicationId)).toEqual([
      'uploads.problems.salarySlipExactlyThree',
    ]);
    await upload(applicationId, { bytes: pdfBytes() });
    expect(await evidence.documentProblems(t.db, applicationId)).toEqual([]);
  });

  it('says e-KYC passed only when the latest session passed', async () => {
    const applicationId = await insertApplication(t, aisyahId, SUBMITTED);
    expect(await evidence.ekycPassed(t.db, applicationId)).toBe(false);
    const sessionId = crypto.randomUUID();
    await t.db.query(
      `insert into ekyc_sessions (id, application_id, user_id, state, attempts, max_attempts, created_at, updated_at)
       values ($1, $2, $3, 'PROCESSING', 1, 3, now(), now())`,
      [sessionId, applicationId, aisyahId],
    );
    expect(await evidence.ekycPassed(t.db, applicationId)).toBe(false);
    await t.db.query(`update ekyc_sessions set state = 'PASSED' where id = $1`, [sessionId]);
    expect(await evidence.ekycPassed(t.db, applicationId)).toBe(true);
  });
});

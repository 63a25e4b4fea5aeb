import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { FILE_PATHS, type TokenPair } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loggedIn, seedDemoAccounts } from '../modules/auth/testing.ts';
import { AISYAH, insertApplication, multipart, pdfBytes, userIdOf } from '../modules/documents/testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let aisyah: TokenPair;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t);
  aisyah = await loggedIn(t, { tab: 'conventional', phoneOrEmail: AISYAH.email });
});
afterAll(() => t.close());

describe('housekeeping', () => {
  it('keeps an uploaded document and removes an object that no row took up', async () => {
    const applicationId = await insertApplication(t, await userIdOf(t, AISYAH.email));
    const form = multipart(
      { entityId: applicationId, fileType: 'salaryslip' },
      { field: 'file', name: 'payslip.pdf', type: 'application/pdf', bytes: pdfBytes() },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: FILE_PATHS.upload,
      headers: { ...form.headers, ...bearer(aisyah) },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);

    // An object whose upload was noted but whose row never came (the process stopped in between).
    const folder = `${t.uploadsDir}/documents/${applicationId}`;
    await mkdir(folder, { recursive: true });
    await writeFile(`${folder}/abandoned`, pdfBytes());
    await t.db.query(
      `insert into stored_object_journal (storage_key, reason, noted_at) values ($1, 'upload', $2)`,
      [`documents/${applicationId}/abandoned`, t.clock.now()],
    );
    expect((await readdir(folder)).length).toBe(2);

    t.clock.set(new Date(t.clock.now().getTime() + 2 * 3_600_000));
    const report = await t.housekeeping();
    expect(report.storedObjects).toBe(1);
    const left = await readdir(folder);
    expect(left).toHaveLength(1);
    expect(left).not.toContain('abandoned');
    expect(await t.db.query('select storage_key from stored_object_journal')).toEqual([]);
  });
});

import { MAX_FILE_SIZE_BYTES } from '@sinar/domain';
import { describe, expect, it, vi } from 'vitest';
import { prepareUpload, sha256Hex } from './prepare-upload.ts';
import { pdfFile, pngFile, zipAsPdf } from './test-fixtures.ts';

const compression = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compression }));

const empty = { existingInGroup: [], existingInApplication: [] };

describe('prepareUpload: the browser checks before an upload', () => {
  it('accepts a PDF payslip and gives its SHA-256', async () => {
    const file = pdfFile('payslip-apr.pdf');
    const prepared = await prepareUpload(file, { group: 'salaryslip', ...empty });
    expect(prepared).toEqual({ ok: true, file, sha256: await sha256Hex(file), compressed: false });
    expect((prepared as { sha256: string }).sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['a Word document renamed .pdf', zipAsPdf('payslip.pdf'), 'errors.fileFormatNotAllowed'],
    [
      'a PDF named as a web page',
      pdfFile('payslip.pdf.html', 'payslip-apr.pdf'),
      'errors.fileFormatNotAllowed',
    ],
    ['a PNG named .jpg', pngFile('statement.jpg', 2_000), 'errors.fileFormatNotAllowed'],
    ['an empty file', new File([], 'empty.pdf', { type: 'application/pdf' }), 'errors.fileFormatNotAllowed'],
    [
      'a PDF of exactly 5MB',
      new File(
        [Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d]), new Uint8Array(MAX_FILE_SIZE_BYTES - 5)],
        'big.pdf',
      ),
      'errors.fileTooLarge',
    ],
  ])('refuses %s', async (_case, file, error) => {
    expect(await prepareUpload(file, { group: 'salaryslip', ...empty })).toEqual({ ok: false, error });
    expect(compression).not.toHaveBeenCalled();
  });

  it('refuses the same content twice, in the group or anywhere in the application', async () => {
    const file = pdfFile('payslip-apr.pdf');
    const sha256 = await sha256Hex(file);
    const same = pdfFile('copy-of-payslip.pdf', 'payslip-apr.pdf');
    expect(
      await prepareUpload(same, {
        group: 'salaryslip',
        existingInGroup: [{ sha256 }],
        existingInApplication: [],
      }),
    ).toEqual({ ok: false, error: 'errors.duplicateFile' });
    expect(
      await prepareUpload(same, {
        group: 'bankstatement',
        existingInGroup: [],
        existingInApplication: [{ sha256 }],
      }),
    ).toEqual({ ok: false, error: 'errors.duplicateFile' });
  });

  it('refuses a fourth file in a group', async () => {
    const three = [{ sha256: 'a'.repeat(64) }, { sha256: 'b'.repeat(64) }, { sha256: 'c'.repeat(64) }];
    expect(
      await prepareUpload(pdfFile('fourth.pdf'), {
        group: 'othersrelevantdocuments',
        existingInGroup: three,
        existingInApplication: [],
      }),
    ).toEqual({ ok: false, error: 'errors.fileLimit' });
  });

  it('compresses a photo over 5MB with the library, then checks what it made', async () => {
    const big = pngFile('statement-photo.png', MAX_FILE_SIZE_BYTES + 1000);
    const smaller = new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], 'x.jpg', {
      type: 'image/jpeg',
    });
    compression.mockResolvedValue(smaller);
    const onCompressing = vi.fn();
    const prepared = await prepareUpload(big, { group: 'bankstatement', ...empty, onCompressing });
    expect(onCompressing).toHaveBeenCalledOnce();
    expect(compression).toHaveBeenCalledWith(
      big,
      expect.objectContaining({ maxSizeMB: 4, fileType: 'image/jpeg' }),
    );
    expect(prepared).toMatchObject({ ok: true, compressed: true });
    const file = (prepared as { file: File }).file;
    expect([file.name, file.type, file.size]).toEqual(['statement-photo.jpg', 'image/jpeg', 8]);
  });

  it('does not compress a photo under the limit', async () => {
    const photo = pngFile('small.png', 4096);
    expect(await prepareUpload(photo, { group: 'salaryslip', ...empty })).toMatchObject({
      ok: true,
      compressed: false,
    });
    expect(compression).not.toHaveBeenCalled();
  });
});

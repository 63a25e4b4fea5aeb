import { describe, expect, it } from 'vitest';
import { checkUpload, type UploadCandidate } from './check-upload.ts';
import { MAX_FILE_SIZE_BYTES } from './document-groups.ts';

const PDF = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ZIP = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);

const PAYSLIP_FEB = 'dc21ce145d74de2c39ac20cd491a121c9bd277b9a504649f25e3d66848c3ffda';
const PAYSLIP_MAR = '2c411b5d11b9805df048a00bee4924e77b50cc3f8207b16daa5481c8bdd66160';
const PAYSLIP_APR = '4b99f5eb3c8b8e38cfb9e981065f7b4d69b8553991fb41f72b274d8acbf2df70';
const STATEMENT = '768610646c5df514be088f9c0e4063980033ab140718e2c4ce9207fb51e27d5a';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const PHP = new TextEncoder().encode('<?php system($_GET["c"]); ?>');

const payslip: UploadCandidate = {
  fileName: 'April payslip.pdf',
  sizeBytes: 245_760,
  firstBytes: PDF,
  sha256: PAYSLIP_APR,
};

describe('checkUpload', () => {
  it.each([
    // what is uploaded, what the group and application already hold -> the error, or null when accepted
    ['a PDF payslip into an empty group', payslip, [], [], null],
    ['a PNG photo of a payslip', { ...payslip, fileName: 'payslip.PNG', firstBytes: PNG }, [], [], null],
    ['a JPEG photo of a payslip', { ...payslip, fileName: 'IMG_0042.jpg', firstBytes: JPEG }, [], [], null],
    ['a JPEG named .jpeg', { ...payslip, fileName: 'slip.jpeg', firstBytes: JPEG }, [], [], null],
    // The name's extension must be the content's own: a browser opens a download by its name.
    [
      'a PNG named poly.html',
      { ...payslip, fileName: 'poly.html', firstBytes: PNG },
      [],
      [],
      'errors.fileFormatNotAllowed',
    ],
    ['a PDF named x.pdf.html', { ...payslip, fileName: 'x.pdf.html' }, [], [], 'errors.fileFormatNotAllowed'],
    [
      'PHP text named shell.php.jpg',
      { ...payslip, fileName: 'shell.php.jpg', firstBytes: PHP },
      [],
      [],
      'errors.fileFormatNotAllowed',
    ],
    [
      'a JPEG named shell.php.jpg',
      { ...payslip, fileName: 'shell.php.jpg', firstBytes: JPEG },
      [],
      [],
      'errors.fileFormatNotAllowed',
    ],
    [
      'a PNG named .jpg',
      { ...payslip, fileName: 'statement.jpg', firstBytes: PNG },
      [],
      [],
      'errors.fileFormatNotAllowed',
    ],
    [
      'a PDF without an extension',
      { ...payslip, fileName: 'payslip' },
      [],
      [],
      'errors.fileFormatNotAllowed',
    ],
    ['a PDF named .pdf.', { ...payslip, fileName: 'payslip.pdf.' }, [], [], 'errors.fileFormatNotAllowed'],
    ['a third payslip', payslip, [PAYSLIP_FEB, PAYSLIP_MAR], [], null],
    ['a Word document', { ...payslip, firstBytes: ZIP }, [], [], 'errors.fileFormatNotAllowed'],
    ['an empty file', { ...payslip, sizeBytes: 0 }, [], [], 'errors.fileFormatNotAllowed'],
    ['a file one byte under 5MB', { ...payslip, sizeBytes: MAX_FILE_SIZE_BYTES - 1 }, [], [], null],
    ['a file of exactly 5MB', { ...payslip, sizeBytes: 5_242_880 }, [], [], 'errors.fileTooLarge'],
    ['the same payslip again', payslip, [PAYSLIP_APR], [], 'errors.duplicateFile'],
    [
      'the same payslip, digest in capitals',
      { ...payslip, sha256: PAYSLIP_APR.toUpperCase() },
      [PAYSLIP_APR],
      [],
      'errors.duplicateFile',
    ],
    [
      'the bank statement again, as a payslip',
      { ...payslip, sha256: STATEMENT },
      [],
      [STATEMENT],
      'errors.duplicateFile',
    ],
    ['a fourth payslip', payslip, [PAYSLIP_FEB, PAYSLIP_MAR, STATEMENT], [], 'errors.fileLimit'],
    // The wrong kind of file is reported first, whatever else is wrong with it.
    [
      'a 6MB zip into a full group',
      { ...payslip, firstBytes: ZIP, sizeBytes: 6_000_000 },
      [PAYSLIP_FEB, PAYSLIP_MAR, STATEMENT],
      [],
      'errors.fileFormatNotAllowed',
    ],
  ] as const)('%s: %s', (_case, candidate, inGroup, inApplication, error) => {
    expect(
      checkUpload({
        group: 'salaryslip',
        candidate,
        existingInGroup: inGroup.map((sha256) => ({ sha256 })),
        existingInApplication: inApplication.map((sha256) => ({ sha256 })),
      }),
    ).toBe(error);
  });

  it('refuses a digest or size that cannot be real', () => {
    expect(() =>
      checkUpload({ group: 'bankstatement', candidate: { ...payslip, sha256: 'abc' }, existingInGroup: [] }),
    ).toThrow(RangeError);
    expect(() =>
      checkUpload({ group: 'bankstatement', candidate: { ...payslip, sizeBytes: -1 }, existingInGroup: [] }),
    ).toThrow(RangeError);
  });
});

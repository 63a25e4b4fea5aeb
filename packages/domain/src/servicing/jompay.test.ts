import { describe, expect, it } from 'vitest';
import { DomainRuleError } from '../errors/domain-rule-error.ts';
import {
  isJompayBillerCode,
  jompayRef1,
  luhnCheckDigit,
  parseJompayFile,
  parseJompayRef1,
} from './jompay.ts';

describe('JomPAY Ref-1', () => {
  it('computes the Luhn digit as the published example does', () => {
    // The textbook example: 7992739871 takes the check digit 3.
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });

  it.each([
    ['SKL-2026-000123', '20260001233'],
    ['SKF-2026-000001', '20260000011'],
    ['SKL-2027-123456', '20271234567'],
    ['SKF-2026-1234567', '202612345670'], // a serial past 999,999 keeps all its digits
  ])('gives %s the Ref-1 %s', (agreementNo, ref1) => {
    expect(jompayRef1(agreementNo)).toBe(ref1);
    expect(parseJompayRef1(ref1).ref1).toBe(ref1);
  });

  it('names the agreement by its number without the variant prefix', () => {
    expect(parseJompayRef1('20260001233')).toEqual({ ref1: '20260001233', agreementNoSuffix: '2026-000123' });
    expect(parseJompayRef1(' 2026 0001 233 ')).toEqual({
      ref1: '20260001233',
      agreementNoSuffix: '2026-000123',
    });
    expect(parseJompayRef1('202612345670').agreementNoSuffix).toBe('2026-1234567');
  });

  it.each([
    ['20260001433', 'a mistyped digit (2 keyed as 4)'],
    ['20260002133', 'two neighbours swapped (12 keyed as 21)'],
    ['20260001234', 'a wrong check digit'],
    ['30260001233', 'a wrong first digit'],
  ])('refuses %s: %s', (ref1) => {
    expect(() => parseJompayRef1(ref1)).toThrow(
      expect.objectContaining({ key: 'servicingRules.jompay.ref1CheckDigit' }),
    );
  });

  it('lets through the one swap Luhn cannot see, 09 keyed as 90, as decision 034 records', () => {
    expect(jompayRef1('SKL-2026-000901')).toBe('20260009012');
    expect(parseJompayRef1('20260090012').agreementNoSuffix).toBe('2026-009001');
  });

  it('refuses what is not a Ref-1 or not an agreement number', () => {
    expect(() => parseJompayRef1('2026000123')).toThrow(
      expect.objectContaining({ key: 'servicingRules.jompay.ref1Invalid' }),
    );
    expect(() => parseJompayRef1('SKL-2026-000123')).toThrow(DomainRuleError);
    expect(() => jompayRef1('2026-000123')).toThrow(
      expect.objectContaining({ key: 'servicingRules.jompay.notAnAgreementNo' }),
    );
  });

  it('takes a biller code of four to six digits', () => {
    expect(isJompayBillerCode('58925')).toBe(true);
    expect(isJompayBillerCode('589')).toBe(false);
    expect(isJompayBillerCode('58A25')).toBe(false);
  });
});

const GOOD_FILE = [
  'H,58925,20260805',
  'D,58925,20260804,20260001233,,566.67,MBB20260804000001',
  'D,58925,20260804,20260000011,INV-7,181.67,CIMB0804A77',
  'T,2,748.34',
].join('\n');

describe('parseJompayFile', () => {
  it('reads the header, each payment and the trailer', () => {
    expect(parseJompayFile(GOOD_FILE, '58925')).toEqual({
      billerCode: '58925',
      fileDate: '2026-08-05',
      payments: [
        {
          lineNo: 2,
          billerCode: '58925',
          paidOn: '2026-08-04',
          ref1: '20260001233',
          ref2: '',
          amountSen: 56_667,
          bankReference: 'MBB20260804000001',
          agreement: { ref1: '20260001233', agreementNoSuffix: '2026-000123' },
        },
        {
          lineNo: 3,
          billerCode: '58925',
          paidOn: '2026-08-04',
          ref1: '20260000011',
          ref2: 'INV-7',
          amountSen: 18_167,
          bankReference: 'CIMB0804A77',
          agreement: { ref1: '20260000011', agreementNoSuffix: '2026-000001' },
        },
      ],
      unreadable: [],
      fileProblems: [],
    });
  });

  it('keeps a payment whose Ref-1 names no agreement, with the reason, for an officer to place', () => {
    const file = ['H,58925,20260805', 'D,58925,20260804,20260002133,,566.67,MBB1', 'T,1,566.67'].join('\r\n');
    const { payments, unreadable, fileProblems } = parseJompayFile(file);
    expect(payments).toEqual([
      expect.objectContaining({
        lineNo: 2,
        amountSen: 56_667,
        agreement: { problem: 'servicingRules.jompay.ref1CheckDigit' },
      }),
    ]);
    expect(unreadable).toEqual([]);
    expect(fileProblems).toEqual([]);
  });

  it('reads every other line when some cannot be read, giving each its reasons', () => {
    const file = [
      'H,58925,20260805',
      'D,58925,20260804,20260001233,,566.67,MBB1',
      'D,58925,20260231,20260001233,,12.5,',
      'D,11111,20260804,20260000011,,181.67,MBB1',
      'D,58925,20260804,20260000011,,181.67',
      'X,whatever',
      'D,58925,20260804,20260000011,,0.00,MBB9',
      'D,58925,20260804,20260000011,,181.67,MBB3',
      'T,6,929.01',
    ].join('\n');
    const result = parseJompayFile(file);
    expect(result.payments.map((payment) => payment.lineNo)).toEqual([2, 8]);
    expect(result.unreadable).toEqual([
      {
        lineNo: 3,
        text: 'D,58925,20260231,20260001233,,12.5,',
        problems: [
          'servicingRules.jompay.dateInvalid',
          'servicingRules.jompay.amountInvalid',
          'servicingRules.jompay.bankReferenceMissing',
        ],
      },
      {
        lineNo: 4,
        text: 'D,11111,20260804,20260000011,,181.67,MBB1',
        problems: ['servicingRules.jompay.billerCodeMismatch', 'servicingRules.jompay.bankReferenceRepeated'],
      },
      {
        lineNo: 5,
        text: 'D,58925,20260804,20260000011,,181.67',
        problems: ['servicingRules.jompay.fieldCount'],
      },
      { lineNo: 6, text: 'X,whatever', problems: ['servicingRules.jompay.unknownRecord'] },
      {
        lineNo: 7,
        text: 'D,58925,20260804,20260000011,,0.00,MBB9',
        problems: ['servicingRules.jompay.amountInvalid'],
      },
    ]);
    // Six payment lines counted, as the trailer says; the total cannot be checked while some are unreadable.
    expect(result.fileProblems).toEqual([]);
  });

  it('flags a file cut short or that does not add up', () => {
    const cut = GOOD_FILE.split('\n').slice(0, 3).join('\n');
    expect(parseJompayFile(cut).fileProblems).toEqual(['servicingRules.jompay.trailerMissing']);
    expect(parseJompayFile(GOOD_FILE.replace('T,2,748.34', 'T,3,748.34')).fileProblems).toEqual([
      'servicingRules.jompay.countMismatch',
    ]);
    expect(parseJompayFile(GOOD_FILE.replace('T,2,748.34', 'T,2,748.43')).fileProblems).toEqual([
      'servicingRules.jompay.totalMismatch',
    ]);
    expect(parseJompayFile(GOOD_FILE.replace('H,58925,20260805\n', '')).fileProblems).toEqual([
      'servicingRules.jompay.headerMissing',
    ]);
  });

  it("flags another biller's file", () => {
    const result = parseJompayFile(GOOD_FILE.replaceAll('58925', '60001'), '58925');
    expect(result.fileProblems).toEqual(['servicingRules.jompay.billerCodeMismatch']);
    expect(result.payments).toEqual([]);
    expect(result.unreadable).toHaveLength(2);
  });
});

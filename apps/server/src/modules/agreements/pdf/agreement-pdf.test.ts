import { DomainRuleError } from '@sinar/domain';
import { describe, expect, it } from 'vitest';
import { onPdf, pdfText, TEST_LENDER } from '../../../lib/pdf/testing.ts';
import { buildAgreementPdf } from './agreement-pdf.ts';
import { testParticulars } from './testing.ts';

describe('the conventional loan agreement (Schedule J), in English', () => {
  it('prints the particulars of the first schedule to the sen', async () => {
    const text = await pdfText(await buildAgreementPdf(testParticulars('conventional')));
    expect(text).toContain('Moneylending Agreement');
    expect(text).toContain('Agreement number: AG-2026-000123');
    const particulars = [
      'Date of agreement 25 November 2026',
      `Name of the lender ${TEST_LENDER.name}`,
      `Company number ${TEST_LENDER.companyNo}`,
      `Moneylending licence number ${TEST_LENDER.licenceNo}`,
      `Business address ${TEST_LENDER.address}`,
      'Name of the borrower Aisyah binti Ahmad',
      'NRIC number 900615145672',
      'Address 12, Jalan Mawar 3, Taman Bunga, 43000 Kajang, Selangor',
      'Principal sum RM5,000.00',
      'Interest rate per annum 18%',
      'Total interest RM900.00',
      'Total repayable RM5,900.00',
      'Amount of each instalment RM491.67',
      'Amount of the final instalment RM491.63',
      'First repayment date 25 December 2026',
      'Number of months 12',
    ];
    const lines = text.split('\n');
    for (const line of particulars) expect(lines).toContain(line);
    expect(text).not.toContain('Wakalah');
  });

  it('prints the late-payment clause R = 8/100 x D/365 x S', async () => {
    const text = (await pdfText(await buildAgreementPdf(testParticulars('conventional')))).replace(
      /\n/g,
      ' ',
    );
    expect(text).toContain(
      'at 8% per annum, calculated from day to day and never compounded: R = 8/100 x D/365 x S',
    );
    expect(text).toContain('more than 28 days after its due date');
  });

  it('prints the full repayment schedule, row by row', async () => {
    const lines = (await pdfText(await buildAgreementPdf(testParticulars('conventional')))).split('\n');
    const schedule = [
      'No. Due date Instalment Principal Interest Balance',
      '1 25/12/2026 RM491.67 RM416.67 RM75.00 RM5,408.33',
      '2 25/01/2027 RM491.67 RM416.67 RM75.00 RM4,916.66',
      '3 25/02/2027 RM491.67 RM416.67 RM75.00 RM4,424.99',
      '4 25/03/2027 RM491.67 RM416.67 RM75.00 RM3,933.32',
      '5 25/04/2027 RM491.67 RM416.67 RM75.00 RM3,441.65',
      '6 25/05/2027 RM491.67 RM416.67 RM75.00 RM2,949.98',
      '7 25/06/2027 RM491.67 RM416.67 RM75.00 RM2,458.31',
      '8 25/07/2027 RM491.67 RM416.67 RM75.00 RM1,966.64',
      '9 25/08/2027 RM491.67 RM416.67 RM75.00 RM1,474.97',
      '10 25/09/2027 RM491.67 RM416.67 RM75.00 RM983.30',
      '11 25/10/2027 RM491.67 RM416.67 RM75.00 RM491.63',
      '12 25/11/2027 RM491.63 RM416.63 RM75.00 RM0.00',
    ];
    const rows = lines.filter((line) => /^(No\.|\d+ \d\d\/\d\d\/\d{4} )/.test(line));
    expect(rows).toEqual(schedule);
  });

  it('is a well-formed PDF with numbered pages', async () => {
    const pdf = await buildAgreementPdf(testParticulars('conventional'));
    const check = await onPdf('qpdf', pdf, ['--check']);
    expect(check.code).toBe(0);
    expect(check.output).toContain('No syntax or stream encoding errors found');
    const text = await pdfText(pdf);
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
  });
});

describe('the Islamic financing agreement (tawarruq), in Malay', () => {
  const particulars = testParticulars('islamic', { language: 'ms' });

  it('prints the asset sale: cost price, profit, selling price, and the Wakalah fee', async () => {
    const lines = (await pdfText(await buildAgreementPdf(particulars))).split('\n');
    for (const line of [
      'Perjanjian Pembiayaan Peribadi-i',
      'Tarikh perjanjian 25 November 2026',
      'Nama pembiaya Sinar Kredit Sdn. Bhd.',
      'Nama pelanggan Hafiz bin Rahman',
      'Nombor kad pengenalan 880808055123',
      'Jumlah pembiayaan (harga kos) RM3,000.00',
      'Kadar keuntungan setahun 18%',
      'Keuntungan RM270.00',
      'Harga jualan RM3,270.00',
      'Fi Wakalah RM20.00',
      'Amaun setiap ansuran RM545.00',
      'Amaun ansuran terakhir RM545.00',
      'Tarikh bayaran balik pertama 25 Disember 2026',
      'Bilangan bulan 6',
    ]) {
      expect(lines).toContain(line);
    }
  });

  it("prints the Wakalah, murabahah, ta'widh at 1% per annum and ibra' clauses, and no interest clause", async () => {
    const text = (await pdfText(await buildAgreementPdf(particulars))).replace(/\n/g, ' ');
    expect(text).toContain('dengan fi Wakalah sebanyak RM20.00');
    expect(text).toContain('unit minyak sawit mentah');
    expect(text).toContain(
      "ta'widh sebanyak 1% setahun atas ansuran tertunggak, dari hari ke hari: T = 1/100 x D/365 x S",
    );
    expect(text).toContain("Amaun penyelesaian = baki harga jualan + ansuran tertunggak + caj lewat - ibra'");
    expect(text).not.toContain('8/100');
    expect(text).not.toContain('faedah');
  });

  it('prints the payment schedule, row by row', async () => {
    const lines = (await pdfText(await buildAgreementPdf(particulars))).split('\n');
    const rows = lines.filter((line) => /^(Bil\.|\d+ \d\d\/\d\d\/\d{4} )/.test(line));
    expect(rows).toEqual([
      'Bil. Tarikh genap Ansuran Kos Keuntungan Baki',
      '1 25/12/2026 RM545.00 RM500.00 RM45.00 RM2,725.00',
      '2 25/01/2027 RM545.00 RM500.00 RM45.00 RM2,180.00',
      '3 25/02/2027 RM545.00 RM500.00 RM45.00 RM1,635.00',
      '4 25/03/2027 RM545.00 RM500.00 RM45.00 RM1,090.00',
      '5 25/04/2027 RM545.00 RM500.00 RM45.00 RM545.00',
      '6 25/05/2027 RM545.00 RM500.00 RM45.00 RM0.00',
    ]);
  });

  it('reads in English too, with the Islamic wording', async () => {
    const lines = (await pdfText(await buildAgreementPdf(testParticulars('islamic')))).split('\n');
    expect(lines).toContain('Financing amount (cost price) RM3,000.00');
    expect(lines).toContain('Selling price RM3,270.00');
    expect(lines).toContain('Wakalah fee RM20.00');
  });
});

describe('what the agreement refuses or tolerates', () => {
  it.each([
    ['an empty name', ''],
    ['a name of spaces', '   '],
  ])('refuses %s with the spec error', async (_case, name) => {
    const particulars = testParticulars('conventional', {
      borrower: { name, nric: '900615145672', address: 'Kajang' },
    });
    const refusal = await buildAgreementPdf(particulars).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainRuleError);
    expect(refusal).toMatchObject({ key: 'errors.applicantNameEmpty' });
  });

  it('prints a character the standard font lacks as a question mark rather than failing', async () => {
    const particulars = testParticulars('conventional', {
      borrower: { name: 'Tan 陈 Wei Ming', nric: '900615145672', address: 'Kajang' },
    });
    expect((await pdfText(await buildAgreementPdf(particulars))).split('\n')).toContain(
      'Name of the borrower Tan ? Wei Ming',
    );
  });
});

import { sen } from '@sinar/domain';
import { describe, expect, it } from 'vitest';
import { onPdf, pdfPages, pdfText, TEST_LENDER } from '../../../lib/pdf/testing.ts';
import type { PlainLineKind, StatementInput, StatementLine } from './statement-input.ts';
import { renderStatementOfAccount } from './statement-pdf.ts';
import { conventionalStatement, islamicStatement, longStatement } from './testing.ts';

const lines = async (pdf: Uint8Array) => (await pdfText(pdf)).split('\n');
/** The rows of the transactions table: those opening with a date. */
const tableRows = (text: readonly string[]) => text.filter((line) => /^\d\d\/\d\d\/\d{4} /.test(line));

describe('the statement of account of a conventional loan, in English', () => {
  it('prints the lender, the borrower with the NRIC masked, and the account under the Schedule J headings', async () => {
    const text = await lines(await renderStatementOfAccount(conventionalStatement(), 'en'));
    for (const line of [
      TEST_LENDER.name,
      `Company No. ${TEST_LENDER.companyNo}`,
      `Moneylending Licence No. ${TEST_LENDER.licenceNo}`,
      TEST_LENDER.address,
      'Statement of Account',
      'Name Aisyah binti Ahmad',
      'NRIC No. ********5672',
      'Address 12, Jalan Mawar 3, Taman Bunga, 43000 Kajang, Selangor',
      'Account No. LA-2026-000123',
      'Agreement No. SKL-2026-000123',
      'Statement Date 15 February 2027',
      'Statement Period 25/11/2026 to 15/02/2027',
      'Principal RM5,000.00',
      'Interest Rate p.a. 18%',
      'Monthly Instalment RM491.67',
      'Arrears RM0.00',
      'Late Payment Interest RM0.00',
      'Outstanding Balance RM4,424.99',
      'Transaction Date Description Reference No. Debit Credit Balance',
    ]) {
      expect(text).toContain(line);
    }
    expect(text.join('\n')).not.toContain('900615145672');
    expect(text.join('\n')).not.toMatch(/Profit|Ta'widh|Ibra'|Selling Price/);
  });

  it('lists every entry with its running balance, to the sen, the reversed payment beside its reversal', async () => {
    const text = await lines(await renderStatementOfAccount(conventionalStatement(), 'en'));
    expect(tableRows(text)).toEqual([
      '25/11/2026 Balance brought forward RM0.00',
      '25/11/2026 Loan disbursed: principal and interest JNL-0000001 RM5,900.00 RM5,900.00',
      '24/12/2026 Payment, FPX online banking RCP-2026-000101 RM491.67 RM5,408.33',
      '25/01/2027 Payment, JomPAY (reversed on RCP-2027-000102 RM491.67 RM4,916.66',
      '28/01/2027 Reversal of payment RCP-2027-000102: JNL-0000007 RM491.67 RM5,408.33',
      '10/02/2027 Late payment interest JNL-0000009 RM1.72 RM5,410.05',
      '10/02/2027 Reminder letter postage JNL-0000010 RM10.00 RM5,420.05',
      '11/02/2027 Payment, Counter RCP-2027-000103 RM995.06 RM4,424.99',
      '15/02/2027 Closing balance RM4,424.99',
    ]);
    // The reversal's date and reason wrap within the description's column, on the line under it.
    expect(text).toContain('28/01/2027)');
    expect(text).toContain('Bank recalled the credit');
  });

  it('is a well-formed PDF of one numbered page', async () => {
    const pdf = await renderStatementOfAccount(conventionalStatement(), 'en');
    const check = await onPdf('qpdf', pdf, ['--check']);
    expect(check.code).toBe(0);
    expect(check.output).toContain('No syntax or stream encoding errors found');
    expect(await lines(pdf)).toContain('Page 1 of 1');
  });
});

describe('the statement of account of a conventional loan, in Malay', () => {
  it('prints the Malay headings and the same figures', async () => {
    const text = await lines(await renderStatementOfAccount(conventionalStatement(), 'ms'));
    for (const line of [
      'Penyata Akaun',
      `No. Syarikat ${TEST_LENDER.companyNo}`,
      `No. Lesen Pemberi Pinjam Wang ${TEST_LENDER.licenceNo}`,
      'Nama Aisyah binti Ahmad',
      'No. Kad Pengenalan ********5672',
      'No. Akaun LA-2026-000123',
      'No. Perjanjian SKL-2026-000123',
      'Tarikh Penyata 15 Februari 2027',
      'Tempoh Penyata 25/11/2026 hingga 15/02/2027',
      'Jumlah Wang Pokok RM5,000.00',
      'Kadar Faedah Setahun 18%',
      'Bayaran Balik Ansuran RM491.67',
      'Tunggakan RM0.00',
      'Faedah Lewat Bayar RM0.00',
      'Baki Tertunggak RM4,424.99',
      'Tarikh Transaksi Butiran No. Rujukan Debit Kredit Baki',
      'Halaman 1 daripada 1',
    ]) {
      expect(text).toContain(line);
    }
    expect(tableRows(text)).toEqual([
      '25/11/2026 Baki dibawa ke hadapan RM0.00',
      '25/11/2026 Pinjaman dikeluarkan: wang pokok dan JNL-0000001 RM5,900.00 RM5,900.00',
      '24/12/2026 Bayaran, Perbankan dalam talian FPX RCP-2026-000101 RM491.67 RM5,408.33',
      '25/01/2027 Bayaran, JomPAY (dibatalkan pada RCP-2027-000102 RM491.67 RM4,916.66',
      '28/01/2027 Pembatalan bayaran RCP-2027-000102: JNL-0000007 RM491.67 RM5,408.33',
      '10/02/2027 Faedah lewat bayar JNL-0000009 RM1.72 RM5,410.05',
      '10/02/2027 Pos surat peringatan JNL-0000010 RM10.00 RM5,420.05',
      '11/02/2027 Bayaran, Kaunter RCP-2027-000103 RM995.06 RM4,424.99',
      '15/02/2027 Baki penutup RM4,424.99',
    ]);
    expect(text).toContain('28/01/2027)');
  });
});

describe('the statement of account of Islamic financing', () => {
  it("prints the Islamic wording in English: profit rate, selling price, ta'widh", async () => {
    const text = await lines(await renderStatementOfAccount(islamicStatement(), 'en'));
    for (const line of [
      'Statement of Account',
      'Personal Financing-i (commodity murabahah)',
      'NRIC No. ********5123',
      'Principal RM3,000.00',
      'Profit Rate 18%',
      'Selling Price RM3,270.00',
      'Monthly Instalment RM545.00',
      "Ta'widh RM0.00",
      'Outstanding Balance RM1,635.00',
    ]) {
      expect(text).toContain(line);
    }
    expect(text.join('\n')).not.toMatch(/Interest/);
    expect(tableRows(text).slice(0, 9)).toEqual([
      '25/11/2026 Balance brought forward RM0.00',
      '25/11/2026 Financing disbursed: selling price JNL-0000021 RM3,270.00 RM3,270.00',
      '25/12/2026 Payment, Direct debit RCP-2026-000201 RM545.00 RM2,725.00',
      '25/01/2027 Payment, Debit or credit card (reversed on RCP-2027-000202 RM545.00 RM2,180.00',
      '27/01/2027 Reversal of payment RCP-2027-000202 JNL-0000025 RM545.00 RM2,725.00',
      "05/02/2027 Ta'widh (late payment compensation) JNL-0000027 RM0.16 RM2,725.16",
      '05/02/2027 Payment, FPX online banking RCP-2027-000203 RM1,090.16 RM1,635.00',
      '10/02/2027 Closing balance RM1,635.00',
      '25/12/2026 RM545.00 RM45.00 RM500.00 RM2,725.00 RM2,500.00 RM225.00',
    ]);
  });

  it("prints the ibra' table with its columns, row by row, in English", async () => {
    const text = await lines(await renderStatementOfAccount(islamicStatement(), 'en'));
    const heading = text.indexOf("Ibra' table");
    expect(heading).toBeGreaterThan(0);
    expect(text.slice(heading + 1, heading + 4)).toEqual([
      'Payment Date Instalment Profit Paid Principal Paid Outstanding Selling Price Outstanding Principal Unearned Profit',
      '25/12/2026 RM545.00 RM45.00 RM500.00 RM2,725.00 RM2,500.00 RM225.00',
      '05/02/2027 RM1,090.00 RM90.00 RM1,000.00 RM1,635.00 RM1,500.00 RM135.00',
    ]);
  });

  it("prints the Malay headings and the ibra' table in Malay", async () => {
    const text = await lines(await renderStatementOfAccount(islamicStatement(), 'ms'));
    for (const line of [
      'Penyata Akaun',
      'Pembiayaan Peribadi-i (murabahah komoditi)',
      'Jumlah Wang Pokok RM3,000.00',
      'Kadar Keuntungan 18%',
      'Harga Jualan RM3,270.00',
      'Bayaran Balik Ansuran RM545.00',
      'Tunggakan RM0.00',
      "Ta'widh RM0.00",
      'Baki Tertunggak RM1,635.00',
      'Tarikh Transaksi Butiran No. Rujukan Debit Kredit Baki',
      '25/11/2026 Pembiayaan dikeluarkan: harga jualan JNL-0000021 RM3,270.00 RM3,270.00',
      '27/01/2027 Pembatalan bayaran RCP-2027-000202 JNL-0000025 RM545.00 RM2,725.00',
    ]) {
      expect(text).toContain(line);
    }
    expect(text.join('\n')).not.toMatch(/[Ff]aedah/);
    const heading = text.indexOf("Jadual Ibra'");
    expect(text.slice(heading + 1, heading + 4)).toEqual([
      'Tarikh Bayaran Ansuran Keuntungan Dibayar Pokok Dibayar Baki Harga Jualan Baki Pokok Keuntungan Belum Diperoleh',
      '25/12/2026 RM545.00 RM45.00 RM500.00 RM2,725.00 RM2,500.00 RM225.00',
      '05/02/2027 RM1,090.00 RM90.00 RM1,000.00 RM1,635.00 RM1,500.00 RM135.00',
    ]);
    const check = await onPdf('qpdf', await renderStatementOfAccount(islamicStatement(), 'ms'), ['--check']);
    expect(check.code).toBe(0);
  });
});

describe('a long statement: a 24-month loan 700 days after payout', () => {
  it('runs over numbered pages, each after the first headed by the account and the column headings', async () => {
    const input = longStatement('conventional');
    // The payout, 22 instalments paid (one of them twice, the first reversed) and the reversal; 133 days of late
    // payment interest on the paid ones and 2 on the last, unpaid; 7 reminders' postage.
    expect(input.lines).toHaveLength(1 + 22 + 1 + 1 + 133 + 2 + 7);
    const pdf = await renderStatementOfAccount(input, 'en');
    const pages = (await pdfPages(pdf)).map((page) => page.split('\n'));
    expect(pages).toHaveLength(4);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of 4`);
      expect(page).toContain('Transaction Date Description Reference No. Debit Credit Balance');
      if (index > 0) {
        expect(page.find((line) => line !== '')).toBe(
          'Statement of Account, Account No. LA-2025-000042 (continued)',
        );
      }
    });
    const check = await onPdf('qpdf', pdf, ['--check']);
    expect(check.code).toBe(0);
    expect(check.output).toContain('No syntax or stream encoding errors found');
  });

  it('loses no entry across the pages, and closes on the outstanding balance', async () => {
    const input = longStatement('conventional');
    const text = await pdfText(await renderStatementOfAccount(input, 'en'));
    const references = [...text.matchAll(/\b(?:JNL|RCP)-\d{6,7}\b/g)].map(([reference]) => reference);
    const listed = input.lines.map((line) => line.reference);
    // A reversal names the payment it undoes as well as its own reference.
    const reversed = input.lines.flatMap((line) =>
      line.kind === 'paymentReversal' ? [line.reversedReference] : [],
    );
    expect(references.sort()).toEqual([...listed, ...reversed].sort());
    // RM13,600.00 - 22 x RM566.67 = RM1,133.26 still to pay, and two days' late payment interest on the instalment
    // due 5 December 2026: RM0.12 and RM0.13 (8% x D/365 x RM566.67 is RM0.12 for one day, RM0.25 for two).
    expect(input.statementDate).toBe('2026-12-07');
    expect(input.outstandingBalanceSen).toBe(sen(113_351));
    expect(text).toContain('07/12/2026 Closing balance RM1,133.51');
    expect(text).toContain('06/12/2026 Late payment interest JNL-0000143 RM0.12 RM1,133.38');
    expect(text).toContain('07/12/2026 Late payment interest JNL-0000144 RM0.13 RM1,133.51');
    expect(text).toContain('Outstanding Balance RM1,133.51');
    expect(text).toContain('Arrears RM566.67');
    expect(text).toContain('Late Payment Interest RM0.25');
    // The fifth instalment (due 5 June 2025), paid at the counter, reversed two days later and paid again by FPX.
    // Four instalments met before it: RM13,600.00 - 4 x RM566.67 = RM11,333.32 (their late charges paid with them).
    expect(text).toContain('05/06/2025 Payment, Counter (reversed on RCP-000005 RM566.67 RM10,766.65');
    expect(text).toContain('07/06/2025)');
    expect(text).toContain('07/06/2025 Reversal of payment RCP-000005: JNL-0000020 RM566.67 RM11,333.32');
    expect(text).toContain('Cheque returned unpaid by the bank');
    expect(text).toContain('09/06/2025 Payment, FPX online banking RCP-000006 RM566.67 RM10,766.65');
  });

  it("repeats the ibra' table's headings when it runs onto a new page, in Malay", async () => {
    const input = longStatement('islamic');
    const pdf = await renderStatementOfAccount(input, 'ms');
    const pages = (await pdfPages(pdf)).map((page) => page.split('\n'));
    const ibraHeadings =
      'Tarikh Bayaran Ansuran Keuntungan Dibayar Pokok Dibayar Baki Harga Jualan Baki Pokok Keuntungan Belum Diperoleh';
    const isIbraRow = (line: string) =>
      /^\d\d\/\d\d\/\d{4} RM[\d,.]+ RM[\d,.]+ RM/.test(line) && line.split(' ').length === 7;
    const ibraRows = pages.flat().filter(isIbraRow);
    expect(ibraRows).toHaveLength(22);
    // After the 22nd instalment: RM10,000.00 - 22 x RM416.67 of principal and 2 x RM150.00 of profit left.
    expect(ibraRows.at(-1)).toBe('05/11/2026 RM566.67 RM150.00 RM416.67 RM1,133.26 RM833.26 RM300.00');
    // The table runs over a page break, and each page it is on shows its column headings above its rows.
    const pagesWithTable = pages.filter((page) => page.some(isIbraRow));
    expect(pagesWithTable.length).toBeGreaterThanOrEqual(2);
    for (const page of pagesWithTable) {
      expect(page.indexOf(ibraHeadings)).toBeGreaterThan(-1);
      expect(page.indexOf(ibraHeadings)).toBeLessThan(page.findIndex(isIbraRow));
    }
    expect(pages.at(-1)).toContain(`Halaman ${pages.length} daripada ${pages.length}`);
    pages.slice(1).forEach((page) => {
      expect(page.find((line) => line !== '')).toBe('Penyata Akaun, No. Akaun LA-2025-000042 (sambungan)');
    });
  });
});

describe('the description of each kind of entry', () => {
  /**
   * An Islamic financing settled early and a conventional loan closed with what was left, entry by entry: a waiver of
   * charges, the rebate, an overpayment whose small excess is kept or given away, a refund and a write-off.
   */
  const everyKind = (variant: 'conventional' | 'islamic') => {
    const base = variant === 'islamic' ? islamicStatement() : conventionalStatement();
    const entry = (
      kind: PlainLineKind,
      reference: string,
      side: 'debit' | 'credit',
      amount: number,
    ): StatementLine => ({
      date: '2027-02-20',
      kind,
      reference,
      debitSen: sen(side === 'debit' ? amount : 0),
      creditSen: sen(side === 'credit' ? amount : 0),
    });
    const lines: StatementLine[] = [
      ...base.lines,
      entry('lateCharge', 'JNL-0000101', 'debit', 500),
      entry('waiver', 'JNL-0000102', 'credit', 500),
      entry('rebate', 'JNL-0000103', 'credit', 10_000),
      entry('adminFee', 'JNL-0000104', 'debit', 800),
      entry('charity', 'JNL-0000105', 'debit', 300),
      entry('refund', 'JNL-0000106', 'debit', 2_000),
      entry('writeOff', 'JNL-0000107', 'credit', 3_100),
    ];
    const outstanding = sen(base.outstandingBalanceSen - 500 + 500 - 10_000 + 800 + 300 + 2_000 - 3_100);
    return { ...base, lines, outstandingBalanceSen: outstanding };
  };

  it.each([
    [
      'conventional',
      'en',
      [
        'Late payment interest JNL-0000101',
        'Waiver of charges JNL-0000102',
        'Early settlement rebate JNL-0000103',
        'Excess payment kept as an administration',
        'Excess payment given to charity JNL-0000105',
        'Refund of excess payment JNL-0000106',
        'Written off JNL-0000107',
      ],
    ],
    [
      'islamic',
      'ms',
      [
        "Ta'widh (pampasan lewat bayar) JNL-0000101",
        'Pengecualian caj JNL-0000102',
        "Ibra' (rebat) penyelesaian awal JNL-0000103",
        'Lebihan bayaran disimpan sebagai fi',
        'Lebihan bayaran disalurkan kepada',
        'Bayaran balik lebihan bayaran JNL-0000106',
        'Dihapus kira JNL-0000107',
      ],
    ],
  ] as const)('names each entry of a %s statement in %s', async (variant, language, descriptions) => {
    const text = (await pdfText(await renderStatementOfAccount(everyKind(variant), language))).split('\n');
    const rows = tableRows(text).filter((line) => line.startsWith('20/02/2027 '));
    expect(rows).toHaveLength(descriptions.length);
    rows.forEach((row, index) => {
      expect(row).toContain(descriptions[index]);
    });
  });
});

describe('what the statement refuses', () => {
  it('refuses lines that do not come to the outstanding balance', async () => {
    const input = { ...conventionalStatement(), outstandingBalanceSen: sen(442_500) };
    await expect(renderStatementOfAccount(input, 'en')).rejects.toThrow(
      'statement lines come to 442499 sen, not the outstanding balance of 442500 sen',
    );
  });

  it('refuses a line with both a debit and a credit', async () => {
    const statement = conventionalStatement();
    const [first, ...rest] = statement.lines;
    if (!first) throw new Error('the fixture has lines');
    const input = { ...statement, lines: [{ ...first, creditSen: sen(1) }, ...rest] };
    await expect(renderStatementOfAccount(input, 'en')).rejects.toThrow(
      'statement line JNL-0000001 must have one positive side',
    );
  });

  it("refuses Islamic financing without its ibra' table, and a conventional loan with one", async () => {
    const { ibraRows: _rows, ...withoutTable } = islamicStatement();
    await expect(renderStatementOfAccount(withoutTable, 'en')).rejects.toThrow(
      "the islamic statement needs an ibra' table",
    );
    const conventional = { ...conventionalStatement(), ibraRows: [] };
    await expect(renderStatementOfAccount(conventional, 'en')).rejects.toThrow(
      "the conventional statement has no ibra' table",
    );
  });
});

describe('the columns of a large account', () => {
  it('fit RM500,000.00 and a balance of -RM500,000.00 on one line, in both languages', async () => {
    const input = conventionalStatement();
    const large: StatementInput = {
      ...input,
      principalSen: sen(50_000_000),
      outstandingBalanceSen: sen(-50_000_000),
      lines: [
        {
          kind: 'disbursement',
          date: '2026-11-25',
          reference: 'JNL-0000001',
          debitSen: sen(50_000_000),
          creditSen: sen(0),
        },
        {
          kind: 'payment',
          date: '2026-12-24',
          reference: 'FPX-500K',
          channel: 'fpx',
          reversedOn: null,
          debitSen: sen(0),
          creditSen: sen(100_000_000),
        },
      ],
    };
    for (const language of ['en', 'ms'] as const) {
      const rows = tableRows(await lines(await renderStatementOfAccount(large, language)));
      expect(rows[1]).toMatch(/ JNL-0000001 RM500,000.00 RM500,000.00$/);
      expect(rows[2]).toMatch(/ FPX-500K RM1,000,000.00 -RM500,000.00$/);
    }
  });
});

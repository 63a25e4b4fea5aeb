import { sen } from '@sinar/domain';
import { describe, expect, it } from 'vitest';
import { onPdf, pdfText, TEST_LENDER } from '../../../lib/pdf/testing.ts';
import { renderPaymentReceipt } from './receipt-pdf.ts';
import { counterReceipt } from './testing.ts';

const lines = async (pdf: Uint8Array) => (await pdfText(pdf)).split('\n');

describe('the receipt of a payment on a conventional loan', () => {
  it('prints the receipt a moneylender owes, in English, to the sen', async () => {
    const text = await lines(await renderPaymentReceipt(counterReceipt(), 'en'));
    for (const line of [
      TEST_LENDER.name,
      `Company No. ${TEST_LENDER.companyNo}`,
      `Moneylending Licence No. ${TEST_LENDER.licenceNo}`,
      TEST_LENDER.address,
      'Official Receipt',
      'Receipt No. RCP-2027-000103',
      'Date and Time 11 Feb 2027, 2:42 pm MYT',
      'Received From Aisyah binti Ahmad (********5672)',
      'Agreement No. SKL-2026-000123',
      'Amount Received RM995.06',
      'Payment Channel Counter',
      'Channel Reference CTR-KJG-0042',
      'Outstanding Balance after this payment RM4,424.99',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(line);
    }
    const applied = text.slice(text.indexOf('How the payment was applied') + 1);
    expect(applied.filter((line) => /RM[\d,]+\.\d\d$/.test(line)).slice(0, 6)).toEqual([
      'Late payment interest RM1.72',
      'Fees RM10.00',
      'Interest RM150.00',
      'Principal RM833.34',
      'Paid beyond what was due RM0.00',
      'Total RM995.06',
    ]);
    expect(text.join('\n')).not.toContain('900615145672');
  });

  it('prints the same receipt in Malay', async () => {
    const text = await lines(await renderPaymentReceipt(counterReceipt(), 'ms'));
    for (const line of [
      'Resit Rasmi',
      'No. Resit RCP-2027-000103',
      'Diterima Daripada Aisyah binti Ahmad (********5672)',
      'No. Perjanjian SKL-2026-000123',
      'Amaun Diterima RM995.06',
      'Saluran Bayaran Kaunter',
      'Rujukan Saluran CTR-KJG-0042',
      'Faedah lewat bayar RM1.72',
      'Fi RM10.00',
      'Faedah RM150.00',
      'Wang pokok RM833.34',
      'Jumlah RM995.06',
      'Baki Tertunggak selepas bayaran ini RM4,424.99',
      'Halaman 1 daripada 1',
    ]) {
      expect(text).toContain(line);
    }
    expect(text.find((line) => line.startsWith('Tarikh dan Masa '))).toMatch(
      /^Tarikh dan Masa 11 Feb 2027, 2:42/,
    );
  });

  it('is a well-formed PDF', async () => {
    const check = await onPdf('qpdf', await renderPaymentReceipt(counterReceipt(), 'en'), ['--check']);
    expect(check.code).toBe(0);
    expect(check.output).toContain('No syntax or stream encoding errors found');
  });
});

describe('the receipt of a payment on Islamic financing', () => {
  it("names ta'widh, profit and cost price, and shows what was paid beyond what was due", async () => {
    // RM600.00 by FPX on an instalment of RM545.00 with RM0.16 of ta'widh: RM54.84 beyond what was due.
    const receipt = {
      ...counterReceipt('islamic'),
      agreementNo: 'SKF-2026-000124',
      amountSen: sen(60_000),
      channel: 'fpx' as const,
      channelReference: 'RZR-7781230045',
      applied: { lateCharge: sen(16), fee: sen(0), interest: sen(4_500), principal: sen(50_000) },
      excessSen: sen(5_484),
      balanceAfterSen: sen(163_500),
    };
    const english = await lines(await renderPaymentReceipt(receipt, 'en'));
    for (const line of [
      'Receipt for a payment on a Personal Financing-i',
      'Payment Channel FPX online banking',
      'Channel Reference RZR-7781230045',
      "Ta'widh RM0.16",
      'Fees RM0.00',
      'Profit RM45.00',
      'Cost price RM500.00',
      'Paid beyond what was due RM54.84',
      'Total RM600.00',
    ]) {
      expect(english).toContain(line);
    }
    expect(english.join('\n')).not.toMatch(/Interest|interest/);
    const malay = await lines(await renderPaymentReceipt(receipt, 'ms'));
    for (const line of [
      'Resit bayaran Pembiayaan Peribadi-i',
      'Saluran Bayaran Perbankan dalam talian FPX',
      "Ta'widh RM0.16",
      'Keuntungan RM45.00',
      'Harga kos RM500.00',
      'Lebihan daripada amaun yang perlu dibayar RM54.84',
      'Jumlah RM600.00',
    ]) {
      expect(malay).toContain(line);
    }
    expect(malay.join('\n')).not.toMatch(/[Ff]aedah/);
  });
});

describe('what the receipt refuses', () => {
  it('refuses an allocation that does not add up to the amount received', async () => {
    const receipt = { ...counterReceipt(), excessSen: sen(1) };
    await expect(renderPaymentReceipt(receipt, 'en')).rejects.toThrow(
      'receipt RCP-2027-000103 applies 99507 sen of 99506 sen received',
    );
  });
});

describe('the receipt of a large payment', () => {
  it('prints RM500,000.00 whole, and a reversal when the payment was reversed before its receipt', async () => {
    const receipt = counterReceipt();
    const text = await pdfText(
      await renderPaymentReceipt(
        {
          ...receipt,
          amountSen: sen(50_000_000),
          applied: { lateCharge: sen(0), fee: sen(0), interest: sen(5_000_000), principal: sen(45_000_000) },
          balanceAfterSen: sen(50_000_000),
          reversal: { on: '2027-02-14', reason: 'Cheque returned' },
        },
        'en',
      ),
    );
    expect(text).toContain('Amount Received RM500,000.00');
    expect(text).toMatch(/Principal\s+RM450,000.00/);
    expect(text).toMatch(/Total\s+RM500,000.00/);
    expect(text).toContain('Reversed on 14/02/2027: Cheque returned');
  });
});

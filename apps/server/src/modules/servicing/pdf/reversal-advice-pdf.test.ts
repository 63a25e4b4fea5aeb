import { sen } from '@sinar/domain';
import { describe, expect, it } from 'vitest';
import { onPdf, pdfText, TEST_LENDER } from '../../../lib/pdf/testing.ts';
import type { ReversalAdviceInput } from './reversal-advice-input.ts';
import { renderReversalAdvice } from './reversal-advice-pdf.ts';

const lines = async (pdf: Uint8Array) => (await pdfText(pdf)).split('\n');

/** A counter payment of RM995.06 reversed because the cheque behind it bounced. */
function advice(overrides: Partial<ReversalAdviceInput> = {}): ReversalAdviceInput {
  return {
    variant: 'conventional',
    lender: TEST_LENDER,
    adviceNo: 'RV00000107',
    reversedOn: '2027-02-15',
    reason: 'Cheque returned unpaid',
    payer: { name: 'Aisyah binti Ahmad', nric: '900615145672' },
    agreementNo: 'SKL-2026-000123',
    payment: {
      receiptNo: 'RC00000103',
      receivedAt: new Date('2027-02-11T06:42:00Z'),
      amountSen: sen(99_506),
      channel: 'counter',
      channelReference: 'CTR-KJG-0042',
      recovery: false,
    },
    takenBack: { lateCharge: sen(172), fee: sen(1000), interest: sen(15_000), principal: sen(83_334) },
    excessSen: sen(0),
    balanceAfterSen: sen(541_505),
    ...overrides,
  };
}

describe('the reversal advice of a payment', () => {
  it('states the reversal and the payment it undoes, in English, to the sen', async () => {
    const text = await lines(await renderReversalAdvice(advice(), 'en'));
    for (const line of [
      TEST_LENDER.name,
      'Payment Reversal Advice',
      'A payment on your moneylending loan has been reversed',
      'Advice No. RV00000107',
      'Date of Reversal 15 February 2027',
      'Reason Cheque returned unpaid',
      'Account Holder Aisyah binti Ahmad (********5672)',
      'Agreement No. SKL-2026-000123',
      'Receipt No. RC00000103',
      'Date and Time Received 11 Feb 2027, 2:42 pm MYT',
      'Amount RM995.06',
      'Payment Channel Counter',
      'Channel Reference CTR-KJG-0042',
      'Outstanding Balance after the reversal RM5,415.05',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(line);
    }
    const takenBack = text.slice(text.indexOf('What the reversal took back from the account') + 1);
    expect(takenBack.filter((line) => /RM[\d,]+\.\d\d$/.test(line)).slice(0, 6)).toEqual([
      'Late payment interest RM1.72',
      'Fees RM10.00',
      'Interest RM150.00',
      'Principal RM833.34',
      'Paid beyond what was due RM0.00',
      'Total RM995.06',
    ]);
    expect(text.join('\n')).not.toContain('900615145672');
    const check = await onPdf('qpdf', await renderReversalAdvice(advice(), 'en'), ['--check']);
    expect(check.code).toBe(0);
  });

  it('reads in Malay with the Islamic wording for a financing', async () => {
    const text = await lines(
      await renderReversalAdvice(advice({ variant: 'islamic', agreementNo: 'SKF-2026-000124' }), 'ms'),
    );
    for (const line of [
      'Notis Pembatalan Bayaran',
      'Satu bayaran bagi Pembiayaan Peribadi-i anda telah dibatalkan',
      'No. Notis RV00000107',
      'Tarikh Pembatalan 15 Februari 2027',
      'Sebab Cheque returned unpaid',
      'Pemegang Akaun Aisyah binti Ahmad (********5672)',
      "Ta'widh RM1.72",
      'Keuntungan RM150.00',
      'Harga kos RM833.34',
      'Jumlah RM995.06',
      'Baki Harga Jualan selepas pembatalan RM5,415.05',
      'Halaman 1 daripada 1',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('Faedah RM150.00');
  });

  it("names a recovery's reversal as recovered written-off debt taken back", async () => {
    const text = await lines(
      await renderReversalAdvice(
        advice({ payment: { ...advice().payment, recovery: true }, reason: null, balanceAfterSen: sen(0) }),
        'en',
      ),
    );
    expect(text).toContain('What the reversal took back of the written-off debt recovered');
    expect(text).toContain('Reason Not given');
  });

  it('refuses amounts taken back that do not come to the payment', async () => {
    await expect(renderReversalAdvice(advice({ excessSen: sen(1) }), 'en')).rejects.toThrow(
      'reversal advice RV00000107 takes back 99507 sen of 99506 sen',
    );
  });
});

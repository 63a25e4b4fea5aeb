import {
  addSen,
  formatMalaysianDateTime,
  formatRinggit,
  INSTALMENT_COMPONENTS,
  type Language,
  maskNric,
} from '@sinar/domain';
import { PDFDocument } from 'pdf-lib';
import { shortDate } from '../../../lib/pdf/document-text.ts';
import { describeDocument, embedFonts, FlowWriter, numberPages } from '../../../lib/pdf/pdf-layout.ts';
import { accountDocumentsText, lenderBlock } from './document-parts.ts';
import type { ReceiptInput } from './receipt-input.ts';

/** Component and amount. */
const APPLIED_COLUMNS = [300, 195.28] as const;

/**
 * The receipt a moneylender gives for every payment (Schedule J; decision 036), in the customer's language: the
 * receipt number, when the money came and by which channel with that channel's reference, who paid (NRIC masked to
 * its last four digits), the agreement, the amount in figures, how it was applied in the allocation order (late
 * charges, fees, interest or profit, principal, then any excess), the balance after it and the lender's particulars.
 * Refuses an allocation that does not add up to the amount received.
 */
export async function renderPaymentReceipt(input: ReceiptInput, language: Language): Promise<Uint8Array> {
  const applied = addSen(
    ...INSTALMENT_COMPONENTS.map((component) => input.applied[component]),
    input.excessSen,
  );
  if (applied !== input.amountSen) {
    throw new RangeError(
      `receipt ${input.receiptNo} applies ${applied} sen of ${input.amountSen} sen received`,
    );
  }
  const t = accountDocumentsText(language, input.variant);

  const doc = await PDFDocument.create();
  describeDocument(doc, {
    title: `${t('receipt.title')} ${input.receiptNo}`,
    subject: t('receipt.subtitle'),
    author: input.lender.name,
    language,
    date: input.receivedAt,
  });
  const fonts = await embedFonts(doc);
  const w = new FlowWriter(doc, fonts);

  lenderBlock(w, input.lender, t);
  w.gap(6);
  w.text(t('receipt.title'), { size: 16, bold: true });
  w.text(t('receipt.subtitle'), { size: 9 });
  w.rule();
  w.labelled(t('receipt.receiptNo'), input.receiptNo);
  w.labelled(t('receipt.receivedAt'), formatMalaysianDateTime(input.receivedAt.toISOString(), language));
  w.labelled(t('receipt.payer'), `${input.payer.name} (${maskNric(input.payer.nric)})`);
  w.labelled(t('receipt.agreementNo'), input.agreementNo);
  w.labelled(t('receipt.amount'), formatRinggit(input.amountSen, language));
  w.labelled(t('receipt.channel'), t(`channels.${input.channel}`));
  w.labelled(t('receipt.channelReference'), input.channelReference);

  w.heading(t('receipt.appliedHeading'));
  for (const component of INSTALMENT_COMPONENTS) {
    w.row(
      [t(`receipt.applied.${component}`), formatRinggit(input.applied[component], language)],
      APPLIED_COLUMNS,
      {
        leftAligned: 1,
      },
    );
  }
  w.row([t('receipt.applied.excess'), formatRinggit(input.excessSen, language)], APPLIED_COLUMNS, {
    leftAligned: 1,
  });
  w.rule();
  w.row([t('receipt.applied.total'), formatRinggit(input.amountSen, language)], APPLIED_COLUMNS, {
    bold: true,
    leftAligned: 1,
  });
  w.gap(8);
  w.labelled(t('receipt.balanceAfter'), formatRinggit(input.balanceAfterSen, language));
  if (input.reversal) {
    w.gap(8);
    const reversed = { date: shortDate(input.reversal.on), reason: input.reversal.reason ?? '' };
    w.paragraph(t('receipt.reversed', reversed), { bold: true });
    w.paragraph(t('receipt.reversedNote'), { size: 8 });
  }

  w.gap(10);
  w.paragraph(t('receipt.note'), { size: 8 });
  numberPages(doc, fonts.regular, (page, pages) => t('page', { page, pages }));
  return doc.save();
}

import {
  addSen,
  formatMalaysianDateTime,
  formatRinggit,
  INSTALMENT_COMPONENTS,
  type Language,
  maskNric,
} from '@sinar/domain';
import { PDFDocument } from 'pdf-lib';
import { longDate } from '../../../lib/pdf/document-text.ts';
import { describeDocument, embedFonts, FlowWriter, numberPages } from '../../../lib/pdf/pdf-layout.ts';
import { accountDocumentsText, lenderBlock } from './document-parts.ts';
import type { ReversalAdviceInput } from './reversal-advice-input.ts';

/** Component and amount. */
const TAKEN_BACK_COLUMNS = [300, 195.28] as const;

/**
 * A reversed payment's own document (decision 048), in the customer's language and the variant's wording: the
 * advice number, the reversal's date and reason, the payment it undoes (its receipt number, when and how the money
 * came, the channel's reference), the payer (NRIC masked), what it took back of each component in the allocation
 * order and of the excess, and the balance after it. Refuses amounts taken back that do not come to the payment.
 */
export async function renderReversalAdvice(
  input: ReversalAdviceInput,
  language: Language,
): Promise<Uint8Array> {
  const takenBack = addSen(
    ...INSTALMENT_COMPONENTS.map((component) => input.takenBack[component]),
    input.excessSen,
  );
  if (takenBack !== input.payment.amountSen) {
    throw new RangeError(
      `reversal advice ${input.adviceNo} takes back ${takenBack} sen of ${input.payment.amountSen} sen`,
    );
  }
  const t = accountDocumentsText(language, input.variant);

  const doc = await PDFDocument.create();
  describeDocument(doc, {
    title: `${t('reversalAdvice.title')} ${input.adviceNo}`,
    subject: t('reversalAdvice.subtitle'),
    author: input.lender.name,
    language,
    date: new Date(`${input.reversedOn}T00:00:00+08:00`),
  });
  const fonts = await embedFonts(doc);
  const w = new FlowWriter(doc, fonts);

  lenderBlock(w, input.lender, t);
  w.gap(6);
  w.text(t('reversalAdvice.title'), { size: 16, bold: true });
  w.text(t('reversalAdvice.subtitle'), { size: 9 });
  w.rule();
  w.labelled(t('reversalAdvice.adviceNo'), input.adviceNo);
  w.labelled(t('reversalAdvice.reversedOn'), longDate(language, input.reversedOn));
  w.labelled(t('reversalAdvice.reason'), input.reason ?? t('reversalAdvice.noReason'));
  w.labelled(t('reversalAdvice.payer'), `${input.payer.name} (${maskNric(input.payer.nric)})`);
  w.labelled(t('reversalAdvice.agreementNo'), input.agreementNo);

  w.heading(t('reversalAdvice.paymentHeading'));
  w.labelled(t('reversalAdvice.receiptNo'), input.payment.receiptNo);
  w.labelled(
    t('reversalAdvice.receivedAt'),
    formatMalaysianDateTime(input.payment.receivedAt.toISOString(), language),
  );
  w.labelled(t('reversalAdvice.amount'), formatRinggit(input.payment.amountSen, language));
  w.labelled(t('reversalAdvice.channel'), t(`channels.${input.payment.channel}`));
  w.labelled(t('reversalAdvice.channelReference'), input.payment.channelReference);

  w.heading(
    t(input.payment.recovery ? 'reversalAdvice.recoveryTakenBackHeading' : 'reversalAdvice.takenBackHeading'),
  );
  for (const component of INSTALMENT_COMPONENTS) {
    w.row(
      [t(`receipt.applied.${component}`), formatRinggit(input.takenBack[component], language)],
      TAKEN_BACK_COLUMNS,
      { leftAligned: 1 },
    );
  }
  w.row([t('receipt.applied.excess'), formatRinggit(input.excessSen, language)], TAKEN_BACK_COLUMNS, {
    leftAligned: 1,
  });
  w.rule();
  w.row([t('receipt.applied.total'), formatRinggit(input.payment.amountSen, language)], TAKEN_BACK_COLUMNS, {
    bold: true,
    leftAligned: 1,
  });
  w.gap(8);
  w.labelled(t('reversalAdvice.balanceAfter'), formatRinggit(input.balanceAfterSen, language));

  w.gap(10);
  w.paragraph(t('reversalAdvice.note'), { size: 8 });
  numberPages(doc, fonts.regular, (page, pages) => t('page', { page, pages }));
  return doc.save();
}

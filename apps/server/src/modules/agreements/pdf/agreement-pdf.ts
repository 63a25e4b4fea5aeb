import { formatBasisPoints, formatRinggit, VARIANT_RULES, type Variant } from '@sinar/domain';
import type { AgreementDocumentKey } from '@sinar/domain/i18n/en/agreement-document';
import { PDFDocument } from 'pdf-lib';
import { longDate, shortDate } from '../../../lib/pdf/document-text.ts';
import { describeDocument, embedFonts, FlowWriter, numberPages } from '../../../lib/pdf/pdf-layout.ts';
import { type AgreementParticulars, assertBorrowerNamed } from './agreement-particulars.ts';
import { type AgreementText, agreementText } from './agreement-text.ts';

/** What each variant's agreement sets out, looked up by variant: the particulars it lists and its clauses. */
interface AgreementLayout {
  readonly particulars: readonly ParticularRow[];
  readonly clauses: readonly AgreementDocumentKey[];
}

type ParticularRow = readonly [label: AgreementDocumentKey, value: (p: AgreementParticulars) => string];

const COMMON_HEAD: readonly ParticularRow[] = [
  ['particulars.date', (p) => longDate(p.language, p.agreementDate)],
  ['particulars.lenderName', (p) => p.lender.name],
  ['particulars.lenderCompanyNo', (p) => p.lender.companyNo],
  ['particulars.lenderLicenceNo', (p) => p.lender.licenceNo],
  ['particulars.lenderAddress', (p) => p.lender.address],
  ['particulars.borrowerName', (p) => p.borrower.name],
  ['particulars.borrowerNric', (p) => p.borrower.nric],
  ['particulars.borrowerAddress', (p) => p.borrower.address],
  ['particulars.principal', (p) => formatRinggit(p.principalSen, p.language)],
  ['particulars.rate', (p) => formatBasisPoints(p.annualRateBp, p.language)],
  ['particulars.charges', (p) => formatRinggit(p.chargesSen, p.language)],
  ['particulars.totalPayable', (p) => formatRinggit(p.totalPayableSen, p.language)],
];

const COMMON_TAIL: readonly ParticularRow[] = [
  ['particulars.instalment', (p) => formatRinggit(p.instalmentSen, p.language)],
  ['particulars.finalInstalment', (p) => formatRinggit(p.finalInstalmentSen, p.language)],
  ['particulars.firstRepayment', (p) => longDate(p.language, p.firstRepaymentOn)],
  ['particulars.months', (p) => String(p.months)],
];

const LAYOUTS: Readonly<Record<Variant, AgreementLayout>> = {
  conventional: {
    particulars: [...COMMON_HEAD, ...COMMON_TAIL],
    clauses: ['clauses.loan', 'clauses.latePayment', 'clauses.default', 'clauses.stamping', 'clauses.copy'],
  },
  islamic: {
    particulars: [
      ...COMMON_HEAD,
      ['particulars.wakalahFee', (p) => formatRinggit(p.wakalahFeeSen, p.language)],
      ...COMMON_TAIL,
    ],
    clauses: ['clauses.wakalah', 'clauses.murabahah', 'clauses.tawidh', 'clauses.ibra', 'clauses.stamping'],
  },
};

/** Column widths of the schedule: number, due date, instalment, principal, interest or profit, balance. */
const SCHEDULE_COLUMNS = [40, 90, 90, 90, 90, 95.28] as const;

/**
 * The agreement as the customer reads it before signing, in their language: for the conventional loan the Schedule J
 * particulars, its late-payment clause R = 8/100 x D/365 x S and the full repayment schedule; for Islamic financing
 * the asset sale (cost price, profit, selling price), the Wakalah fee, the ta'widh and ibra' clauses and the payment
 * schedule. Refuses a borrower without a name (spec 000).
 */
export async function buildAgreementPdf(particulars: AgreementParticulars): Promise<Uint8Array> {
  assertBorrowerNamed(particulars);
  const t = agreementText(particulars.language, particulars.variant);
  const layout = LAYOUTS[particulars.variant];
  const lateRateBp = VARIANT_RULES[particulars.variant].lateChargeAnnualBp;
  const language = particulars.language;

  const doc = await PDFDocument.create();
  describeDocument(doc, {
    title: `${t('title')} ${particulars.agreementNo}`,
    subject: t('subtitle'),
    author: particulars.lender.name,
    language,
    date: new Date(`${particulars.agreementDate}T00:00:00+08:00`),
  });
  const fonts = await embedFonts(doc);
  const w = new FlowWriter(doc, fonts);

  w.text(particulars.lender.name, { size: 9, bold: true });
  w.text(t('title'), { size: 16, bold: true });
  w.text(t('subtitle'), { size: 9 });
  w.text(t('agreementNo', { agreementNo: particulars.agreementNo }), { size: 9 });

  w.heading(t('particularsHeading'));
  for (const [label, value] of layout.particulars) w.labelled(t(label), value(particulars));
  for (const [label, value] of smeParticulars(particulars, t)) w.labelled(label, value);

  w.heading(t('clausesHeading'));
  const clauseParams = {
    rate: formatBasisPoints(lateRateBp, language),
    ratePerHundred: lateRateBp / 100,
    wakalahFee: formatRinggit(particulars.wakalahFeeSen, language),
  };
  for (const clause of layout.clauses) w.paragraph(t(clause, clauseParams));

  w.heading(t('scheduleHeading'));
  w.row(
    [
      t('schedule.instalmentNo'),
      t('schedule.dueOn'),
      t('schedule.instalment'),
      t('schedule.principal'),
      t('schedule.charges'),
      t('schedule.balance'),
    ],
    SCHEDULE_COLUMNS,
    { bold: true },
  );
  for (const row of particulars.schedule) {
    w.row(
      [
        String(row.instalmentNo),
        shortDate(row.dueOn),
        formatRinggit(row.instalmentSen, language),
        formatRinggit(row.principalSen, language),
        formatRinggit(row.interestSen, language),
        formatRinggit(row.balanceAfterSen, language),
      ],
      SCHEDULE_COLUMNS,
    );
  }

  w.heading(t('executionHeading'));
  w.paragraph(execution(particulars, t));

  numberPages(doc, fonts.regular, (page, pages) => t('page', { page, pages }));
  // Classic cross-reference tables: the lender's seal is added later as an incremental update, which reads them.
  return doc.save({ useObjectStreams: false });
}

/**
 * An SME partner or staff agreement's particulars after the individual's: the business the borrower signs for, the
 * partner id and the SME loan's stamping in its parts (docs/decisions/063). None for an individual's agreement.
 */
function smeParticulars(p: AgreementParticulars, t: AgreementText): [label: string, value: string][] {
  if (!p.sme) return [];
  const rows: [string, string][] = [];
  const { company, partnerId, stamping } = p.sme;
  if (company) {
    rows.push([t('smeLoan.businessName'), company.name]);
    rows.push([t('smeLoan.businessRegistrationNo'), company.registrationNo]);
  }
  if (partnerId !== null) rows.push([t('smeLoan.partnerId'), partnerId]);
  if (stamping)
    rows.push([
      t('smeLoan.stamping'),
      t('smeLoan.stampingValue', {
        duty: formatRinggit(stamping.stampDutySen, p.language),
        adminFee: formatRinggit(stamping.adminFeeSen, p.language),
        total: formatRinggit(stamping.totalSen, p.language),
      }),
    ]);
  return rows;
}

/** Who executes the agreement: the borrower, or for a business its applicant on the business's behalf. */
function execution(p: AgreementParticulars, t: AgreementText): string {
  if (!p.sme) return t('execution');
  const { company } = p.sme;
  if (!company) return t('smeLoan.execution', { signatory: p.borrower.name });
  return t('smeLoan.executionForBusiness', {
    signatory: p.borrower.name,
    company: company.name,
    registrationNo: company.registrationNo,
  });
}

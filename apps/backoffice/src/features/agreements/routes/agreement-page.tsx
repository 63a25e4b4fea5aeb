import {
  formatBasisPoints,
  formatMalaysianDate,
  formatMalaysianDateTime,
  formatRinggit,
  type OfficerAgreement,
  type Sen,
  VARIANT_RULES,
} from '@sinar/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { roleName } from '../../../lib/audit-text.ts';
import { agreementApplicationPath, ROUTES } from '../../../lib/paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { downloadAgreementFile } from '../api/download-agreement-file.ts';
import { useAgreement } from '../api/get-agreement.ts';
import { MandateSection, StampingSection } from '../components/after-signing-sections.tsx';
import { AgreementStatusBadge } from '../components/agreement-badge.tsx';
import styles from '../components/agreements.module.css';
import { CommodityTradeSection } from '../components/commodity-trade-section.tsx';

/** One agreement: its status, the approved terms, the figures, the protection with its commission, files, history. */
export function Component() {
  const { t } = useT();
  const { id = '' } = useParams();
  const agreement = useAgreement(id);
  return (
    <>
      <p>
        <Link to={ROUTES.agreements}>{t('agreements.back')}</Link>
      </p>
      {agreement.isPending ? <Loading /> : null}
      {agreement.isError ? (
        <LoadError error={agreement.error} onRetry={() => void agreement.refetch()} />
      ) : null}
      {agreement.data ? <AgreementBody view={agreement.data} /> : null}
    </>
  );
}

function AgreementBody({ view }: { readonly view: OfficerAgreement }) {
  const { t, language } = useT();
  const { agreement } = view;
  return (
    <>
      <PageHeader title={t('agreements.view.title', { agreementNo: agreement.agreementNo })}>
        <p className={styles.headline}>
          <AgreementStatusBadge status={agreement.status} />
          <span>{t(`agreements.loanTypes.${agreement.product}`)}</span>
          <span>{t(`products.${agreement.company}`)}</span>
          <span>{view.applicant.fullName}</span>
          <Link to={agreementApplicationPath(agreement)}>
            {t('agreements.view.application', { applicationNo: agreement.applicationNo })}
          </Link>
          <span>
            {t('agreements.view.openedOn', { date: formatMalaysianDate(agreement.openedAt, language) })}
          </span>
        </p>
      </PageHeader>
      <div className={styles.layout}>
        <Moves view={view} />
        <Terms view={view} />
        <Figures view={view} />
        <Protection view={view} />
        <Files view={view} />
        <StampingSection view={view} />
        <MandateSection view={view} />
        {VARIANT_RULES[agreement.company].commodityTrade ? <CommodityTradeSection view={view} /> : null}
        <History view={view} />
      </div>
    </>
  );
}

/** What the transition table lets this officer do now, by role and status (the server's answer). */
function Moves({ view }: { readonly view: OfficerAgreement }) {
  const { t } = useT();
  return (
    <Section title={t('agreements.view.movesTitle')}>
      {view.allowedEvents.length === 0 ? (
        <p className="muted">{t('agreements.view.noMoves')}</p>
      ) : (
        <ul>
          {view.allowedEvents.map((event) => (
            <li key={event}>{t(`agreementEvents.${event}`)}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Terms({ view }: { readonly view: OfficerAgreement }) {
  const { t, language } = useT();
  const { terms } = view;
  return (
    <Section title={t('agreements.view.termsTitle')}>
      <Facts
        items={[
          {
            label: t('agreements.view.approvedAmount'),
            value: formatRinggit(terms.approvedAmountSen, language),
          },
          { label: t('agreements.view.tenure'), value: t('common.months', { months: terms.tenureMonths }) },
          { label: t('agreements.view.rate'), value: formatBasisPoints(terms.annualRateBp, language) },
          {
            label: t('agreements.view.campaignCode'),
            value: terms.campaignCode ?? t('agreements.view.none'),
          },
        ]}
      />
    </Section>
  );
}

function Figures({ view }: { readonly view: OfficerAgreement }) {
  const { t, language } = useT();
  const { figures } = view;
  const ringgit = (value: Sen) => formatRinggit(value, language);
  return (
    <Section title={t('agreements.view.figuresTitle')}>
      <p className="muted">
        {view.acceptedAt
          ? t('agreements.view.acceptedOn', { date: formatMalaysianDateTime(view.acceptedAt, language) })
          : t('agreements.view.notAccepted')}
      </p>
      <Facts
        items={[
          { label: t('agreements.view.monthlyInstalment'), value: ringgit(figures.monthlyInstalmentSen) },
          { label: t('agreements.view.lastInstalment'), value: ringgit(figures.lastInstalmentSen) },
          { label: t('agreements.view.totalInterest'), value: ringgit(figures.totalInterestSen) },
          { label: t('agreements.view.totalPayable'), value: ringgit(figures.totalPayableSen) },
          { label: t('agreements.view.stampDuty'), value: ringgit(figures.stampDutySen) },
          { label: t('agreements.view.processingFee'), value: ringgit(figures.processingFeeSen) },
          { label: t('agreements.view.referralWaiver'), value: ringgit(figures.referralWaiverSen) },
          { label: t('agreements.view.wakalahFee'), value: ringgit(figures.wakalahFeeSen) },
          { label: t('agreements.view.totalPremium'), value: ringgit(figures.totalPremiumSen) },
          { label: t('agreements.view.totalDeductions'), value: ringgit(figures.totalDeductionsSen) },
          { label: t('agreements.view.netAmount'), value: ringgit(figures.netAmountSen) },
        ]}
      />
    </Section>
  );
}

/** The plan the customer took and the lender's commission as its agent: for the back office only. */
function Protection({ view }: { readonly view: OfficerAgreement }) {
  const { t, language } = useT();
  const { protection } = view;
  return (
    <Section title={t('agreements.view.protectionTitle')}>
      {protection ? (
        <Facts
          items={[
            { label: t('agreements.view.provider'), value: protection.providerName },
            {
              label: t('agreements.view.grossRate'),
              value: formatBasisPoints(protection.grossRateBp, language),
            },
            {
              label: t('agreements.view.grossPremium'),
              value: formatRinggit(protection.grossPremiumSen, language),
            },
            {
              label: t('agreements.view.serviceTax'),
              value: formatRinggit(protection.serviceTaxSen, language),
            },
            {
              label: t('agreements.view.premiumTotal'),
              value: formatRinggit(protection.totalPremiumSen, language),
            },
            {
              label: t('agreements.view.agentCommission'),
              value: formatRinggit(protection.agentCommissionSen, language),
            },
          ]}
        />
      ) : (
        <p className="muted">{t('agreements.view.noProtection')}</p>
      )}
    </Section>
  );
}

/** The agreement's PDFs, each downloaded with the officer's token, and the signed one's signatures. */
function Files({ view }: { readonly view: OfficerAgreement }) {
  const { t } = useT();
  const signed = view.files.find((file) => file.signature !== null);
  return (
    <Section title={t('agreements.view.filesTitle')}>
      {view.files.length === 0 ? (
        <p className="muted">{t('agreements.view.noFiles')}</p>
      ) : (
        <ul className={styles.files}>
          {view.files.map((file) => (
            <FileEntry key={file.id} file={file} />
          ))}
        </ul>
      )}
      {signed?.signature ? <SignatureDetails file={signed} signature={signed.signature} /> : null}
    </Section>
  );
}

type AgreementFile = OfficerAgreement['files'][number];

function FileEntry({ file }: { readonly file: AgreementFile }) {
  const { t, language } = useT();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      await downloadAgreementFile(file.url, file.fileName);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <li>
      <strong>{t(`agreements.view.fileKinds.${file.kind}`)}</strong>{' '}
      <span className="muted">
        {file.fileName} · {t('agreements.view.fileSize', { size: Math.ceil(file.sizeBytes / 1024) })} ·{' '}
        {formatMalaysianDateTime(file.createdAt, language)}
      </span>{' '}
      <Button
        variant="secondary"
        size="small"
        busy={state.busy}
        aria-label={`${t('agreements.view.download')}: ${file.fileName}`}
        onClick={() => void download()}
      >
        {state.busy ? t('agreements.view.downloading') : t('agreements.view.download')}
      </Button>
      <LiveRegion politeness="assertive">
        {state.error ? (
          <Alert tone="error">{t('agreements.view.downloadFailed', { error: state.error })}</Alert>
        ) : null}
      </LiveRegion>
    </li>
  );
}

/** What the signatures were made with, as recorded at signing: the details a PDF signature verifier shows. */
function SignatureDetails({
  file,
  signature,
}: {
  readonly file: AgreementFile;
  readonly signature: NonNullable<AgreementFile['signature']>;
}) {
  const { t, language } = useT();
  return (
    <>
      <h3>{t('agreements.view.signatureTitle')}</h3>
      <Facts
        items={[
          { label: t('agreements.view.signer'), value: signature.signerSubject },
          { label: t('agreements.view.signerNric'), value: signature.signerNricMasked },
          {
            label: t('agreements.view.certificateSerial'),
            value: <code>{signature.certificateSerial}</code>,
          },
          { label: t('agreements.view.certificateIssuer'), value: signature.certificateIssuer },
          {
            label: t('agreements.view.signedAt'),
            value: formatMalaysianDateTime(signature.signedAt, language),
          },
          { label: t('agreements.view.signerIp'), value: signature.signerIp },
          { label: t('agreements.view.signerDevice'), value: signature.signerDevice },
          {
            label: t('agreements.view.seal'),
            value: t('agreements.view.sealValue', {
              subject: signature.sealSubject,
              serial: signature.sealSerial,
            }),
          },
          { label: t('agreements.view.sha256'), value: <code>{file.sha256}</code> },
        ]}
      />
    </>
  );
}

/** The opening and every move, oldest first, with who made it and the role they had then. */
function History({ view }: { readonly view: OfficerAgreement }) {
  const { t, language } = useT();
  return (
    <Section title={t('agreements.view.historyTitle')}>
      <TableFrame>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('agreements.view.at')}</th>
              <th scope="col">{t('agreements.view.who')}</th>
              <th scope="col">{t('agreements.view.event')}</th>
              <th scope="col">{t('agreements.view.move')}</th>
              <th scope="col">{t('agreements.view.remark')}</th>
            </tr>
          </thead>
          <tbody>
            {view.history.map((entry) => (
              <tr key={`${entry.at}-${entry.event}-${entry.to}`}>
                <td className="nowrap">{formatMalaysianDateTime(entry.at, language)}</td>
                <td>
                  {entry.actorName ?? t(`actorKinds.${entry.actorKind}`)}
                  {entry.actorRole ? <div className="muted">{roleName(t, entry.actorRole)}</div> : null}
                </td>
                <td>{t(`agreementEvents.${entry.event}`)}</td>
                <td>
                  {entry.from ? `${t(`agreementStatuses.${entry.from}`)} → ` : ''}
                  {t(`agreementStatuses.${entry.to}`)}
                </td>
                <td>{entry.remark ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </Section>
  );
}

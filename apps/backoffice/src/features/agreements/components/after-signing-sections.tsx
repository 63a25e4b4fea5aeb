import { formatMalaysianDateTime, formatRinggit, type OfficerAgreement } from '@sinar/domain';
import { useState } from 'react';
import { RemarkDialog } from '../../../components/remark-dialog.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { hasRole, useOfficer } from '../../../lib/session.ts';
import { useT } from '../../../lib/use-t.ts';
import { useResubmitStamping } from '../api/resubmit-stamping.ts';

/**
 * The e-stamping at LHDN: where it stands, the duty assessed and paid, the certificate, or why it is failing; the
 * attempts an officer submitted again, and for a disbursement officer the button that submits a rejected or failed
 * one again.
 */
export function StampingSection({ view }: { readonly view: OfficerAgreement }) {
  const { t, language } = useT();
  const { stamping } = view;
  const none = t('agreements.view.none');
  const [done, setDone] = useState<string | null>(null);
  return (
    <Section title={t('agreements.view.stampingTitle')}>
      {stamping ? (
        <Facts
          items={[
            {
              label: t('agreements.view.stampingState'),
              value: t(`agreements.view.stampingStates.${stamping.state}`),
            },
            { label: t('agreements.view.stampingAttempt'), value: String(stamping.attempt) },
            { label: t('agreements.view.stampingReference'), value: stamping.reference },
            { label: t('agreements.view.stampingNoticeNo'), value: stamping.noticeNo ?? none },
            {
              label: t('agreements.view.stampingDuty'),
              value: stamping.dutySen === null ? none : formatRinggit(stamping.dutySen, language),
            },
            {
              label: t('agreements.view.stampingPaid'),
              value: stamping.paidSen === null ? none : formatRinggit(stamping.paidSen, language),
            },
            {
              label: t('agreements.view.stampingCertificateNo'),
              value: stamping.certificateNo
                ? `${stamping.certificateNo}${stamping.stampedAt ? ` (${formatMalaysianDateTime(stamping.stampedAt, language)})` : ''}`
                : none,
            },
            ...(stamping.failureReason
              ? [{ label: t('agreements.view.stampingReason'), value: stamping.failureReason }]
              : []),
          ]}
        />
      ) : (
        <p className="muted">{t('agreements.view.noStamping')}</p>
      )}
      {stamping && stamping.earlierAttempts.length > 0 ? <EarlierAttempts view={view} /> : null}
      {stamping &&
      (stamping.state === 'rejected' || stamping.state === 'failed') &&
      view.agreement.status === 'SIGNED' ? (
        <ResubmitStamping view={view} onDone={setDone} />
      ) : null}
      <LiveRegion>{done ? <Alert tone="success">{done}</Alert> : null}</LiveRegion>
    </Section>
  );
}

function EarlierAttempts({ view }: { readonly view: OfficerAgreement }) {
  const { t, language } = useT();
  const attempts = view.stamping?.earlierAttempts ?? [];
  return (
    <TableFrame>
      <table className="data-table">
        <caption>{t('agreements.view.stampingEarlierCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agreements.view.stampingAttempt')}</th>
            <th scope="col">{t('agreements.view.stampingState')}</th>
            <th scope="col">{t('agreements.view.stampingReason')}</th>
            <th scope="col">{t('agreements.view.stampingEnded')}</th>
            <th scope="col">{t('agreements.view.stampingResubmittedBy')}</th>
            <th scope="col">{t('agreements.view.stampingResubmitReason')}</th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((attempt) => (
            <tr key={attempt.attempt}>
              <th scope="row">{attempt.attempt}</th>
              <td>{t(`agreements.view.stampingStates.${attempt.state}`)}</td>
              <td>{attempt.failureReason ?? t('agreements.view.none')}</td>
              <td className="nowrap">{formatMalaysianDateTime(attempt.endedAt, language)}</td>
              <td>
                {attempt.resubmittedBy}
                <div className="muted">{formatMalaysianDateTime(attempt.resubmittedAt, language)}</div>
              </td>
              <td>{attempt.resubmitReason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** Only a disbursement officer submits the e-stamping again; the reason is kept with the attempt and audited. */
function ResubmitStamping({
  view,
  onDone,
}: {
  readonly view: OfficerAgreement;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  const officer = useOfficer();
  const resubmit = useResubmitStamping(view.agreement.id);
  const [open, setOpen] = useState(false);
  if (!hasRole(officer, 'disbursementOfficer')) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('agreements.view.stampingResubmit')}
      </Button>
      {open ? (
        <RemarkDialog
          title={t('agreements.view.stampingResubmitTitle', { agreementNo: view.agreement.agreementNo })}
          lead={t('agreements.view.stampingResubmitLead')}
          confirmText={t('agreements.view.stampingConfirmResubmit')}
          busy={resubmit.isPending}
          error={resubmit.error}
          onConfirm={(reason) =>
            resubmit.mutate(
              { reason },
              {
                onSuccess: (answer) => {
                  setOpen(false);
                  onDone(answer.message);
                },
              },
            )
          }
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/** The direct-debit mandate: bank, the account's last four digits, its state and a rejection's reason. */
export function MandateSection({ view }: { readonly view: OfficerAgreement }) {
  const { t, language } = useT();
  const { mandate } = view;
  return (
    <Section title={t('agreements.view.mandateTitle')}>
      {mandate ? (
        <Facts
          items={[
            {
              label: t('agreements.view.mandateState'),
              value: t(`agreements.view.mandateStates.${mandate.state}`),
            },
            { label: t('agreements.view.mandateBank'), value: mandate.bankName },
            {
              label: t('agreements.view.mandateAccount'),
              value: mandate.accountNoLast4
                ? t('agreements.view.mandateAccountValue', {
                    type: t(`agreements.view.accountTypes.${mandate.accountType}`),
                    last4: mandate.accountNoLast4,
                  })
                : t('agreements.view.mandateAccountPending', {
                    type: t(`agreements.view.accountTypes.${mandate.accountType}`),
                  }),
            },
            {
              label: t('agreements.view.mandateStarted'),
              value: formatMalaysianDateTime(mandate.createdAt, language),
            },
            ...(mandate.rejection
              ? [
                  {
                    label: t('agreements.view.mandateRejection'),
                    value: t(`agreements.view.mandateRejections.${mandate.rejection}`),
                  },
                ]
              : []),
          ]}
        />
      ) : (
        <p className="muted">{t('agreements.view.noMandate')}</p>
      )}
    </Section>
  );
}

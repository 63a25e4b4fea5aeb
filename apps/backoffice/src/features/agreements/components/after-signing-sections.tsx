import { formatMalaysianDateTime, formatRinggit, type OfficerAgreement } from '@sinar/domain';
import { Facts } from '../../../components/ui/facts.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useT } from '../../../lib/use-t.ts';

/** The e-stamping at LHDN: where it stands, the duty assessed and paid, the certificate, or why it is failing. */
export function StampingSection({ view }: { readonly view: OfficerAgreement }) {
  const { t, language } = useT();
  const { stamping } = view;
  const none = t('agreements.view.none');
  return (
    <Section title={t('agreements.view.stampingTitle')}>
      {stamping ? (
        <Facts
          items={[
            {
              label: t('agreements.view.stampingState'),
              value: t(`agreements.view.stampingStates.${stamping.state}`),
            },
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
    </Section>
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

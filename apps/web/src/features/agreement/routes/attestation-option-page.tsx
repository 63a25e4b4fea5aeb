import { type AgreementView, formatMalaysianDateTime } from '@sinar/domain';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useCurrentAgreement } from '../../../lib/get-current-agreement.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useLiveCall } from '../api/live-call.ts';
import styles from '../components/agreement.module.css';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /loan-status/attestation-option and its /islamic twin: how the customer attests. */
export function Component() {
  const { t } = useT('journey');
  const { path } = useVariant();
  const videoId = useId();
  const liveCallId = useId();
  const agreement = useCurrentAgreement();
  usePageTitle(t('afterApproval.attestation.optionTitle'));
  return (
    <Page
      title={t('afterApproval.attestation.optionTitle')}
      lead={t('afterApproval.attestation.optionLead')}
      narrow
    >
      <div className={styles.stack}>
        {agreement.data ? <LastCall agreement={agreement.data} /> : null}
        <Card as="section" aria-labelledby={videoId}>
          <h2 id={videoId} className={styles.cardTitle}>
            {t('afterApproval.attestation.videoOption')}
          </h2>
          <p>{t('afterApproval.attestation.videoOptionLead')}</p>
          <LinkButton to={path(PAGES.attestationVideo)}>
            {t('afterApproval.attestation.watchVideo')}
          </LinkButton>
        </Card>
        <Card as="section" aria-labelledby={liveCallId}>
          <h2 id={liveCallId} className={styles.cardTitle}>
            {t('afterApproval.liveCall.option')}
          </h2>
          <p>{t('afterApproval.liveCall.optionLead')}</p>
          <LinkButton to={path(PAGES.attestationLiveCall)}>
            {agreement.data?.status === 'LIVE_CALL_SCHEDULED'
              ? t('afterApproval.liveCall.manage')
              : t('afterApproval.liveCall.book')}
          </LinkButton>
        </Card>
      </div>
    </Page>
  );
}

/** A call booked (its time), or one just missed (choose again); nothing before any call. */
function LastCall({ agreement }: { readonly agreement: AgreementView }) {
  const { t, language } = useT('journey');
  const relevant = agreement.status === 'LIVE_CALL_SCHEDULED' || agreement.status === 'AWAITING_ATTESTATION';
  const call = useLiveCall(agreement.id, relevant);
  if (!relevant || !call.data) return null;
  const when = formatMalaysianDateTime(call.data.startsAt, language);
  if (call.data.state === 'BOOKED' && agreement.status === 'LIVE_CALL_SCHEDULED')
    return <Alert tone="info">{t('afterApproval.liveCall.bookedOn', { when })}</Alert>;
  if (call.data.state === 'MISSED' && agreement.status === 'AWAITING_ATTESTATION')
    return <Alert tone="error">{t('afterApproval.liveCall.missed', { when })}</Alert>;
  return null;
}

import { formatMalaysianDateTime } from '@sinar/domain';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLiveCall } from '../api/live-call.ts';
import styles from '../components/agreement.module.css';
import {
  type JourneyAgreement,
  useAgreementJourney,
  useJourneyAgreement,
} from '../components/agreement-journey.ts';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /loan-status/attestation-option, its /islamic twin and the SME partner's: how the applicant attests. */
export function Component() {
  const { t } = useT('journey');
  const { pages } = useAgreementJourney();
  const videoId = useId();
  const liveCallId = useId();
  const agreement = useJourneyAgreement();
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
          <LinkButton to={pages.attestationVideo}>{t('afterApproval.attestation.watchVideo')}</LinkButton>
        </Card>
        <Card as="section" aria-labelledby={liveCallId}>
          <h2 id={liveCallId} className={styles.cardTitle}>
            {t('afterApproval.liveCall.option')}
          </h2>
          <p>{t('afterApproval.liveCall.optionLead')}</p>
          <LinkButton to={pages.attestationLiveCall}>
            {agreement.data?.status === 'LIVE_CALL_SCHEDULED'
              ? t('afterApproval.liveCall.manage')
              : t('afterApproval.liveCall.book')}
          </LinkButton>
        </Card>
      </div>
    </Page>
  );
}

/** The call booked, with its time (asked for only while one is booked: without one the server answers 404). */
function LastCall({ agreement }: { readonly agreement: JourneyAgreement }) {
  const { t, language } = useT('journey');
  const booked = agreement.status === 'LIVE_CALL_SCHEDULED';
  const call = useLiveCall(agreement.id, booked);
  if (!booked || call.data?.state !== 'BOOKED') return null;
  const when = formatMalaysianDateTime(call.data.startsAt, language);
  return <Alert tone="info">{t('afterApproval.liveCall.bookedOn', { when })}</Alert>;
}

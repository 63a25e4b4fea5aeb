import type { AttestationVideo } from '@sinar/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { useAcknowledgeVideo, useAttestationVideo } from '../api/attestation-video.ts';
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

/**
 * /loan-status/attestation-option/video, its /islamic twin and the SME partner's: the video the attestation call
 * streams (for an SME agreement, its partner type's), watched to its end, then acknowledged.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('afterApproval.attestation.videoTitle'));
  const agreement = useJourneyAgreement();
  return (
    <Page
      title={t('afterApproval.attestation.videoTitle')}
      lead={t('afterApproval.attestation.videoLead')}
      narrow
    >
      {agreement.isPending ? <p role="status">{t('verification.common.loading')}</p> : null}
      {agreement.isError ? <QueryFailed onRetry={() => void agreement.refetch()} /> : null}
      {agreement.data === null ||
      (agreement.data && !agreement.data.allowedEvents.includes('attestByVideo')) ? (
        <NotThisStep />
      ) : null}
      {agreement.data?.allowedEvents.includes('attestByVideo') ? (
        <VideoStep agreement={agreement.data} />
      ) : null}
    </Page>
  );
}

function VideoStep({ agreement }: { readonly agreement: JourneyAgreement }) {
  const { t, language } = useT('journey');
  const video = useAttestationVideo(agreement.id, language);
  if (video.isPending) return <p role="status">{t('verification.common.loading')}</p>;
  // 'Video not found' (no video in the language, or its file missing) is the server's own message.
  if (video.isError)
    return (
      <div>
        <FormError error={video.error} />
        <BackHome />
      </div>
    );
  return <Watch agreementId={agreement.id} video={video.data} />;
}

function Watch({ agreementId, video }: { readonly agreementId: string; readonly video: AttestationVideo }) {
  const { t } = useT('journey');
  const { pages } = useAgreementJourney();
  const navigate = useNavigate();
  const toast = useToast();
  const titleId = useId();
  const acknowledge = useAcknowledgeVideo();
  // The browser's end of play opens the tick; the server decides on its own record when Continue is pressed.
  const [ended, setEnded] = useState(video.playedThrough);
  const [ticked, setTicked] = useState(false);
  // Awaited rather than a mutate callback: the refreshed agreement, attested, replaces the video step, and a callback
  // does not run once its step has gone. A refusal is shown from the mutation's error.
  const onContinue = () =>
    acknowledge.mutateAsync(agreementId).then(
      (answer) => {
        toast.show(answer.message);
        void navigate(pages.afterAttestation);
      },
      () => undefined,
    );
  return (
    <div className={styles.stack}>
      <Card as="section" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>
          {video.title}
        </h2>
        {/* biome-ignore lint/a11y/useMediaCaption: the master video lists hold no caption files; the page's text says what the video is for */}
        <video
          className={styles.video}
          controls
          preload="metadata"
          src={video.streamUrl}
          aria-labelledby={titleId}
          onEnded={() => setEnded(true)}
        />
        <p className="muted">
          {t('afterApproval.attestation.videoLength', { count: video.durationSeconds })}
        </p>
        <CheckboxField
          label={t('afterApproval.attestation.acknowledge')}
          description={ended ? undefined : t('afterApproval.attestation.acknowledgeLocked')}
          disabled={!ended}
          checked={ticked}
          onChange={(event) => setTicked(event.currentTarget.checked)}
        />
      </Card>
      <LiveRegion politeness="assertive">
        <FormError error={acknowledge.error} />
      </LiveRegion>
      <FormActions>
        <Button disabled={!ended || !ticked} busy={acknowledge.isPending} onClick={onContinue}>
          {acknowledge.isPending
            ? t('afterApproval.attestation.submitting')
            : t('afterApproval.attestation.continue')}
        </Button>
      </FormActions>
    </div>
  );
}

function NotThisStep() {
  const { t } = useT('journey');
  return (
    <div>
      <Alert tone="info">{t('afterApproval.attestation.notYours')}</Alert>
      <BackHome />
    </div>
  );
}

function BackHome() {
  const { t } = useT('journey');
  const { pages } = useAgreementJourney();
  return <LinkButton to={pages.home}>{t('afterApproval.attestation.backToHome')}</LinkButton>;
}

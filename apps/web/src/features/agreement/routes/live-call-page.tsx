import {
  formatMalaysianDateTime,
  type Language,
  type LiveCallBooking,
  liveCallSlotTime,
  malaysianDateOf,
} from '@sinar/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useT } from '../../../lib/use-t.ts';
import { useChangeLiveCall, useLiveCall, useLiveCallSlots } from '../api/live-call.ts';
import styles from '../components/agreement.module.css';
import {
  type JourneyAgreement,
  useAgreementJourney,
  useJourneyAgreement,
} from '../components/agreement-journey.ts';
import detailStyles from '../components/live-call.module.css';
import { LiveCallPicker } from '../components/live-call-picker.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /loan-status/attestation-option/live-call, its /islamic twin and the SME partner's: book a live video call with an attestation
 * officer, then see it (Malaysian time, join link) and move or cancel it until the cut-off.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('afterApproval.liveCall.title'));
  const agreement = useJourneyAgreement();
  const data = agreement.data;
  const scheduled = data?.status === 'LIVE_CALL_SCHEDULED';
  const canBook = data?.allowedEvents.includes('scheduleLiveCall') ?? false;
  return (
    <Page title={t('afterApproval.liveCall.title')} lead={t('afterApproval.liveCall.lead')} narrow>
      {agreement.isPending ? <p role="status">{t('verification.common.loading')}</p> : null}
      {agreement.isError ? <QueryFailed onRetry={() => void agreement.refetch()} /> : null}
      {data === null || (data && !scheduled && !canBook) ? <NotThisStep /> : null}
      {data && scheduled ? <Booked agreement={data} /> : null}
      {data && canBook ? <Book agreement={data} /> : null}
    </Page>
  );
}

function Book({ agreement }: { readonly agreement: JourneyAgreement }) {
  const { t, language } = useT('journey');
  const toast = useToast();
  const slots = useLiveCallSlots(agreement.id);
  const change = useChangeLiveCall(agreement.id);
  if (slots.isPending) return <p role="status">{t('verification.common.loading')}</p>;
  if (slots.isError) return <QueryFailed onRetry={() => void slots.refetch()} />;
  return (
    <LiveCallPicker
      slots={slots.data}
      mode="book"
      busy={change.isPending}
      error={change.error}
      onReset={() => change.reset()}
      onConfirm={(slot) =>
        change.mutate(
          { kind: 'book', slot },
          {
            onSuccess: (booking) =>
              toast.show(t('afterApproval.liveCall.bookedOn', { when: whenOf(booking, language) })),
          },
        )
      }
    />
  );
}

function Booked({ agreement }: { readonly agreement: JourneyAgreement }) {
  const { t } = useT('journey');
  const call = useLiveCall(agreement.id);
  if (call.isPending) return <p role="status">{t('verification.common.loading')}</p>;
  if (call.isError) return <QueryFailed onRetry={() => void call.refetch()} />;
  return <BookedCall agreement={agreement} booking={call.data} />;
}

function BookedCall({
  agreement,
  booking,
}: {
  readonly agreement: JourneyAgreement;
  readonly booking: LiveCallBooking;
}) {
  const { t, language } = useT('journey');
  const { pages } = useAgreementJourney();
  const navigate = useNavigate();
  const toast = useToast();
  const titleId = useId();
  const change = useChangeLiveCall(agreement.id);
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const when = formatMalaysianDateTime(booking.startsAt, language);
  const changeable = Date.now() < Date.parse(booking.changeableUntil);
  return (
    <div className={styles.stack}>
      <Card as="section" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>
          {t('afterApproval.liveCall.booked')}
        </h2>
        <dl className={detailStyles.details}>
          <dt>{t('afterApproval.liveCall.when')}</dt>
          <dd>{when}</dd>
          <dt>{t('afterApproval.liveCall.join')}</dt>
          <dd>
            <a href={booking.joinUrl} target="_blank" rel="noopener noreferrer">
              {booking.joinUrl}
            </a>
          </dd>
        </dl>
        <p className="muted">{t('afterApproval.liveCall.joinLead')}</p>
        <p>
          {changeable
            ? t('afterApproval.liveCall.changeUntil', {
                when: formatMalaysianDateTime(booking.changeableUntil, language),
              })
            : t('afterApproval.liveCall.tooLateToChange')}
        </p>
        {changeable && !moving ? (
          <FormActions>
            <Button variant="secondary" onClick={() => setCancelling(true)}>
              {t('afterApproval.liveCall.cancel')}
            </Button>
            <Button onClick={() => setMoving(true)}>{t('afterApproval.liveCall.reschedule')}</Button>
          </FormActions>
        ) : null}
      </Card>
      {changeable && moving ? (
        <Move agreement={agreement} booking={booking} onMoved={() => setMoving(false)} />
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title={t('afterApproval.liveCall.cancelTitle')}
          body={t('afterApproval.liveCall.cancelBody', { when })}
          confirmText={t('afterApproval.liveCall.cancelConfirm')}
          cancelText={t('afterApproval.liveCall.keepCall')}
          busy={change.isPending}
          error={change.error}
          onConfirm={() =>
            change.mutate(
              { kind: 'cancel' },
              {
                onSuccess: () => {
                  toast.show(t('afterApproval.liveCall.cancelled'));
                  void navigate(pages.attestationOption);
                },
              },
            )
          }
          onClose={() => {
            setCancelling(false);
            change.reset();
          }}
        />
      ) : null}
    </div>
  );
}

function Move({
  agreement,
  booking,
  onMoved,
}: {
  readonly agreement: JourneyAgreement;
  readonly booking: LiveCallBooking;
  readonly onMoved: () => void;
}) {
  const { t, language } = useT('journey');
  const toast = useToast();
  const slots = useLiveCallSlots(agreement.id);
  const change = useChangeLiveCall(agreement.id);
  if (slots.isPending) return <p role="status">{t('verification.common.loading')}</p>;
  if (slots.isError) return <QueryFailed onRetry={() => void slots.refetch()} />;
  const startsAt = new Date(booking.startsAt);
  return (
    <LiveCallPicker
      slots={slots.data}
      mode="move"
      busy={change.isPending}
      error={change.error}
      onReset={() => change.reset()}
      current={{ date: malaysianDateOf(startsAt), time: liveCallSlotTime(startsAt) }}
      onConfirm={(slot) =>
        change.mutate(
          { kind: 'move', slot },
          {
            onSuccess: (moved) => {
              toast.show(t('afterApproval.liveCall.bookedOn', { when: whenOf(moved, language) }));
              onMoved();
            },
          },
        )
      }
    />
  );
}

function whenOf(booking: LiveCallBooking, language: Language): string {
  return formatMalaysianDateTime(booking.startsAt, language);
}

function NotThisStep() {
  const { t } = useT('journey');
  const { pages } = useAgreementJourney();
  return (
    <div>
      <Alert tone="info">{t('afterApproval.attestation.notYours')}</Alert>
      <LinkButton to={pages.home}>{t('afterApproval.attestation.backToHome')}</LinkButton>
    </div>
  );
}

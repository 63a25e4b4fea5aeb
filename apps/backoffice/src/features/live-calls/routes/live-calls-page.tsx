import { formatMalaysianDate, type LiveCallList, liveCallSlotTime } from '@sinar/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { agreementPath } from '../../../lib/paths.ts';
import { hasRole, useOfficer } from '../../../lib/session.ts';
import { useT } from '../../../lib/use-t.ts';
import { useLiveCalls } from '../api/live-calls.ts';
import styles from '../components/live-calls.module.css';
import { OutcomeDialog } from '../components/outcome-dialog.tsx';

type Call = LiveCallList['calls'][number];

const STATE_TONES: Record<Call['state'], BadgeTone> = {
  BOOKED: 'info',
  COMPLETED: 'success',
  MISSED: 'warning',
  CANCELLED: 'neutral',
};

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A day's live attestation calls (today by default), in time order: applicant, agreement, time in MYT, state and
 * join link. An attestation officer records each call completed or missed, with a remark, once its time has come.
 */
export function Component() {
  const { t, language } = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('date');
  const date = isDate(asked) ? asked : undefined;
  const calls = useLiveCalls(date);
  const [notice, setNotice] = useState<string | null>(null);
  const title = date
    ? t('liveCalls.titleOn', { date: formatMalaysianDate(date, language, 'long') })
    : t('liveCalls.title');
  return (
    <>
      <PageHeader title={title} lead={t('liveCalls.lead')} />
      <form
        className={styles.dayForm}
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('date');
          setNotice(null);
          setSearchParams(typeof value === 'string' && isDate(value) ? { date: value } : {});
        }}
      >
        <TextField
          key={date ?? calls.data?.date ?? 'today'}
          type="date"
          name="date"
          label={t('liveCalls.date')}
          defaultValue={date ?? calls.data?.date ?? ''}
        />
        <Button type="submit" variant="secondary">
          {t('liveCalls.show')}
        </Button>
        {date ? (
          <Link to="?" onClick={() => setNotice(null)}>
            {t('liveCalls.today')}
          </Link>
        ) : null}
      </form>
      <LiveRegion politeness="polite">{notice ? <Alert tone="success">{notice}</Alert> : null}</LiveRegion>
      {calls.isPending ? <Loading /> : null}
      {calls.isError ? <LoadError error={calls.error} onRetry={() => void calls.refetch()} /> : null}
      {calls.data ? <CallTable list={calls.data} onRecorded={setNotice} /> : null}
    </>
  );
}

function CallTable({
  list,
  onRecorded,
}: {
  readonly list: LiveCallList;
  readonly onRecorded: (message: string) => void;
}) {
  const { t, language } = useT();
  const officer = useOfficer();
  const mayRecord = hasRole(officer, 'attestationOfficer');
  const [open, setOpen] = useState<{ call: Call; outcome: 'completed' | 'missed' } | null>(null);
  if (list.calls.length === 0) return <p>{t('liveCalls.empty')}</p>;
  return (
    <>
      {mayRecord ? null : <p className="muted">{t('liveCalls.onlyAttestationOfficers')}</p>}
      <TableFrame>
        <table>
          <caption>
            {t('liveCalls.caption', { date: formatMalaysianDate(list.date, language, 'long') })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('liveCalls.time')}</th>
              <th scope="col">{t('liveCalls.applicant')}</th>
              <th scope="col">{t('liveCalls.agreementNo')}</th>
              <th scope="col">{t('liveCalls.product')}</th>
              <th scope="col">{t('liveCalls.state')}</th>
              <th scope="col">{t('liveCalls.join')}</th>
              {mayRecord ? <th scope="col">{t('liveCalls.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.calls.map((call) => {
              const time = liveCallSlotTime(new Date(call.startsAt));
              const started = Date.now() >= Date.parse(call.startsAt);
              return (
                <tr key={call.bookingId}>
                  <td>{`${time} MYT`}</td>
                  <th scope="row">{call.applicantName}</th>
                  <td>
                    <Link to={agreementPath(call.agreementId)}>{call.agreementNo}</Link>
                  </td>
                  <td>{t(`products.${call.company}`)}</td>
                  <td>
                    <Badge tone={STATE_TONES[call.state]}>{t(`liveCalls.states.${call.state}`)}</Badge>
                  </td>
                  <td className={styles.join}>
                    <a
                      href={call.joinUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('liveCalls.joinCall', { name: call.applicantName })}
                    >
                      {call.joinUrl}
                    </a>
                  </td>
                  {mayRecord ? (
                    <td>
                      {call.state !== 'BOOKED' ? null : started ? (
                        <div className={styles.actions}>
                          <Button size="small" onClick={() => setOpen({ call, outcome: 'completed' })}>
                            {t('liveCalls.completed')}
                          </Button>
                          <Button
                            size="small"
                            variant="secondary"
                            onClick={() => setOpen({ call, outcome: 'missed' })}
                          >
                            {t('liveCalls.missed')}
                          </Button>
                        </div>
                      ) : (
                        <span className="muted">{t('liveCalls.notYet', { time: `${time} MYT` })}</span>
                      )}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
      {open ? (
        <OutcomeDialog
          call={open.call}
          outcome={open.outcome}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            onRecorded(message);
          }}
        />
      ) : null}
    </>
  );
}

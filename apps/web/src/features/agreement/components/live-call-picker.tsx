import { formatMalaysianDate, type LiveCallBookingRequest, type LiveCallSlots } from '@sinar/domain';
import { useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useT } from '../../../lib/use-t.ts';
import pageStyles from './agreement.module.css';
import styles from './live-call.module.css';

export interface LiveCallPickerProps {
  readonly slots: LiveCallSlots;
  /** Booking a first call, or moving the one booked. */
  readonly mode: 'book' | 'move';
  readonly busy: boolean;
  readonly error: unknown;
  readonly onConfirm: (slot: LiveCallBookingRequest) => void;
  /** Clears the last refusal when the dialog closes. */
  readonly onReset: () => void;
  /** The booked slot, when moving: it cannot be picked again. */
  readonly current?: LiveCallBookingRequest | undefined;
}

/**
 * A day, then a time of that day with its remaining places (full ones disabled), then a confirmation: the call's
 * date and time in Malaysian time before anything is booked or moved.
 */
export function LiveCallPicker({
  slots,
  mode,
  busy,
  error,
  onConfirm,
  onReset,
  current,
}: LiveCallPickerProps) {
  const { t, language } = useT('journey');
  const [date, setDate] = useState(slots.days[0]?.date ?? '');
  const [time, setTime] = useState('');
  const [missingTime, setMissingTime] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const day = slots.days.find((each) => each.date === date);
  const open = day?.slots.filter((slot) => slot.remaining > 0) ?? [];
  const when = `${formatMalaysianDate(date, language, 'long')}, ${time} MYT`;
  const move = mode === 'move';
  return (
    <div className={pageStyles.stack}>
      <SelectField
        label={t('afterApproval.liveCall.date')}
        value={date}
        options={slots.days.map((each) => ({
          value: each.date,
          label: formatMalaysianDate(each.date, language, 'long'),
        }))}
        onChange={(event) => {
          setDate(event.currentTarget.value);
          setTime('');
        }}
      />
      {open.length === 0 ? <p>{t('afterApproval.liveCall.noSlots')}</p> : null}
      <fieldset className={styles.slots}>
        <legend>{t('afterApproval.liveCall.times')}</legend>
        {day?.slots.map((slot) => {
          const isCurrent = current?.date === date && current.time === slot.time;
          const full = slot.remaining === 0;
          return (
            <label key={slot.time} className={styles.slot}>
              <span className={styles.slotTime}>
                <input
                  type="radio"
                  name="live-call-time"
                  value={slot.time}
                  checked={time === slot.time}
                  disabled={full || isCurrent}
                  onChange={() => {
                    setTime(slot.time);
                    setMissingTime(false);
                  }}
                />
                {slot.time}
              </span>
              <span className={`${styles.places} muted`}>
                {full
                  ? t('afterApproval.liveCall.full')
                  : t('afterApproval.liveCall.placesLeft', { count: slot.remaining })}
              </span>
            </label>
          );
        })}
      </fieldset>
      <LiveRegion politeness="assertive">
        {missingTime ? <Alert tone="error">{t('afterApproval.liveCall.pickTime')}</Alert> : null}
        {confirming ? null : <FormError error={error} />}
      </LiveRegion>
      <FormActions>
        <Button
          onClick={() => {
            if (!time) setMissingTime(true);
            else setConfirming(true);
          }}
        >
          {move ? t('afterApproval.liveCall.moveThis') : t('afterApproval.liveCall.bookThis')}
        </Button>
      </FormActions>
      {confirming ? (
        <ConfirmDialog
          title={
            move ? t('afterApproval.liveCall.confirmMoveTitle') : t('afterApproval.liveCall.confirmTitle')
          }
          body={
            move
              ? t('afterApproval.liveCall.confirmMoveBody', { when })
              : t('afterApproval.liveCall.confirmBody', { when })
          }
          confirmText={move ? t('afterApproval.liveCall.confirmMove') : t('afterApproval.liveCall.confirm')}
          cancelText={t('afterApproval.liveCall.keep')}
          busy={busy}
          error={error}
          onConfirm={() => onConfirm({ date, time })}
          onClose={() => {
            setConfirming(false);
            onReset();
          }}
        />
      ) : null}
    </div>
  );
}

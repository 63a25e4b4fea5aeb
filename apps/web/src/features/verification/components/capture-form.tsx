import { ApiError } from '@sinar/client/api-error';
import { EKYC_SIDES, type EkycSession, type EkycSide } from '@sinar/domain';
import { type ChangeEvent, useState } from 'react';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/ui/form-section.tsx';
import { useT } from '../../../lib/use-t.ts';
import type { EkycAccess } from '../api/ekyc-access.ts';
import { uploadCapture } from '../api/ekyc-capture.ts';
import { submitEkyc } from '../api/ekyc-session.ts';
import { prepareCapture } from './prepare-capture.ts';
import styles from './verification.module.css';

const CAMERA: Readonly<Record<EkycSide, 'user' | 'environment'>> = {
  front: 'environment',
  back: 'environment',
  selfie: 'user',
};

export interface CaptureFormProps {
  readonly session: EkycSession;
  readonly access: EkycAccess;
  /** A phone opens its camera (the back one for the card, the front one for the selfie). */
  readonly phone: boolean;
  /** The captures are in and submitted: the provider is checking. */
  readonly onSubmitted: () => void;
}

/** The front and back of the identity card and a selfie, each sent as it is taken, then Submit. */
export function CaptureForm({ session, access, phone, onSubmitted }: CaptureFormProps) {
  const { t } = useT('journey');
  const { t: tc } = useT();
  // After a retry the session starts over: only what it says it holds counts, plus what was sent since.
  const [sent, setSent] = useState<readonly EkycSide[]>([]);
  const [busy, setBusy] = useState<EkycSide | 'submit' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const captured = new Set<EkycSide>([...session.captured, ...sent]);
  const complete = EKYC_SIDES.every((side) => captured.has(side));

  const failed = (problem: unknown) =>
    setError(problem instanceof ApiError ? problem.message : tc('errors.somethingWentWrong'));

  const capture = async (side: EkycSide, event: ChangeEvent<HTMLInputElement>) => {
    const image = event.target.files?.[0];
    event.target.value = '';
    if (!image) return;
    setError(null);
    setBusy(side);
    try {
      const prepared = await prepareCapture(image);
      if (!prepared.ok) {
        setError(t('verification.ekyc.onlyImages'));
        return;
      }
      await uploadCapture({ sessionId: session.sessionId, side, image: prepared.image, access });
      setSent((sides) => (sides.includes(side) ? sides : [...sides, side]));
    } catch (problem) {
      failed(problem);
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    setError(null);
    setBusy('submit');
    try {
      await submitEkyc(session.sessionId, access);
      onSubmitted();
    } catch (problem) {
      failed(problem);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.capture}>
      <ul className={styles.sides}>
        {EKYC_SIDES.map((side) => {
          const done = captured.has(side);
          const action = phone
            ? t(done ? 'verification.ekyc.captureAgain' : 'verification.ekyc.capture')
            : t(done ? 'verification.ekyc.chooseImageAgain' : 'verification.ekyc.chooseImage');
          return (
            <li key={side} className={styles.side}>
              <div>
                <p className={styles.sideName}>{t(`verification.ekyc.sides.${side}`)}</p>
                <p className={styles.sideHint}>{t(`verification.ekyc.hints.${side}`)}</p>
                <p className={done ? styles.sideDone : styles.sideWaiting}>
                  {busy === side
                    ? t('verification.ekyc.sending')
                    : done
                      ? t('verification.ekyc.captured')
                      : t('verification.ekyc.notCaptured')}
                </p>
              </div>
              <label
                className={buttonClassName(
                  { variant: done ? 'ghost' : 'secondary', size: 'small' },
                  styles.picker,
                )}
              >
                <input
                  type="file"
                  className="visually-hidden"
                  accept={phone ? 'image/*' : 'image/png,image/jpeg'}
                  capture={phone ? CAMERA[side] : undefined}
                  disabled={busy !== null}
                  aria-label={t(`verification.ekyc.sides.${side}`)}
                  onChange={(event) => void capture(side, event)}
                />
                <span aria-hidden="true">{action}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <LiveRegion politeness="assertive">{error ? <Alert tone="error">{error}</Alert> : null}</LiveRegion>
      <FormActions>
        <Button
          disabled={!complete || (busy !== null && busy !== 'submit')}
          busy={busy === 'submit'}
          onClick={() => void submit()}
        >
          {busy === 'submit' ? t('verification.ekyc.sending') : t('verification.ekyc.submit')}
        </Button>
      </FormActions>
    </div>
  );
}

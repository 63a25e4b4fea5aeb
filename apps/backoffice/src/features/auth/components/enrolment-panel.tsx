import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/use-t.ts';
import styles from './login.module.css';

/** The secret in groups of four, easier to type into an authenticator app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * First login: the officer adds the back office to an authenticator app, by scanning the QR code of the
 * `otpauth://` address or by typing the secret, then enters the code the app shows.
 */
export function EnrolmentPanel({
  secret,
  otpauthUri,
}: {
  readonly secret: string;
  readonly otpauthUri: string;
}) {
  const { t } = useT();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 200 }).then(
      (url) => {
        if (current) setImage(url);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [otpauthUri]);

  return (
    <div className={styles.enrolment}>
      <p>{t('login.enrolment.lead')}</p>
      <ol className={styles.steps}>
        <li>{t('login.enrolment.stepApp')}</li>
        <li>{t('login.enrolment.stepScan')}</li>
        <li>{t('login.enrolment.stepCode')}</li>
      </ol>
      <div className={styles.qr}>
        {image ? (
          <img src={image} alt={t('login.enrolment.qrAlt')} width={200} height={200} />
        ) : (
          <span className={styles.qrPlaceholder} />
        )}
      </div>
      <p className={styles.secretLabel}>{t('login.enrolment.secretLabel')}</p>
      <p>
        <code className={styles.secret}>{groupSecret(secret)}</code>
      </p>
    </div>
  );
}

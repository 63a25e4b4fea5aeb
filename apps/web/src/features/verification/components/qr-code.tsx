import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/use-t.ts';
import styles from './verification.module.css';

/**
 * The QR code of an address, drawn by the `qrcode` package. Its own lazily loaded module (see HandoffPanel), so only
 * a desktop showing the hand-off downloads the encoder.
 */
export default function QrCode({ value }: { readonly value: string }) {
  const { t } = useT('journey');
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(value, { errorCorrectionLevel: 'M', margin: 2, width: 240 }).then(
      (url) => {
        if (current) setImage(url);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value]);
  return image ? (
    <img className={styles.qr} src={image} alt={t('verification.ekyc.qrAlt')} width={240} height={240} />
  ) : (
    <span className={styles.qr} />
  );
}

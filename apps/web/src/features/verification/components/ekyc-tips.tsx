import { useId } from 'react';
import { useT } from '../../../lib/use-t.ts';
import styles from './verification.module.css';

const TIPS = ['light', 'frame', 'original', 'face'] as const;

/** How to take photos that pass the first time. */
export function EkycTips() {
  const { t } = useT('journey');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.tips}>
      <h3 id={headingId}>{t('verification.ekyc.tipsHeading')}</h3>
      <ul>
        {TIPS.map((tip) => (
          <li key={tip}>{t(`verification.ekyc.tips.${tip}`)}</li>
        ))}
      </ul>
    </section>
  );
}

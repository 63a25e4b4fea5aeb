import { Card } from '../../../components/ui/card.tsx';
import { BrowserIcon, CameraIcon, CheckIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './landing.module.css';

/** Who can apply, and the browser and camera advice for e-KYC. */
export function BeforeYouStart() {
  const { t } = useT();
  const advice = [
    { id: 'browsers', Icon: BrowserIcon },
    { id: 'camera', Icon: CameraIcon },
    { id: 'phone', Icon: PhoneIcon },
  ] as const;
  return (
    <div className={`${styles.section} ${styles.twoUp}`}>
      <Card as="section" aria-labelledby="landing-eligibility">
        <h2 id="landing-eligibility">{t('site.landing.eligibility.heading')}</h2>
        <ul className={styles.checklist}>
          {(['citizen', 'income', 'account'] as const).map((item) => (
            <li key={item}>
              <CheckIcon />
              <span>{t(`site.landing.eligibility.${item}`)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="landing-browser">
        <h2 id="landing-browser">{t('site.landing.browser.heading')}</h2>
        <ul className={styles.checklist}>
          {advice.map(({ id, Icon }) => (
            <li key={id}>
              <Icon />
              <span>{t(`site.landing.browser.${id}`)}</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

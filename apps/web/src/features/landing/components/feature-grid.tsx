import { Card } from '../../../components/ui/card.tsx';
import {
  BoltIcon,
  ClockIcon,
  PercentIcon,
  ShieldIcon,
  SlidersIcon,
  WalletIcon,
} from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './landing.module.css';

const FEATURES = [
  { id: 'online', Icon: BoltIcon },
  { id: 'approval', Icon: ClockIcon },
  { id: 'disbursement', Icon: WalletIcon },
  { id: 'rate', Icon: PercentIcon },
  { id: 'range', Icon: SlidersIcon },
  { id: 'protection', Icon: ShieldIcon },
] as const;

export function FeatureGrid() {
  const { t } = useT();
  return (
    <section className={styles.section} aria-labelledby="landing-features">
      <div className={styles.sectionHeader}>
        <h2 id="landing-features">{t('site.landing.features.heading')}</h2>
      </div>
      <ul className={styles.grid}>
        {FEATURES.map(({ id, Icon }) => (
          <li key={id}>
            <Card className={styles.feature}>
              <span className={styles.iconBadge}>
                <Icon size={24} />
              </span>
              <div>
                <h3>{t(`site.landing.features.${id}.title`)}</h3>
                <p>{t(`site.landing.features.${id}.body`)}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

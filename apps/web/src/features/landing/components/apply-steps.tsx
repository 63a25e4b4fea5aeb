import { useT } from '../../../lib/use-t.ts';
import styles from './landing.module.css';

const STEPS = ['register', 'eligibility', 'apply', 'verify', 'sign', 'receive'] as const;

export function ApplySteps() {
  const { t } = useT();
  return (
    <section className={styles.section} aria-labelledby="landing-steps">
      <div className={styles.sectionHeader}>
        <h2 id="landing-steps">{t('site.landing.steps.heading')}</h2>
        <p>{t('site.landing.steps.lead')}</p>
      </div>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step} className={styles.step}>
            <div>
              <h3>{t(`site.landing.steps.${step}.title`)}</h3>
              <p>{t(`site.landing.steps.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

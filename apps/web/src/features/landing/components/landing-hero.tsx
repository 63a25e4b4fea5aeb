import { formatBasisPoints, formatRinggit, quoteLoan, sen } from '@sinar/domain';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { HeroIllustration } from './hero-illustration.tsx';
import styles from './landing.module.css';

/** The hero's worked example: a mid-range amount and tenure. */
const EXAMPLE = { amountSen: sen(500_000), tenureMonths: 12 } as const;

export function LandingHero() {
  const { t, language } = useT();
  const { variant, path } = useVariant();
  const example = quoteLoan({ variant, ...EXAMPLE });

  return (
    <section className={styles.hero} aria-labelledby="landing-title">
      <div className={styles.heroInner}>
        <div>
          <p className={styles.eyebrow}>{t('site.landing.hero.eyebrow')}</p>
          <h1 id="landing-title">{t('site.landing.hero.title')}</h1>
          <p className={styles.lead}>{t('site.landing.hero.lead')}</p>
          <div className={styles.actions}>
            <LinkButton to={path(PAGES.registration)} variant="accent">
              {t('common.actions.applyNow')}
            </LinkButton>
            <LinkButton to={path(PAGES.simulator)} variant="ghost">
              {t('site.landing.hero.simulate')}
            </LinkButton>
          </div>
        </div>
        <div className={styles.visual}>
          <HeroIllustration className={styles.illustration} />
          <section className={styles.example} aria-labelledby="landing-example">
            <h2 id="landing-example">{t('site.landing.hero.exampleHeading')}</h2>
            <p className={styles.exampleTerms}>
              {t('site.landing.hero.example', {
                amount: formatRinggit(example.amountSen, language, { wholeRinggit: true }),
                count: example.tenureMonths,
              })}
            </p>
            <dl className={styles.exampleFigure}>
              <dt>{t('loan.monthlyInstalment')}</dt>
              <dd>{formatRinggit(example.monthlyInstalmentSen, language)}</dd>
            </dl>
            <p className={styles.exampleNote}>
              {t('site.landing.hero.exampleNote', {
                rate: formatBasisPoints(example.annualRateBp, language),
              })}
            </p>
          </section>
        </div>
      </div>
    </section>
  );
}

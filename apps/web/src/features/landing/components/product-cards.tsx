import {
  formatBasisPoints,
  formatRinggit,
  INDIVIDUAL_PRODUCT,
  type Sen,
  VARIANT_RULES,
  VARIANTS,
  type Variant,
} from '@sinar/domain';
import { Card } from '../../../components/ui/card.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { productName } from '../../../lib/product-name.ts';
import { PAGES, pagePath, VARIANT_HOME_BASE } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from './landing.module.css';

const CARD_CLASS: Readonly<Record<Variant, string | undefined>> = {
  conventional: styles.productConventional,
  islamic: styles.productIslamic,
};

/** Both products side by side; every figure comes from the variant registry. */
export function ProductCards() {
  const { t, language } = useT();
  const ringgit = (amount: Sen) => formatRinggit(amount, language, { wholeRinggit: true });

  return (
    <section className={styles.section} aria-labelledby="landing-products">
      <div className={styles.sectionHeader}>
        <h2 id="landing-products">{t('site.landing.products.heading')}</h2>
        <p>{t('site.landing.products.intro')}</p>
      </div>
      <div className={styles.products}>
        {VARIANTS.map((variant) => {
          const rules = VARIANT_RULES[variant];
          const context = rules.wordingContext;
          const name = productName(t, variant);
          const base = VARIANT_HOME_BASE[variant];
          const facts: [string, string][] = [
            [
              t('loan.amount', { context }),
              t('site.landing.products.amountValue', {
                min: ringgit(INDIVIDUAL_PRODUCT.minAmountSen),
                max: ringgit(INDIVIDUAL_PRODUCT.maxAmountSen),
              }),
            ],
            [
              t('loan.tenure', { context }),
              t('site.landing.products.tenureValue', {
                min: INDIVIDUAL_PRODUCT.minTenureMonths,
                max: INDIVIDUAL_PRODUCT.maxTenureMonths,
              }),
            ],
            [
              t('loan.interestRatePerAnnum', { context }),
              formatBasisPoints(rules.monthlyRateBp * 12, language),
            ],
            [t('loan.processingFee', { context }), ringgit(rules.processingFeeSen)],
            ...(rules.wakalahFeeSen > 0
              ? [[t('loan.wakalahFee', { context }), ringgit(rules.wakalahFeeSen)] as [string, string]]
              : []),
            [
              t('loan.stampDuty', { context }),
              t('site.landing.products.stampDutyValue', {
                rate: formatBasisPoints(rules.stampDutyBp, language),
              }),
            ],
          ];
          return (
            <Card as="article" key={variant} className={`${styles.product} ${CARD_CLASS[variant] ?? ''}`}>
              <h3>{name}</h3>
              <p>{t(`site.landing.products.${variant}`)}</p>
              <dl className={styles.facts}>
                {facts.map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <div className={styles.productActions}>
                <LinkButton to={pagePath(base, PAGES.landing)} variant="primary">
                  {t('site.landing.products.learnMore', { product: name })}
                </LinkButton>
                <LinkButton to={pagePath(base, PAGES.simulator)} variant="secondary">
                  {t('site.landing.products.simulate', { product: name })}
                </LinkButton>
              </div>
            </Card>
          );
        })}
      </div>
    </section>
  );
}

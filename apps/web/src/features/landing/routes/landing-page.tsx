import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useT } from '../../../lib/use-t.ts';
import { ApplySteps } from '../components/apply-steps.tsx';
import { BeforeYouStart } from '../components/before-you-start.tsx';
import { FeatureGrid } from '../components/feature-grid.tsx';
import { LandingHero } from '../components/landing-hero.tsx';
import { ProductCards } from '../components/product-cards.tsx';

/** '/', the conventional brand landing and '/islamic': the same page, worded and themed by the variant. */
export function LandingPage() {
  const { t } = useT();
  usePageTitle(t('site.landing.title'));
  return (
    <>
      <LandingHero />
      <FeatureGrid />
      <ProductCards />
      <ApplySteps />
      <BeforeYouStart />
    </>
  );
}

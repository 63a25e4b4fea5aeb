/** Run by the build in Node (scripts/prerender-landing.ts): the landing page's markup for each base and language. */
import { memoryStorage } from '@sinar/client/storage';
import { LANGUAGES, type Language, type Variant } from '@sinar/domain';
import { renderToString } from 'react-dom/server';
import { usePageTitleText } from '../../components/ui/page-title.ts';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { SITE_BASES } from '../../lib/site-paths.ts';
import { useT } from '../../lib/use-t.ts';
import { useVariant } from '../../lib/variant.ts';
import { AppProviders } from '../providers.tsx';
import { DocumentRouter } from './document-router.tsx';
import { LandingDocument } from './landing-document.tsx';

/** The landing page of each base: '/', the conventional brand's and '/islamic'. */
export const LANDING_PATHS: readonly string[] = SITE_BASES.map((base) => (base === '' ? '/' : base));
export { landingHeadScript } from './head-script.ts';
export { PRERENDERED_LANGUAGE_ATTRIBUTE } from './prerendered.ts';
export { LANGUAGES };

export interface PrerenderedLanding {
  /** The markup of `#root`. */
  readonly html: string;
  /** What the page sets as document.title once it runs. */
  readonly title: string;
  readonly variant: Variant;
}

/** Reads what the page would set as its title and theme, in the same render. */
function PageFacts({ onFacts }: { readonly onFacts: (title: string, variant: Variant) => void }) {
  const { t } = useT();
  const { variant } = useVariant();
  onFacts(usePageTitleText(t('site.landing.title')), variant);
  return null;
}

let initialised: Promise<void> | undefined;

export async function prerenderLanding(path: string, language: Language): Promise<PrerenderedLanding> {
  initialised ??= initI18n({ search: '', storage: memoryStorage(), onLanguage: () => undefined });
  await initialised;
  await i18n.changeLanguage(language);
  let title = '';
  let variant: Variant = 'conventional';
  const html = renderToString(
    <AppProviders i18n={i18n}>
      <LandingDocument address={path} />
    </AppProviders>,
  );
  renderToString(
    <AppProviders i18n={i18n}>
      <DocumentRouter address={path}>
        <PageFacts
          onFacts={(pageTitle, pageVariant) => {
            title = pageTitle;
            variant = pageVariant;
          }}
        />
      </DocumentRouter>
    </AppProviders>,
  );
  return { html, title, variant };
}

/**
 * Run by the build in Node (scripts/build-pages-ahead.ts): the markup of the pages rendered ahead, for each base and
 * language: the landing page (decision 072) and the simulator (decision 080).
 */
import { memoryStorage } from '@sinar/client/storage';
import { LANGUAGES, type Language, type Variant } from '@sinar/domain';
import { renderToString } from 'react-dom/server';
import { usePageTitleText } from '../../components/ui/page-title.ts';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { PAGES, SITE_BASES } from '../../lib/site-paths.ts';
import { useT } from '../../lib/use-t.ts';
import { useVariant } from '../../lib/variant.ts';
import { AppProviders } from '../providers.tsx';
import { DocumentRouter } from './document-router.tsx';
import { LandingDocument } from './landing-document.tsx';
import { SimulatorDocument } from './simulator-document.tsx';

/** A page rendered ahead: its path, and its own entry (src/<entry>-main.tsx) in the browser. */
export interface PageAhead {
  readonly path: string;
  readonly entry: 'landing' | 'simulator';
}

/** The landing page and the simulator of each base: '', the conventional brand's and '/islamic'. */
export const PAGES_AHEAD: readonly PageAhead[] = SITE_BASES.flatMap((base) => [
  { path: base === '' ? '/' : base, entry: 'landing' as const },
  { path: `${base}${PAGES.simulator}`, entry: 'simulator' as const },
]);

const DOCUMENTS = { landing: LandingDocument, simulator: SimulatorDocument };
const TITLES = { landing: 'site.landing.title', simulator: 'site.simulator.title' } as const;

export { earlyClickScript } from './early-click.ts';
export { pageHeadScript } from './head-script.ts';
export { PRERENDERED_LANGUAGE_ATTRIBUTE } from './prerendered.ts';
export { LANGUAGES };

export interface PrerenderedPage {
  /** The markup of `#root`. */
  readonly html: string;
  /** What the page sets as document.title once it runs. */
  readonly title: string;
  readonly variant: Variant;
}

/** Reads what the page would set as its title and theme, in the same render. */
function PageFacts({
  titleKey,
  onFacts,
}: {
  readonly titleKey: (typeof TITLES)[PageAhead['entry']];
  readonly onFacts: (title: string, variant: Variant) => void;
}) {
  const { t } = useT();
  const { variant } = useVariant();
  onFacts(usePageTitleText(t(titleKey)), variant);
  return null;
}

let initialised: Promise<void> | undefined;

export async function prerenderPage(
  { path, entry }: PageAhead,
  language: Language,
): Promise<PrerenderedPage> {
  initialised ??= initI18n({ search: '', storage: memoryStorage(), onLanguage: () => undefined });
  await initialised;
  await i18n.changeLanguage(language);
  let title = '';
  let variant: Variant = 'conventional';
  const Document = DOCUMENTS[entry];
  const html = renderToString(
    <AppProviders i18n={i18n}>
      <Document address={path} />
    </AppProviders>,
  );
  renderToString(
    <AppProviders i18n={i18n}>
      <DocumentRouter address={path}>
        <PageFacts
          titleKey={TITLES[entry]}
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

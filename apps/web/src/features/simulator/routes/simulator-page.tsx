import {
  amountOptionsSen,
  parseRinggit,
  quoteLoan,
  repaymentSchedule,
  type Sen,
  sen,
  tenureOptionsMonths,
} from '@sinar/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { useMalaysianToday, usePageRuns } from '../../../lib/page-runs.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { QuoteSummary } from '../components/quote-summary.tsx';
import { ScheduleTable } from '../components/schedule-table.tsx';
import styles from '../components/simulator.module.css';
import { TermsControls } from '../components/terms-controls.tsx';

const DEFAULT_AMOUNT_SEN = sen(500_000);
const DEFAULT_TENURE_MONTHS = 12;

/** `?amount=` (ringgit) and `?tenure=` (months) preset the sliders, when they name terms on offer. */
function presetFrom(
  params: URLSearchParams,
  amounts: readonly Sen[] = amountOptionsSen(),
  tenures: readonly number[] = tenureOptionsMonths(),
) {
  const amountSen = parseRinggit(params.get('amount') ?? '').sen;
  const tenureMonths = Number(params.get('tenure'));
  return {
    amountSen: amountSen !== undefined && amounts.includes(amountSen) ? amountSen : DEFAULT_AMOUNT_SEN,
    tenureMonths: tenures.includes(tenureMonths) ? tenureMonths : DEFAULT_TENURE_MONTHS,
  };
}

/** Whether the address leaves the terms at their defaults, as the page rendered ahead by the build shows them. */
export function showsDefaultTerms(search: string): boolean {
  const { amountSen, tenureMonths } = presetFrom(new URLSearchParams(search));
  return amountSen === DEFAULT_AMOUNT_SEN && tenureMonths === DEFAULT_TENURE_MONTHS;
}

/** The repayment simulator: the domain's quote and schedule for the chosen terms, today as the signing date. */
export function Component() {
  const { t } = useT();
  const { variant, path } = useVariant();
  const [searchParams] = useSearchParams();
  const amounts = useMemo(() => amountOptionsSen(), []);
  const tenures = useMemo(() => tenureOptionsMonths(), []);
  const [terms, setTerms] = useState(() => presetFrom(searchParams, amounts, tenures));
  // The schedule's dates follow today's: a page rendered ahead shows the terms and the quote, and the schedule once the
  // browser has taken it over, rendered in the background so that the sliders answer first.
  const signedOn = useDeferredValue(useMalaysianToday());
  // A slider moved before the page runs would be set back when it does: it waits until then.
  const runs = usePageRuns();
  const quote = useMemo(() => quoteLoan({ variant, ...terms }), [variant, terms]);
  const schedule = useMemo(
    () => (signedOn ? repaymentSchedule({ quote, signedOn }) : null),
    [quote, signedOn],
  );
  usePageTitle(t('site.simulator.title'));

  return (
    <Page title={t('site.simulator.title')} lead={t('site.simulator.lead')}>
      <div className={styles.layout}>
        <TermsControls
          amountOptionsSen={amounts}
          tenureOptions={tenures}
          amountSen={terms.amountSen}
          tenureMonths={terms.tenureMonths}
          onAmountChange={(amountSen) => setTerms((current) => ({ ...current, amountSen }))}
          onTenureChange={(tenureMonths) => setTerms((current) => ({ ...current, tenureMonths }))}
          disabled={!runs}
        />
        <QuoteSummary quote={quote} />
      </div>
      {schedule ? <ScheduleTable rows={schedule} /> : null}
      <p className={styles.disclaimer}>{t('site.simulator.disclaimer')}</p>
      <LinkButton to={path(PAGES.registration)} variant="primary">
        {t('common.actions.applyNow')}
      </LinkButton>
    </Page>
  );
}

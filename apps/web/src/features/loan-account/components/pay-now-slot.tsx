import { useLocation, useMatches } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import type { Page } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';

/**
 * What the router tells the repayment schedule page (its route's `handle`): the page 'Pay now' leads to, or null
 * while the app has no such page. The router fills it in when the pay-instalment pages are routed.
 */
export interface RepaymentScheduleHandle {
  readonly payInstalmentPage: Page | null;
  /** Where 'Settle early' leads (the early settlement page), or none. */
  readonly earlySettlementPage?: Page | null;
}

function isScheduleHandle(handle: unknown): handle is RepaymentScheduleHandle {
  return typeof handle === 'object' && handle !== null && 'payInstalmentPage' in handle;
}

/** The page 'Pay now' leads to, as the current route's handle says; null when there is none. */
export function usePayInstalmentPage(): Page | null {
  const handle = useMatches().at(-1)?.handle;
  return isScheduleHandle(handle) ? handle.payInstalmentPage : null;
}

function useEarlySettlementPage(): Page | null {
  const handle = useMatches().at(-1)?.handle;
  return isScheduleHandle(handle) ? (handle.earlySettlementPage ?? null) : null;
}

/**
 * 'Pay now' on the schedule, shown only when there is something to pay and a page to pay it on. It keeps the
 * address's query, so the account the schedule shows (`?agreementNo=`) is the one paid.
 */
export function PayNowSlot({ owing }: { readonly owing: boolean }) {
  const { t } = useT('journey');
  const { path } = useVariant();
  const { search } = useLocation();
  const page = usePayInstalmentPage();
  if (!page || !owing) return null;
  return <LinkButton to={{ pathname: path(page), search }}>{t('loanAccount.schedule.payNow')}</LinkButton>;
}

/**
 * 'Settle early' on the schedule, for an active account that still owes something, when the router names the early
 * settlement page. It keeps the address's query, so the account the schedule shows is the one quoted.
 */
export function SettleEarlySlot({ settleable }: { readonly settleable: boolean }) {
  const { t } = useT('journey');
  const { path } = useVariant();
  const { search } = useLocation();
  const page = useEarlySettlementPage();
  if (!page || !settleable) return null;
  return (
    <LinkButton variant="secondary" to={{ pathname: path(page), search }}>
      {t('loanAccount.schedule.settleEarly')}
    </LinkButton>
  );
}

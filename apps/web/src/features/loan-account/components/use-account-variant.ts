import { VARIANT_RULES, type Variant } from '@sinar/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { siteBaseOf } from '../../../lib/site-paths.ts';
import { useVariant } from '../../../lib/variant.ts';

/**
 * An account is shown in its own variant's words (decision 025): an Islamic financing's page read under the
 * conventional base, or the reverse, goes at once to the same page under the account's base, keeping the query.
 * Says whether the page is leaving, so that nothing of the other wording shows meanwhile.
 */
export function useAccountVariant(company: Variant | undefined): { readonly leaving: boolean } {
  const { variant } = useVariant();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const target =
    company && company !== variant
      ? `${VARIANT_RULES[company].pathPrefix}${pathname.slice(siteBaseOf(pathname).length)}${search}`
      : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
  return { leaving: target !== null };
}

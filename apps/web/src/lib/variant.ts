import { VARIANT_RULES, type Variant, type VariantRules } from '@sinar/domain';
import { useLocation } from 'react-router';
import { type Page, pagePath, type SiteBase, siteBaseOf, variantOfBase } from './site-paths.ts';

export interface SiteVariant {
  readonly variant: Variant;
  readonly base: SiteBase;
  readonly rules: VariantRules;
  /** The path of a page under the current base. */
  readonly path: (page: Page) => string;
}

export function siteVariantOf(pathname: string): SiteVariant {
  const base = siteBaseOf(pathname);
  const variant = variantOfBase(base);
  return { variant, base, rules: VARIANT_RULES[variant], path: (page) => pagePath(base, page) };
}

/** The variant of the page being shown, read from its path. */
export function useVariant(): SiteVariant {
  const { pathname } = useLocation();
  return siteVariantOf(pathname);
}

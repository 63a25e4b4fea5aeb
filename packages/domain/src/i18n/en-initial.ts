import { auth } from './en/auth.ts';
import { common } from './en/common.ts';
import { errors } from './en/errors.ts';
import { loan } from './en/loan.ts';
import { site } from './en/site.ts';
import { success } from './en/success.ts';

/** The short texts the landing page and the site's frame need: loaded before the first render. */
export const enInitial = { common, errors, success, loan, site, auth };
export type InitialCatalog = typeof enInitial;

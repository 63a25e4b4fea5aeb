import { LANGUAGE_QUERY_PARAM, languageFromSearch } from '@sinar/client/language';
import { ISLAMIC_PATH } from '@sinar/domain';
import type { SessionState } from '../lib/session.ts';
import { type Access, expandTwins, ROUTE_TABLE } from './route-table.ts';

/**
 * The routing rules of spec 000 section 2 and spec 001 section 2, as one pure function:
 * - a logged-in user at '/' goes to /home keeping the language parameter, and at '/islamic' to /islamic/home;
 * - a login-only route visited without a session goes to '/';
 * - an unknown path goes to /home with a session and to '/' without;
 * - wherever a logged-in SME partner or group staff member would be sent to a home, it is /sme/home.
 * Returns where to go, or null to stay. Every redirect keeps the `lang` parameter, so a `?lang=ms` link that is
 * redirected still opens in Malay.
 */
export interface Location {
  readonly pathname: string;
  readonly search?: string;
}

const LOGGED_IN_LANDING_HOME: Readonly<Record<string, string>> = {
  '/': '/home',
  [ISLAMIC_PATH]: `${ISLAMIC_PATH}/home`,
};

const SME_HOME = '/sme/home';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PARAMETER = /^\{\w+\}$/;
const hasParameter = (path: string) => path.split('/').some((segment) => PARAMETER.test(segment));

function compile(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (PARAMETER.test(segment) ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

const ROUTES = ROUTE_TABLE.flatMap((entry) =>
  expandTwins(entry).map((path) => ({ path, access: entry.access })),
);

/**
 * The routes without a parameter by their path, and the few with one as patterns, tried after them as the router
 * ranks a fixed segment before a parameter. A page's start looks its path up before anything renders: a pattern
 * compiled for each of the table's hundred-odd paths as the module loaded, then tried in turn, was a measurable part
 * of that start on a slow phone (decision 088).
 */
const EXACT = new Map<string, Access>();
for (const { path, access } of ROUTES) if (!hasParameter(path) && !EXACT.has(path)) EXACT.set(path, access);
const WITH_PARAMETERS = ROUTES.filter(({ path }) => hasParameter(path)).map(({ path, access }) => ({
  pattern: compile(path),
  access,
}));

/** Drops a trailing slash ('/faq/' is '/faq'), keeping the root. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function accessOf(pathname: string): Access | null {
  const path = normalisePath(pathname);
  return EXACT.get(path) ?? WITH_PARAMETERS.find((route) => route.pattern.test(path))?.access ?? null;
}

function withLanguage(target: string, search: string | undefined): string {
  const language = languageFromSearch(search ?? '');
  return language ? `${target}?${new URLSearchParams({ [LANGUAGE_QUERY_PARAM]: language })}` : target;
}

export function redirectTarget(location: Location, session: SessionState): string | null {
  const path = normalisePath(location.pathname);
  const access = accessOf(path);
  const home = (individualHome: string) =>
    session.organizationType === 'SME' || session.organizationType === 'STAFF' ? SME_HOME : individualHome;
  let target: string | null = null;
  if (session.loggedIn && LOGGED_IN_LANDING_HOME[path]) target = home(LOGGED_IN_LANDING_HOME[path]);
  else if (access === 'login' && !session.loggedIn) target = '/';
  else if (access === null) target = session.loggedIn ? home('/home') : '/';
  return target === null ? null : withLanguage(target, location.search);
}

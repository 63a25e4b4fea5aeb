import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createPath, type Navigator, parsePath, Router, type To } from 'react-router';

function hrefOf(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/** The browser's address as a path with its query and fragment, as the router reads it. */
function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * How a page that is not the app moves on: a link or a navigation to another path loads that path as a new document
 * (the server hands it the app, whose router takes over); a change of the query or the fragment on the same path (the
 * language switch's `?lang=`) stays in the page, as a history entry of its own. `beforeLeaving` runs before a new
 * document loads.
 */
export function documentNavigator(
  onAddress: (address: string) => void,
  beforeLeaving: () => void = () => undefined,
): Navigator {
  const go = (to: To, replace: boolean, state: unknown) => {
    const target = new URL(hrefOf(to), window.location.href);
    if (target.origin !== window.location.origin || target.pathname !== window.location.pathname) {
      beforeLeaving();
      if (replace) window.location.replace(target.href);
      else window.location.assign(target.href);
      return;
    }
    const address = `${target.pathname}${target.search}${target.hash}`;
    if (replace) window.history.replaceState(state ?? null, '', address);
    else window.history.pushState(state ?? null, '', address);
    onAddress(address);
  };
  return {
    createHref: hrefOf,
    go: (delta) => window.history.go(delta),
    push: (to, state) => go(to, false, state),
    replace: (to, state) => go(to, true, state),
  };
}

/**
 * The router's context for a page that is not the app: its hooks and links read the page's address (or `address`, for
 * a page rendered ahead by the build) and move on through `documentNavigator`.
 */
export function DocumentRouter({
  address,
  beforeLeaving,
  children,
}: {
  readonly address?: string;
  readonly beforeLeaving?: () => void;
  readonly children: ReactNode;
}) {
  const [current, setCurrent] = useState(() => address ?? currentAddress());
  const navigator = useMemo(() => documentNavigator(setCurrent, beforeLeaving), [beforeLeaving]);
  useEffect(() => {
    if (address !== undefined) return;
    const onPopState = () => setCurrent(currentAddress());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [address]);
  return (
    <Router location={parsePath(current)} navigator={navigator} static={address !== undefined}>
      {children}
    </Router>
  );
}

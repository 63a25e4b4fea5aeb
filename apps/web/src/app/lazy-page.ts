import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { loadDeferredTexts } from '../lib/i18n.ts';
import { importWithReload } from '../lib/lazy-reload.ts';

/** What a lazily loaded route module exports. */
export interface RouteModule {
  readonly Component: ComponentType;
  readonly loader?: LoaderFunction;
}

/**
 * A lazy route: its module is its own chunk, a failed import reloads the page once (spec 001 section 2), and its
 * component gets the query client, which loads with the first lazy page rather than with the landing page, as do
 * the short texts the landing page does not need (lib/i18n.ts).
 */
export function lazyPage(load: () => Promise<RouteModule>) {
  return async () => {
    const [module, queries] = await Promise.all([
      importWithReload(load),
      importWithReload(() => import('../lib/query-client.tsx')),
      loadDeferredTexts(),
    ]);
    const Component = queries.withQueryClient(module.Component);
    return module.loader ? { Component, loader: module.loader } : { Component };
  };
}

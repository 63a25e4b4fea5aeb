import type { ComponentType } from 'react';

/** A route whose page is its own chunk: the officer downloads a screen when they first open it. */
export function lazyPage(load: () => Promise<{ readonly Component: ComponentType }>) {
  return async () => {
    const module = await load();
    return { Component: module.Component };
  };
}

import type { Plugin } from 'vite';

/**
 * The apps' build step that asks the browser to fetch the default language's first catalog (English) with the entry
 * script rather than after it has run (decision 057): the first render waits for it, so this saves a round trip on
 * every first visit. A reader who chose Malay downloads the English part once as well. `modulePath` is the end of
 * the catalog module's path, whose chunk the build must have made; the link honours the app's `base`.
 */
export function preloadCatalog(modulePath: string): Plugin {
  let base = '/';
  return {
    name: 'preload-default-catalog',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml(_html, context) {
      const chunk = Object.values(context.bundle ?? {}).find(
        (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(modulePath),
      );
      if (!chunk) throw new Error(`no chunk for ${modulePath}`);
      return [
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
          injectTo: 'head',
        },
      ];
    },
  };
}

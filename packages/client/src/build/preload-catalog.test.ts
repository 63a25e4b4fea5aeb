import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadCatalog } from './preload-catalog.ts';

/** The build's answer to the index page, after the config resolved with `base`, for a bundle of `chunks`. */
function tagsOf(base: string, chunks: Record<string, string>) {
  const plugin = preloadCatalog('/i18n/en-initial.ts');
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ base } as ResolvedConfig);
  const bundle = Object.fromEntries(
    Object.entries(chunks).map(([fileName, facadeModuleId]) => [
      fileName,
      { type: 'chunk', fileName, facadeModuleId },
    ]),
  );
  const transform = plugin.transformIndexHtml as (
    html: string,
    context: IndexHtmlTransformContext,
  ) => unknown;
  return transform('<html></html>', { bundle } as unknown as IndexHtmlTransformContext);
}

describe('preloadCatalog', () => {
  it('runs in the build only', () => {
    expect(preloadCatalog('/i18n/en-initial.ts').apply).toBe('build');
  });

  it("links the catalog's chunk under the app's base", () => {
    const tags = tagsOf('/backoffice/', {
      'assets/index-a1.js': '/repo/apps/web/src/main.tsx',
      'assets/en-initial-b2.js': '/repo/packages/domain/src/i18n/en-initial.ts',
    });
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/backoffice/assets/en-initial-b2.js' },
        injectTo: 'head',
      },
    ]);
  });

  it('fails the build when no chunk holds the catalog', () => {
    expect(() => tagsOf('/', { 'assets/index-a1.js': '/repo/apps/web/src/main.tsx' })).toThrow(
      'no chunk for /i18n/en-initial.ts',
    );
  });
});

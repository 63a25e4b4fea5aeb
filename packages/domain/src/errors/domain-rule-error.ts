import type { CatalogKey } from '../i18n/catalog-key.ts';

/**
 * A business rule refused its input. `key` is a catalog key, so every layer above can show the refusal in the
 * user's language; `params` fill the message's placeholders.
 */
export class DomainRuleError extends Error {
  readonly key: CatalogKey;
  readonly params: Readonly<Record<string, string | number>>;

  constructor(key: CatalogKey, params: Record<string, string | number> = {}) {
    super(key);
    this.name = 'DomainRuleError';
    this.key = key;
    this.params = params;
  }
}

import type { CatalogKey } from '../i18n/catalog-key.ts';

/**
 * What kind of refusal a rule makes, which is all the server needs to pick its status: the input breaks a rule
 * (`invalid`), the record's state does not allow it now (`conflict`), the one asking may not (`forbidden`), or what
 * was asked for is not there (`notFound`).
 */
export const REFUSAL_KINDS = ['invalid', 'conflict', 'forbidden', 'notFound'] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];

/**
 * A business rule refused its input. `key` is a catalog key, so every layer above can show the refusal in the
 * user's language; `params` fill the message's placeholders; `kind` says what sort of refusal it is.
 */
export class DomainRuleError extends Error {
  readonly key: CatalogKey;
  readonly params: Readonly<Record<string, string | number>>;
  readonly kind: RefusalKind;

  constructor(key: CatalogKey, params: Record<string, string | number> = {}, kind: RefusalKind = 'invalid') {
    super(key);
    this.name = 'DomainRuleError';
    this.key = key;
    this.params = params;
    this.kind = kind;
  }
}

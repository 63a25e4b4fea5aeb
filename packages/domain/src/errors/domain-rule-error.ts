/**
 * A business rule refused its input. `key` is a catalog key, so every layer above can show the refusal in the
 * user's language; `params` fill the message's placeholders.
 */
export class DomainRuleError extends Error {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;

  constructor(key: string, params: Record<string, string | number> = {}) {
    super(key);
    this.name = 'DomainRuleError';
    this.key = key;
    this.params = params;
  }
}

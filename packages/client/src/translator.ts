/**
 * The apps' translation runtime (decision 066): the part of i18next's behaviour the catalogs use, in a few KB rather
 * than i18next's 18. Catalogs are nested objects of texts per language and namespace, loaded on demand through a
 * loader. A text may hold `{{name}}` placeholders and `{{name, number}}` numbers (formatted in the text's language),
 * plural forms chosen by `count` with the language's plural rules (`key_one`, `key_other`, `key_zero` for 0, then
 * `key`), and a wording context (`key_islamic`, then `key`); both together try `key_islamic_one` first. The server
 * keeps i18next: the same catalogs read the same way there.
 */

/** What a caller passes beside a key: the placeholders' values and the lookup options below. */
export interface TranslateCall {
  readonly [name: string]: unknown;
  /** Chooses the plural form, and is a placeholder's value too. */
  readonly count?: unknown;
  /** Chooses the wording variant (`key_<context>`); absent, undefined or empty reads the plain key. */
  readonly context?: unknown;
  /** Reads another namespace than the one the key names or the default. */
  readonly ns?: string;
  /** Reads another language than the current one (it must be loaded). */
  readonly lng?: string;
  /** Returns a group of texts (an object or array) with every text's placeholders filled. */
  readonly returnObjects?: boolean;
}

/** Loads one namespace's texts in one language; undefined when there are none. */
export type ResourceLoader = (language: string, namespace: string) => Promise<object> | undefined;

export interface I18nOptions {
  readonly lng: string;
  readonly supportedLngs: readonly string[];
  /** The namespaces loaded before `init` resolves; the first is the default. */
  readonly ns: readonly string[];
  readonly load: ResourceLoader;
  /** Told of every key that has no text in the language read (not told when undefined). */
  readonly missingKeyHandler?: (languages: readonly string[], namespace: string, key: string) => void;
  /** Whether components suspend while a namespace they read loads (the app then shows a fallback). */
  readonly suspense?: boolean;
}

type Listener = (language: string) => void;
type Texts = Record<string, unknown>;

const NAMESPACE_SEPARATOR = ':';
const PLACEHOLDER = /\{\{\s*([^{},\s]+)\s*(?:,\s*([a-zA-Z]+)\s*)?\}\}/g;

function isTexts(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPath(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (!isTexts(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** Copies `source` into `target` where `target` has no value yet (or has one and `overwrite`), group by group. */
function merge(target: Texts, source: Texts, overwrite: boolean): void {
  for (const [name, value] of Object.entries(source)) {
    const existing = target[name];
    if (isTexts(existing) && isTexts(value)) merge(existing, value, overwrite);
    else if (existing === undefined || overwrite)
      target[name] = isTexts(value) ? structuredClone(value) : value;
  }
}

/** One app's texts, its current language and the namespaces loaded in each language. */
export class I18n {
  /** The current language; empty until `init` has chosen one. */
  language = '';
  isInitialized = false;
  private options: I18nOptions | undefined;
  /** The namespaces wanted: those of `init`, then each one `loadNamespaces` asked for; every language change loads them. */
  private readonly namespaces: string[] = [];
  private readonly store = new Map<string, Map<string, Texts>>();
  private readonly preloaded = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<Listener>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly numberFormats = new Map<string, Intl.NumberFormat>();
  private languageChangingTo: string | undefined;

  /** The same as `language`, kept for the callers that read i18next's name for it. */
  get resolvedLanguage(): string {
    return this.language;
  }

  get suspense(): boolean {
    return this.options?.suspense ?? false;
  }

  get defaultNamespace(): string {
    return this.namespaces[0] ?? 'translation';
  }

  /** Chooses the language and loads its first namespaces; a load that fails leaves their keys shown as keys. */
  async init(options: I18nOptions): Promise<void> {
    this.options = options;
    for (const namespace of options.ns)
      if (!this.namespaces.includes(namespace)) this.namespaces.push(namespace);
    const language = options.supportedLngs.includes(options.lng)
      ? options.lng
      : (options.supportedLngs[0] ?? '');
    await this.loadAll([language], this.namespaces);
    this.language = language;
    this.isInitialized = true;
    this.emit(language);
  }

  /** Called with the new language after each change (and once at `init`); returns the way to stop listening. */
  on(event: 'languageChanged', listener: Listener): () => void {
    void event;
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  off(event: 'languageChanged', listener: Listener): void {
    void event;
    this.listeners.delete(listener);
  }

  /**
   * Loads every wanted namespace in the new language, then switches to it, so no screen shows a key between the two.
   * When two changes overlap, the last one asked for wins.
   */
  async changeLanguage(language: string): Promise<void> {
    if (this.options && !this.options.supportedLngs.includes(language)) return;
    this.languageChangingTo = language;
    await this.loadAll([language], this.namespaces);
    if (this.languageChangingTo !== language) return;
    this.languageChangingTo = undefined;
    this.language = language;
    this.emit(language);
  }

  /** Loads namespaces in the current language and those asked for with `loadLanguages`, and in every later one. */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const wanted = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of wanted) if (!this.namespaces.includes(namespace)) this.namespaces.push(namespace);
    return this.loadAll([this.language, ...this.preloaded], wanted);
  }

  /**
   * Loads the wanted namespaces in other languages too, and any namespace wanted later, for a reader of both
   * (`getFixedT`).
   */
  loadLanguages(languages: string | readonly string[]): Promise<void> {
    const added = typeof languages === 'string' ? [languages] : languages;
    for (const language of added) this.preloaded.add(language);
    return this.loadAll(added, this.namespaces);
  }

  hasLoadedNamespace(namespace: string, language = this.language): boolean {
    return this.store.get(language)?.has(namespace) ?? false;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.hasLoadedNamespace(namespace, language);
  }

  getResource(language: string, namespace: string, key: string): unknown {
    return readPath(this.store.get(language)?.get(namespace), key);
  }

  /** Adds texts to a namespace; `overwrite` replaces texts already there, which are kept otherwise. */
  addResourceBundle(
    language: string,
    namespace: string,
    texts: object,
    _deep = true,
    overwrite = false,
  ): void {
    let namespaces = this.store.get(language);
    if (!namespaces) {
      namespaces = new Map();
      this.store.set(language, namespaces);
    }
    const existing = namespaces.get(namespace);
    if (existing) merge(existing, texts as Texts, overwrite);
    else namespaces.set(namespace, structuredClone(texts) as Texts);
  }

  /** Whether a key has a text, with the same choice of form as `t` (context, plural). */
  exists(key: string, call: TranslateCall = {}): boolean {
    return this.resolve(key, call).value !== undefined;
  }

  /**
   * The text of a key (`key` or `namespace:key`) with its placeholders filled. A key with no text is reported to the
   * missing-key handler and shown as it came; a group read without `returnObjects` is shown as a note saying so.
   */
  t(key: string, call: TranslateCall & { readonly returnObjects: true }): unknown;
  t(key: string, call?: TranslateCall): string;
  t(key: string, call: TranslateCall = {}): unknown {
    const { value, language, namespace, path } = this.resolve(key, call);
    if (value === undefined) {
      this.options?.missingKeyHandler?.([language], namespace, path);
      return path;
    }
    if (typeof value === 'string') return this.interpolate(value, call, language);
    if (call.returnObjects) return this.fillGroup(value, call, language);
    return `key '${path} (${language})' returned an object instead of string.`;
  }

  /** A `t` bound to a language and a namespace. */
  getFixedT(language: string, namespace?: string): (key: string, call?: TranslateCall) => string {
    return (key, call = {}) =>
      this.t(key, { lng: language, ...(namespace ? { ns: namespace } : {}), ...call });
  }

  private emit(language: string): void {
    for (const listener of [...this.listeners]) listener(language);
  }

  private async loadAll(languages: readonly string[], namespaces: readonly string[]): Promise<void> {
    const distinct = [...new Set(languages)];
    await Promise.all(
      distinct.flatMap((language) => namespaces.map((namespace) => this.loadOne(language, namespace))),
    );
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    if (!language || this.hasLoadedNamespace(namespace, language)) return Promise.resolve();
    const id = `${language}|${namespace}`;
    const inFlight = this.loading.get(id);
    if (inFlight) return inFlight;
    const load = this.options?.load(language, namespace);
    // A namespace the app has no catalog for stays empty: its keys read as keys, which the missing-key handler reports.
    if (!load) return Promise.resolve();
    const done = load.then(
      (texts) => {
        this.addResourceBundle(language, namespace, texts);
      },
      (error: unknown) => {
        console.error(`The catalog ${language}/${namespace} did not load`, error);
      },
    );
    const settled = done.finally(() => this.loading.delete(id));
    this.loading.set(id, settled);
    return settled;
  }

  private resolve(key: string, call: TranslateCall) {
    const language = call.lng ?? this.language;
    let namespace = call.ns ?? this.defaultNamespace;
    let path = key;
    const separator = key.indexOf(NAMESPACE_SEPARATOR);
    if (separator > 0 && this.namespaces.includes(key.slice(0, separator))) {
      namespace = key.slice(0, separator);
      path = key.slice(separator + 1);
    }
    const texts = this.store.get(language)?.get(namespace);
    // Tried from the last to the first, as i18next does: the most specific form the catalog has wins.
    const candidates = [path];
    const count = call.count;
    const plural = typeof count === 'number' ? `_${this.pluralRule(language).select(count)}` : undefined;
    if (plural) {
      candidates.push(path + plural);
      if (count === 0) candidates.push(`${path}_zero`);
    }
    const context = call.context;
    if ((typeof context === 'string' || typeof context === 'number') && context !== '') {
      const contextPath = `${path}_${context}`;
      candidates.push(contextPath);
      if (plural) {
        candidates.push(contextPath + plural);
        if (count === 0) candidates.push(`${contextPath}_zero`);
      }
    }
    let value: unknown;
    for (let index = candidates.length - 1; index >= 0 && value === undefined; index--) {
      const found = readPath(texts, candidates[index] as string);
      if (found !== undefined && found !== null) value = found;
    }
    return { value, language, namespace, path };
  }

  private pluralRule(language: string): Intl.PluralRules {
    let rule = this.pluralRules.get(language);
    if (!rule) {
      rule = new Intl.PluralRules(language);
      this.pluralRules.set(language, rule);
    }
    return rule;
  }

  private numberFormat(language: string): Intl.NumberFormat {
    let format = this.numberFormats.get(language);
    if (!format) {
      format = new Intl.NumberFormat(language);
      this.numberFormats.set(language, format);
    }
    return format;
  }

  /**
   * Fills `{{name}}` and `{{name, number}}`. A placeholder whose name the call does not carry stays as written, as
   * i18next leaves it; one passed as undefined or null reads as empty.
   */
  private interpolate(text: string, call: TranslateCall, language: string): string {
    if (!text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (written, name: string, format: string | undefined) => {
      if (!(name in call) && readPath(call as Texts, name) === undefined) return written;
      const value = name in call ? call[name] : readPath(call as Texts, name);
      if (value === undefined || value === null) return '';
      if (format === 'number' && typeof value === 'number') return this.numberFormat(language).format(value);
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    });
  }

  private fillGroup(value: unknown, call: TranslateCall, language: string): unknown {
    if (typeof value === 'string') return this.interpolate(value, call, language);
    if (Array.isArray(value)) return value.map((item) => this.fillGroup(item, call, language));
    if (isTexts(value))
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, this.fillGroup(item, call, language)]),
      );
    return value;
  }
}

export function createI18n(): I18n {
  return new I18n();
}

import {
  cloneElement,
  createContext,
  Fragment,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { I18n, TranslateCall } from './translator.ts';

const I18nContext = createContext<I18n | undefined>(undefined);
let defaultInstance: I18n | undefined;

/** The instance components read when no `I18nProvider` is above them (the app's one instance, set at start). */
export function setDefaultI18n(instance: I18n): void {
  defaultInstance = instance;
}

export function I18nProvider({ i18n, children }: { readonly i18n: I18n; readonly children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

function useI18n(given?: I18n): I18n {
  const provided = useContext(I18nContext);
  const instance = given ?? provided ?? defaultInstance;
  if (!instance) throw new Error('No i18n instance: render inside I18nProvider or initialise i18n first.');
  return instance;
}

/**
 * A namespace's `t` in the current language, rendered again when the language changes. While the namespace loads, a
 * component of an app that suspends (the web app) suspends; one that does not renders again once it has loaded.
 */
export function useTranslation(namespace?: string, options: { readonly i18n?: I18n } = {}) {
  const i18n = useI18n(options.i18n);
  const ns = namespace ?? i18n.defaultNamespace;
  const subscribe = useCallback((changed: () => void) => i18n.on('languageChanged', changed), [i18n]);
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const [, setLoads] = useState(0);
  const ready = i18n.hasLoadedNamespace(ns, language);
  if (!ready && i18n.suspense && i18n.isInitialized) throw i18n.loadNamespaces(ns);
  useEffect(() => {
    if (ready || i18n.suspense) return;
    let current = true;
    void i18n.loadNamespaces(ns).then(() => {
      if (current) setLoads((loads) => loads + 1);
    });
    return () => {
      current = false;
    };
  }, [i18n, ns, ready]);
  const t = useMemo(() => i18n.getFixedT(language, ns), [i18n, language, ns]);
  return { t, i18n, ready };
}

const TAGGED = /<(\w+)>(.*?)<\/\1>/s;

/**
 * A text with marked parts ('Read the <legal>Terms</legal>'), each marked part rendered as the element its tag
 * names, with the part's words inside: the words stay in the catalog, the links in the code.
 */
export function Trans({
  i18n,
  i18nKey,
  values,
  components,
}: {
  readonly i18n?: I18n;
  readonly i18nKey: string;
  readonly values?: TranslateCall;
  readonly components: Readonly<Record<string, ReactElement>>;
}) {
  const { t } = useTranslation(undefined, i18n ? { i18n } : {});
  const parts: ReactNode[] = [];
  let rest = t(i18nKey, values);
  for (let match = TAGGED.exec(rest); match; match = TAGGED.exec(rest)) {
    const [whole, tag, words] = match as unknown as [string, string, string];
    if (match.index > 0) parts.push(rest.slice(0, match.index));
    const element = components[tag];
    parts.push(element ? cloneElement(element, { key: parts.length }, words) : words);
    rest = rest.slice(match.index + whole.length);
  }
  if (rest) parts.push(rest);
  return <Fragment>{parts}</Fragment>;
}

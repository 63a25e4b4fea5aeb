import { tab } from '@sinar/client/storage';
import { useTranslation } from '@sinar/client/translator-react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CloseIcon } from './icons.tsx';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'error';

interface Toast {
  readonly id: number;
  readonly tone: ToastTone;
  readonly message: string;
}

interface ToastApi {
  /**
   * Shows a short message; information fades after a while and replaces the information before it (a stack of them
   * would cover a phone's screen), errors stay until closed.
   */
  show(message: string, tone?: ToastTone): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const INFO_TOAST_MS = 8_000;

/**
 * Toasts still showing when a page that is not the app (the landing page's own entry, decision 072) moves on to
 * another document: kept in the tab's storage until the next page's provider shows them ('Login successful' after the
 * login dialog).
 */
const CARRIED_TOASTS_KEY = 'carriedToasts';
let showing: () => readonly Toast[] = () => [];

export function carryToastsToNextDocument(): void {
  const toasts = showing().map(({ tone, message }) => ({ tone, message }));
  if (toasts.length > 0) tab.setItem(CARRIED_TOASTS_KEY, JSON.stringify(toasts));
}

function carriedToasts(): readonly Toast[] {
  try {
    const carried: unknown = JSON.parse(tab.getItem(CARRIED_TOASTS_KEY) ?? '[]');
    if (!Array.isArray(carried)) return [];
    return carried.flatMap((toast: { tone?: unknown; message?: unknown }, index) =>
      typeof toast.message === 'string' && (toast.tone === 'info' || toast.tone === 'error')
        ? [{ id: -index - 1, tone: toast.tone, message: toast.message }]
        : [],
    );
  } catch {
    return [];
  }
}

export function ToastProvider({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);
  // What shows, as soon as it is asked for: a page that moves on right after a toast carries it along.
  const latest = useRef<readonly Toast[]>([]);
  const update = useCallback((change: (all: readonly Toast[]) => readonly Toast[]) => {
    latest.current = change(latest.current);
    setToasts(latest.current);
  }, []);

  const dismiss = useCallback(
    (id: number) => update((all) => all.filter((toast) => toast.id !== id)),
    [update],
  );
  // Shown after the first render, which matches the markup a page rendered ahead has.
  useEffect(() => {
    showing = () => latest.current;
    const carried = carriedToasts();
    tab.removeItem(CARRIED_TOASTS_KEY);
    if (carried.length > 0) update((all) => [...carried, ...all]);
    const timers = carried
      .filter((toast) => toast.tone === 'info')
      .map((toast) => window.setTimeout(() => dismiss(toast.id), INFO_TOAST_MS));
    return () => {
      showing = () => [];
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [update, dismiss]);
  const show = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      const id = nextId.current++;
      const stays = (toast: Toast) =>
        toast.message !== message && (tone === 'error' || toast.tone === 'error');
      update((all) => [...all.filter(stays), { id, tone, message }]);
      if (tone === 'info') window.setTimeout(() => dismiss(id), INFO_TOAST_MS);
    },
    [update, dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`${styles.toast} ${toast.tone === 'error' ? styles.error : ''}`}>
            <p>{toast.message}</p>
            <button
              type="button"
              className={styles.close}
              aria-label={t('common.actions.close')}
              onClick={() => dismiss(toast.id)}
            >
              <CloseIcon />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}

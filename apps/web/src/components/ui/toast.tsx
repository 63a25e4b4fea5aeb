import { useTranslation } from '@sinar/client/translator-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
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

export function ToastProvider({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      const id = nextId.current++;
      const stays = (toast: Toast) =>
        toast.message !== message && (tone === 'error' || toast.tone === 'error');
      setToasts((all) => [...all.filter(stays), { id, tone, message }]);
      if (tone === 'info') window.setTimeout(() => dismiss(id), INFO_TOAST_MS);
    },
    [dismiss],
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

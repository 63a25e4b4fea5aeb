import type { EkycSession } from '@sinar/domain';
import { useEffect, useRef } from 'react';
import { EKYC_POLL_MS } from '../api/ekyc-session.ts';

/**
 * While the provider checks (PROCESSING), reads the session every 1.5 s and hands each answer on. A failed read is
 * skipped: the next one tries again.
 */
export function useSessionPolling(
  session: EkycSession | undefined,
  read: (signal: AbortSignal) => Promise<EkycSession>,
  onSession: (session: EkycSession) => void,
): void {
  const latest = useRef({ read, onSession });
  latest.current = { read, onSession };
  const processing = session?.state === 'PROCESSING';
  useEffect(() => {
    if (!processing) return;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      latest.current.read(controller.signal).then(
        (next) => latest.current.onSession(next),
        () => undefined,
      );
    }, EKYC_POLL_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [processing]);
}

import {
  type ApplicationStatus,
  isApproved,
  isAwaitingApplicant,
  isAwaitingOfficer,
  isTerminal,
} from '@sinar/domain';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import styles from './badge.module.css';

export type BadgeTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

export function Badge({ tone, children }: { readonly tone: BadgeTone; readonly children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

/** The badge's colour follows who acts next, as the domain groups the statuses. */
function statusTone(status: ApplicationStatus): BadgeTone {
  if (isTerminal(status)) return status === 'REJECTED' ? 'danger' : 'neutral';
  if (isApproved(status)) return 'success';
  if (isAwaitingApplicant(status)) return 'warning';
  if (isAwaitingOfficer(status)) return 'info';
  return 'neutral';
}

export function StatusBadge({ status }: { readonly status: ApplicationStatus }) {
  const { t } = useT();
  return <Badge tone={statusTone(status)}>{t(`statuses.${status}`)}</Badge>;
}

import { DELINQUENCY_BUCKETS, type DelinquencyBucket } from '@sinar/domain';

/** Each delinquency bucket's text in this feature's catalog. */
export const BUCKET_LABELS = {
  current: 'loanAccounts.buckets.current',
  '1-30': 'loanAccounts.buckets.days1to30',
  '31-60': 'loanAccounts.buckets.days31to60',
  '61-90': 'loanAccounts.buckets.days61to90',
  '90+': 'loanAccounts.buckets.over90',
} as const satisfies Record<DelinquencyBucket, string>;

export function isBucket(value: unknown): value is DelinquencyBucket {
  return (DELINQUENCY_BUCKETS as readonly unknown[]).includes(value);
}

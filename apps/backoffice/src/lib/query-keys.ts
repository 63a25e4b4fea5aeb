import type { ApplicationListQuery } from '@sinar/domain';

/**
 * The queues' query keys, here because two features use them: the queues feature reads the queues, and a decision
 * on an application (the applications feature) changes their counts, so it invalidates them without importing the
 * queues feature. `QUEUES_KEY` is the prefix of both.
 */
export const QUEUES_KEY = ['queues'] as const;

export const queueSummaryQueryKey = [...QUEUES_KEY, 'summary'] as const;

export const queueListQueryKey = (query: ApplicationListQuery) => [...QUEUES_KEY, 'list', query] as const;

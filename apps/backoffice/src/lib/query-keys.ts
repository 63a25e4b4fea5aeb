/**
 * Query keys that more than one feature touches: a decision on an application changes the queues' counts, so the
 * application feature invalidates the queues' queries without importing the queues feature.
 */
export const QUEUES_KEY = ['queues'] as const;

export const applicationKey = (id: string) => ['application', id] as const;

/** What /update-direct-debit-result tells: which change, and how it went, carried in its query. */
export type UpdateAction = 'update' | 'remove';
export type UpdateOutcome = 'success' | 'failed';

export function updateResultSearch(action: UpdateAction, outcome: UpdateOutcome): string {
  return `?${new URLSearchParams({ action, outcome }).toString()}`;
}

export function readUpdateResult(search: URLSearchParams): { action: UpdateAction; outcome: UpdateOutcome } {
  return {
    action: search.get('action') === 'remove' ? 'remove' : 'update',
    outcome: search.get('outcome') === 'success' ? 'success' : 'failed',
  };
}

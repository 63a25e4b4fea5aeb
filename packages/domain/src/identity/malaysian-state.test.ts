import { describe, expect, it } from 'vitest';
import { inCatalog } from '../forms/testing.ts';
import { MALAYSIAN_STATES, malaysianState, stateNameKey } from './malaysian-state.ts';

describe('Malaysian states', () => {
  it('are the 13 states and 3 federal territories, coded 01 to 16', () => {
    expect(MALAYSIAN_STATES.map((state) => state.code)).toEqual(
      Array.from({ length: 16 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(malaysianState('14')?.name).toBe('Wilayah Persekutuan Kuala Lumpur');
    expect(malaysianState('17')).toBeUndefined();
  });

  it('are each named in the catalog', () => {
    for (const state of MALAYSIAN_STATES) inCatalog(stateNameKey(state));
  });
});

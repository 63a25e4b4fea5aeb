import { DEV_PARTNER_COMMISSION_PATH } from '@sinar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** The partner platform sandbox's controls for demos (decision 064): balances set and read, failures armed. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the partner platform sandbox controls', () => {
  it("set a partner's commission and e-wallet, the id in any case", async () => {
    const set = await t.app.inject({
      method: 'POST',
      url: DEV_PARTNER_COMMISSION_PATH,
      payload: { partnerId: 'p200010', commissionSen: 80_000, eWalletSen: 12_345 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ partnerId: 'P200010', commissionSen: 80_000, eWalletSen: 12_345 });
    expect(await t.partnerCommission.balances('P200010')).toEqual({
      partnerId: 'P200010',
      commissionSen: 80_000,
      eWalletSen: 12_345,
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: DEV_PARTNER_COMMISSION_PATH,
      payload: { partnerId: 'P200010', commissionSen: -1, eWalletSen: 0 },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('arm a failure for the next deductions', async () => {
    const armed = await t.app.inject({
      method: 'POST',
      url: `${DEV_PARTNER_COMMISSION_PATH}/failures`,
      payload: { failure: 'failDeduction', times: 2 },
    });
    expect(armed.json()).toEqual({ armed: { failDeduction: 2 } });
    expect(await t.partnerCommission.armedFailures()).toEqual({ failDeduction: 2 });
  });
});

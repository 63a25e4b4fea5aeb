import {
  ACCOUNT_STATUSES,
  INSTALMENT_STATUSES,
  LANGUAGES,
  PAYMENT_CHANNELS,
  PAYMENT_HISTORY_STATUSES,
  VARIANT_RULES,
  VARIANTS,
} from '@sinar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadJourneyCatalog } from '../../../lib/i18n.ts';
import { ensureI18n } from '../../../test/render-app.tsx';

/** Every word the contract can ask these pages for, read from the journey catalog in both languages. */
const keysTheContractNeeds = [
  ...INSTALMENT_STATUSES.map((status) => `loanAccount.schedule.rowStatus.${status}`),
  ...PAYMENT_HISTORY_STATUSES.map((status) => `loanAccount.payments.statuses.${status}`),
  ...PAYMENT_CHANNELS.map((channel) => `loanAccount.payments.channels.${channel}`),
  ...ACCOUNT_STATUSES.map((status) => `loanAccount.accountStatus.${status}`),
];

beforeAll(async () => {
  await ensureI18n();
  await i18n.loadLanguages([...LANGUAGES]);
  await loadJourneyCatalog();
});

describe("the loan account's texts", () => {
  it.each(LANGUAGES)(
    'has words in %s for every status and channel the contract sends, in each variant',
    (language) => {
      // Keys built from the contract's lists, so read through a plain-string view of `t`.
      const t = i18n.getFixedT(language, 'journey') as unknown as (key: string, options: object) => string;
      for (const variant of VARIANTS) {
        const context = VARIANT_RULES[variant].wordingContext;
        for (const key of keysTheContractNeeds) {
          expect(i18n.exists(key, { lng: language, ns: 'journey', context })).toBe(true);
          expect(t(key, { context })).not.toBe(key);
        }
      }
    },
  );
});

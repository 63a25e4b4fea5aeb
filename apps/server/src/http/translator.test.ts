import { describe, expect, it } from 'vitest';
import { requestLanguage, translate } from './translator.ts';

describe('translate', () => {
  it("gives the spec's texts in both languages with placeholders filled", () => {
    expect(translate('en', 'errors.invalidCampaignCode')).toBe('Invalid campaign code');
    expect(translate('ms', 'errors.invalidCampaignCode')).toBe('Kod kempen tidak sah');
    expect(translate('en', 'validation.amountOutOfRange', { min: 1000, max: 10000 })).toBe(
      'The amount must be between RM1,000 and RM10,000',
    );
  });
});

describe('requestLanguage', () => {
  it.each([
    [{ lang: 'ms' }, 'en-GB', 'ms'],
    [{ lang: 'xx' }, 'ms-MY,en;q=0.8', 'ms'],
    [{}, 'bm', 'ms'],
    [{}, 'fr-FR,en;q=0.5', 'en'],
    [{}, undefined, 'en'],
    [undefined, 'zh-CN', 'en'],
  ])('query %j with Accept-Language %s reads as %s', (query, header, expected) => {
    expect(requestLanguage(query, header)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogKeys } from './catalog-shape.ts';
import { accountDocuments as enAccountDocuments } from './en/account-documents.ts';
import { agreementDocument as enAgreementDocument } from './en/agreement-document.ts';
import { en } from './en.ts';
import { enBackoffice } from './en-backoffice.ts';
import { enContent } from './en-content.ts';
import { enJourney } from './en-journey.ts';
import { accountDocuments as msAccountDocuments } from './ms/account-documents.ts';
import { agreementDocument as msAgreementDocument } from './ms/agreement-document.ts';
import { ms } from './ms.ts';
import { msBackoffice } from './ms-backoffice.ts';
import { msContent } from './ms-content.ts';
import { msJourney } from './ms-journey.ts';

const pairs = [
  ['short texts', en, ms],
  ['page content', enContent, msContent],
  ['application journey', enJourney, msJourney],
  ['back office', enBackoffice, msBackoffice],
  ['agreement document', enAgreementDocument, msAgreementDocument],
  ['account documents', enAccountDocuments, msAccountDocuments],
] as const;

describe.each(pairs)('%s catalogs', (_name, english, malay) => {
  it('have the same keys in English and Malay', () => {
    const englishKeys = catalogKeys(english).sort();
    const malayKeys = catalogKeys(malay).sort();
    expect(malayKeys.filter((key) => !englishKeys.includes(key))).toEqual([]);
    expect(englishKeys.filter((key) => !malayKeys.includes(key))).toEqual([]);
  });

  it('have no empty text', () => {
    const empty = (catalog: object) =>
      catalogKeys(catalog).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty(english)).toEqual([]);
    expect(empty(malay)).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (catalog: object, key: string) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
      return [...String(value).matchAll(/\{\{(\w+)[^}]*\}\}/g)].map((match) => match[1]).sort();
    };
    for (const key of catalogKeys(english)) {
      expect({ key, placeholders: placeholders(malay, key) }).toEqual({
        key,
        placeholders: placeholders(english, key),
      });
    }
  });

  it('give every Islamic wording a conventional default', () => {
    const orphans = catalogKeys(english)
      .filter((key) => key.endsWith('_islamic'))
      .filter((key) => !catalogKeys(english).includes(key.replace(/_islamic$/, '')));
    expect(orphans).toEqual([]);
  });
});

import type { Language } from '@sinar/domain';
import { enMessages, type MessageCatalog } from '@sinar/domain/i18n/en-messages';
import { msMessages } from '@sinar/domain/i18n/ms-messages';

const CATALOGS: Record<Language, MessageCatalog> = { en: enMessages, ms: msMessages as MessageCatalog };

/** Fills `{{name}}` placeholders; a placeholder without a value stays visible rather than vanishing. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function messageText(
  language: Language,
  pick: (catalog: MessageCatalog) => string,
  params: Record<string, string | number> = {},
): string {
  return fill(pick(CATALOGS[language]), params);
}

export function emailOf(
  language: Language,
  pick: (catalog: MessageCatalog) => { subject: string; body: string },
  params: Record<string, string | number>,
): { subject: string; bodyText: string } {
  const template = pick(CATALOGS[language]);
  return { subject: fill(template.subject, params), bodyText: fill(template.body, params) };
}
